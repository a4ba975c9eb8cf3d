import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft, Download, Printer } from 'lucide-react';
import type { InvoiceResponse } from '@shared/contracts/invoice';
import { PageMeta } from '../../../app/page-meta';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Link } from '../../../components/ui/link';
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
    <section className="mx-auto max-w-4xl px-4 py-10 print:max-w-none print:p-0">
      <PageMeta title={t('invoice.title')} />
      {/* A personal document: never in search results. */}
      <meta name="robots" content="noindex" />
      <Link
        to={back.to}
        className="mb-4 inline-flex min-h-11 items-center gap-2 font-semibold text-primary print:hidden"
      >
        <ArrowLeft className="size-5" aria-hidden="true" />
        {back.label}
      </Link>
      <InvoiceOrState invoice={invoice} pdfUrl={pdfUrl} />
    </section>
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
    return (
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <h1 className="text-2xl font-bold">{t('invoice.title')}</h1>
        <p role="alert" className="text-lg">
          {message}
        </p>
        {final ? null : (
          <Button variant="outline" onClick={() => void invoice.refetch()}>
            {t('common:retry')}
          </Button>
        )}
      </Card>
    );
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
