import { Download, ReceiptIndianRupee } from 'lucide-react';
import { buttonClasses, ButtonLink } from '../../components/ui/button';
import { useTranslation } from '../../lib/use-translation';

/** Where an invoice's PDF downloads from (a link, not a call: the browser saves the file). */
export const invoicePdfUrl = {
  booking: (id: string) => `/api/bookings/${encodeURIComponent(id)}/invoice.pdf`,
  tracked: (token: string) => `/api/track/${encodeURIComponent(token)}/invoice.pdf`,
};

interface InvoiceLinksProps {
  /** The invoice's number, said in the download's name for screen readers. */
  number: string;
  pdfUrl: string;
  /** Its printable page, where there is one for this reader. */
  pageUrl?: string;
}

/** A completed booking's invoice (decision 062): Download invoice, and View invoice to print it. */
export function InvoiceLinks({ number, pdfUrl, pageUrl }: InvoiceLinksProps) {
  const { t } = useTranslation('account');
  return (
    <div className="flex flex-wrap gap-3">
      <a
        href={pdfUrl}
        download
        className={buttonClasses('outline', 'md')}
        aria-label={t('invoice.downloadNumbered', { number })}
      >
        <Download className="size-5" aria-hidden="true" />
        {t('invoice.download')}
      </a>
      {pageUrl ? (
        <ButtonLink to={pageUrl} variant="outline">
          <ReceiptIndianRupee className="size-5" aria-hidden="true" />
          {t('invoice.view')}
        </ButtonLink>
      ) : null}
    </div>
  );
}
