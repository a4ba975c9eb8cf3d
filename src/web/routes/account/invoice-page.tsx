import { useParams } from 'react-router';
import { href } from '@shared/paths';
import { useInvoice } from '../../features/invoices/api';
import { invoicePdfUrl } from '../../entities/booking/invoice-links';
import { InvoiceScreen } from '../../features/invoices/components/invoice-screen';
import { useTranslation } from '../../lib/use-translation';

/** /dashboard/invoice/:id: a completed booking's invoice, its customer's or any for an admin (access: app/access-rules.ts). */
export default function InvoicePage() {
  const { t } = useTranslation('account');
  const { id = '' } = useParams();
  return (
    <InvoiceScreen
      invoice={useInvoice(id)}
      pdfUrl={invoicePdfUrl.booking(id)}
      back={{ to: href('dashboardHistory'), label: t('invoice.backToHistory') }}
    />
  );
}
