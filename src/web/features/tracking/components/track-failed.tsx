import { RefreshCw, SearchX } from 'lucide-react';
import { href } from '@shared/paths';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';

/** A tracking link that is unknown, asked too often, or did not load. */
export function TrackFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('tracking');
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 404 || status === 429) {
    return (
      <Card className="space-y-3 p-6 text-center">
        <SearchX className="mx-auto size-12 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-xl font-bold">{status === 404 ? t('notFoundTitle') : t('tooManyTitle')}</h2>
        <p>{status === 404 ? t('notFoundText') : t('tooManyText')}</p>
        <ButtonLink to={href('contact')} variant="outline">
          {t('contact')}
        </ButtonLink>
      </Card>
    );
  }
  return (
    <Card className="space-y-3 p-6">
      <p role="alert" className="font-semibold text-danger">
        {t('loadFailed')}
      </p>
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw className="size-5" aria-hidden="true" />
        {t('retry')}
      </Button>
    </Card>
  );
}
