import { KeyRound, UserRound } from 'lucide-react';
import type { TrackedBooking } from '@shared/contracts/tracking';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../lib/use-translation';
import { OnTheWayNote } from '../../../entities/booking/on-the-way-note';

/** Who is coming, and the code that lets them start: what a customer waiting at home needs most. */
export function TechnicianPanel({ booking }: { booking: TrackedBooking }) {
  const { t } = useTranslation('tracking');
  if (!booking.technicianFirstName || booking.status !== 'confirmed') return null;
  return (
    <Card className="space-y-4 p-5">
      <p className="flex items-start gap-3 text-lg">
        <UserRound className="mt-1 size-6 shrink-0 text-primary" aria-hidden="true" />
        <span>
          <strong>{t('technicianComing', { name: booking.technicianFirstName })}</strong>{' '}
          {t('technicianCalls')}
        </span>
      </p>
      <OnTheWayNote onTheWay={booking.onTheWay} />
      {booking.startCode ? (
        <div className="rounded-lg border-2 border-dashed border-primary/50 p-4 text-center">
          <p className="flex items-center justify-center gap-2 font-semibold">
            <KeyRound className="size-5" aria-hidden="true" />
            {t('startCodeTitle')}
          </p>
          <p className="my-2 font-mono text-4xl font-bold tracking-[0.4em]" data-testid="start-code">
            {booking.startCode}
          </p>
          <p className="text-sm text-muted-foreground">{t('startCodeText')}</p>
        </div>
      ) : null}
    </Card>
  );
}
