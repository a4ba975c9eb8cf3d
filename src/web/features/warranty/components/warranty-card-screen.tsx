import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import type { WarrantyCardResponse } from '@shared/contracts/warranty';
import { PageMeta } from '../../../app/page-meta';
import { DocumentMissing, DocumentPage } from '../../../entities/booking/document-page';
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
    <DocumentPage back={back}>
      <PageMeta title={t('metaTitle')} />
      <CardOrState card={card} pdfUrl={pdfUrl} />
    </DocumentPage>
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
    const retry = final ? undefined : () => void card.refetch();
    return <DocumentMissing title={t('title')} message={message} onRetry={retry} />;
  }
  return <WarrantyCardView card={card.data.warranty} pdfUrl={pdfUrl} />;
}
