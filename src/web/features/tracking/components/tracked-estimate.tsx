import { IndianRupee } from 'lucide-react';
import type { TrackedBooking } from '@shared/contracts/tracking';
import { formatRupees } from '@shared/money';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EstimateDifference } from '../../../entities/booking/booking-summary';
import { failureText } from '../../../lib/error-text';
import { useTranslation } from '../../../lib/use-translation';
import { useAnswerTrackedEstimate } from '../api';

/**
 * A new price from the door on the tracking link (decision 056): the difference line by line, the new
 * total against the old, and the customer's answer; once answered, what they said.
 */
export function TrackedEstimate({ token, booking }: { token: string; booking: TrackedBooking }) {
  const { t } = useTranslation('account');
  const answer = useAnswerTrackedEstimate(token);
  const estimate = booking.estimate;
  if (!estimate) return null;
  const total = formatRupees(estimate.total);
  if (estimate.status !== 'pending') {
    return (
      <Card className="p-5">
        <p className="font-medium" role="status">
          {estimate.status === 'approved'
            ? t('estimate.approvedNote', { total })
            : t('estimate.declinedNote')}
        </p>
      </Card>
    );
  }
  return (
    <Card className="space-y-3 border-2 border-amber-500 p-5">
      <h2 className="flex items-center gap-2 text-xl font-bold">
        <IndianRupee className="size-6 text-primary" aria-hidden="true" />
        {t('estimate.title')}
      </h2>
      <p>{t('estimate.intro')}</p>
      <EstimateDifference estimate={estimate} say={(key, values) => t(`estimate.${key}`, values)} />
      <p className="text-muted-foreground">
        {t('estimate.previous', { previous: formatRupees(estimate.previousTotal) })}
      </p>
      <p className="text-2xl font-bold">{t('estimate.newTotal', { total })}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        <Button size="lg" disabled={answer.isPending} onClick={() => answer.mutate(true)}>
          {answer.isPending ? t('estimate.sending') : t('estimate.approve', { total })}
        </Button>
        <Button size="lg" variant="outline" disabled={answer.isPending} onClick={() => answer.mutate(false)}>
          {t('estimate.decline')}
        </Button>
      </div>
      {answer.isError ? (
        <p role="alert" className="font-medium text-danger">
          {failureText(answer.error, t('estimate.failed'))}
        </p>
      ) : null}
      <p className="text-sm">
        {t('estimate.inPerson')}{' '}
        {booking.startCode ? (
          <strong className="font-mono text-lg tracking-widest" data-testid="estimate-start-code">
            {booking.startCode}
          </strong>
        ) : null}
      </p>
    </Card>
  );
}
