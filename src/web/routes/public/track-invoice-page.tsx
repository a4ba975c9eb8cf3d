import { useParams } from 'react-router';
import { href } from '@shared/paths';
import { useTrackedInvoice } from '../../features/invoices/api';
import { invoicePdfUrl } from '../../entities/booking/invoice-links';
import { InvoiceScreen } from '../../features/invoices/components/invoice-screen';
import { useTranslation } from '../../lib/use-translation';

/** /track/:token/invoice: the invoice of the booking a tracking link names, for whoever holds it. */
export default function TrackInvoicePage() {
  const { t } = useTranslation('account');
  const { token = '' } = useParams();
  return (
    <InvoiceScreen
      invoice={useTrackedInvoice(token)}
      pdfUrl={invoicePdfUrl.tracked(token)}
      back={{ to: href('track', { token }), label: t('invoice.backToTracking') }}
    />
  );
}
