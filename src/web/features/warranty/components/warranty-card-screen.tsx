import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from '../../../components/ui/link';
import type { WarrantyCardResponse } from '@shared/contracts/warranty';
import { PageMeta } from '../../../app/page-meta';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { failureText, isErrorCode } from '../../../lib/error-text';
import { WarrantyCardView } from './warranty-card-view';

interface WarrantyCardScreenProps {
  card: UseQueryResult<WarrantyCardResponse>;
  pdfUrl: string;
  back: { to: string; label: string };
}

/** A warranty card page: the way back, then the card, or why there is none. */
export function WarrantyCardScreen({ card, pdfUrl, back }: WarrantyCardScreenProps) {
  const { t } = useTranslation('warranty');
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 print:max-w-none print:p-0">
      <PageMeta title={t('metaTitle')} />
      {/* A personal document: never in search results. */}
      <meta name="robots" content="noindex" />
      <Link
        to={back.to}
        className="mb-4 inline-flex min-h-11 items-center gap-2 font-semibold text-primary print:hidden"
      >
        <ArrowLeft className="size-5" aria-hidden="true" />
        {back.label}
      </Link>
      <CardOrState card={card} pdfUrl={pdfUrl} />
    </section>
  );
}

function CardOrState({ card, pdfUrl }: Pick<WarrantyCardScreenProps, 'card' | 'pdfUrl'>) {
  const { t } = useTranslation(['warranty', 'common']);
  if (card.isPending) return <Spinner label={t('common:loading')} />;
  if (card.isError) {
    const { error } = card;
    // Not found and not yet completed will not change by asking again; anything else may.
    const final = isErrorCode(error, 'NOT_FOUND', 'WARRANTY_NOT_READY');
    const message = isErrorCode(error, 'NOT_FOUND')
      ? t('notFound')
      : isErrorCode(error, 'WARRANTY_NOT_READY')
        ? t('notReady')
        : failureText(error, t('loadFailed'));
    return (
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p role="alert" className="text-lg">
          {message}
        </p>
        {final ? null : (
          <Button variant="outline" onClick={() => void card.refetch()}>
            {t('common:retry')}
          </Button>
        )}
      </Card>
    );
  }
  return <WarrantyCardView card={card.data.warranty} pdfUrl={pdfUrl} />;
}
