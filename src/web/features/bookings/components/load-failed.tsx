import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

/** A failed load said in place, with a way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Card className="flex flex-col items-center gap-4 p-8 text-center">
      <p role="alert" className="text-lg font-semibold text-danger">
        {message}
      </p>
      <Button variant="outline" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Card>
  );
}
