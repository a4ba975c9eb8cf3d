import type { UseQueryResult } from '@tanstack/react-query';
import { Download, Printer } from 'lucide-react';
import type { InvoiceResponse } from '@shared/contracts/invoice';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageMeta } from '../../../app/page-meta';
import { DocumentMissing, DocumentPage } from '../../../entities/booking/document-page';
import { Spinner } from '../../../components/ui/spinner';
import { failureText, isErrorCode } from '../../../lib/error-text';
import { useTranslation } from '../../../lib/use-translation';
import { InvoiceDocument } from './invoice-document';

interface InvoiceScreenProps {
  invoice: UseQueryResult<InvoiceResponse>;
  pdfUrl: string;
  back: { to: string; label: string };
}

/** An invoice page: the way back, then the invoice with Print and Download, or why there is none. */
export function InvoiceScreen({ invoice, pdfUrl, back }: InvoiceScreenProps) {
  const { t } = useTranslation('account');
  return (
    <DocumentPage back={back} wide>
      <PageMeta title={t('invoice.title')} />
      <InvoiceOrState invoice={invoice} pdfUrl={pdfUrl} />
    </DocumentPage>
  );
}

function InvoiceOrState({ invoice, pdfUrl }: Pick<InvoiceScreenProps, 'invoice' | 'pdfUrl'>) {
  const { t } = useTranslation(['account', 'common']);
  if (invoice.isPending) return <Spinner label={t('common:loading')} />;
  if (invoice.isError) {
    const { error } = invoice;
    // These answers will not change by asking again; anything else may.
    const final = isErrorCode(error, 'NOT_FOUND', 'INVOICE_NOT_READY', 'NO_INVOICE');
    // Not ready and no invoice say why in the errors' own words.
    const message = isErrorCode(error, 'NOT_FOUND')
      ? t('invoice.notFound')
      : failureText(error, t('invoice.loadFailed'));
    const retry = final ? undefined : () => void invoice.refetch();
    return <DocumentMissing title={t('invoice.title')} message={message} onRetry={retry} />;
  }
  return (
    <>
      <InvoiceDocument invoice={invoice.data.invoice} />
      <div className="mt-6 flex flex-wrap gap-3 print:hidden">
        <Button onClick={() => window.print()}>
          <Printer className="size-5" aria-hidden="true" />
          {t('invoice.print')}
        </Button>
        <a href={pdfUrl} download className={buttonClasses('outline', 'md')}>
          <Download className="size-5" aria-hidden="true" />
          {t('invoice.download')}
        </a>
      </div>
    </>
  );
}
