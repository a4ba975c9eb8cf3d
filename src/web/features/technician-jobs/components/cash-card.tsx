import { Card } from '../../../components/ui/card';
import { CashDaysTable, CashMoves, CashSummary, OverdueNote } from '../../../entities/cash/cash-figures';
import { useTranslation } from '../../../lib/use-translation';
import { useOwnCash } from '../api';

/**
 * The technician's own cash (decision 064): what they hold from customers' doors, since when, a
 * reminder when it is held too long, and, on asking, the last 30 days and the handovers.
 */
export function CashCard() {
  const { t } = useTranslation('teamCash');
  const cash = useOwnCash();
  if (cash.isPending) return null;
  if (cash.isError) {
    return (
      <p role="alert" className="text-danger">
        {t('loadFailed')}
      </p>
    );
  }
  const own = cash.data.cash;
  return (
    <section aria-labelledby="own-cash">
      <Card className="space-y-3 p-4">
        <h2 id="own-cash" className="text-xl font-bold">
          {t('ownTitle')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('ownIntro')}</p>
        <OverdueNote cash={own} heldDays={own.heldDays} own />
        <CashSummary cash={own} />
        <details className="group">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-primary">
            {t('lastDays')}
          </summary>
          <div className="mt-2 space-y-4">
            <CashDaysTable cash={own} />
            <CashMoves cash={own} />
          </div>
        </details>
      </Card>
    </section>
  );
}
