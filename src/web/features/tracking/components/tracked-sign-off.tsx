import { CheckCheck } from 'lucide-react';
import type { TrackedBooking } from '@shared/contracts/tracking';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { failureText } from '../../../lib/error-text';
import { useTranslation } from '../../../lib/use-translation';
import { useSignOffTrackedBooking } from '../api';

/**
 * The completed repair's sign-off on the tracking link (decision 057): the lines and total are in the
 * visit's card below; the customer confirms them here, or on the technician's phone with the code.
 */
export function TrackedSignOff({ token, booking }: { token: string; booking: TrackedBooking }) {
  const { t } = useTranslation('account');
  const signOff = useSignOffTrackedBooking(token);
  if (booking.status !== 'completed') return null;
  if (booking.signedOff) {
    return (
      <p role="status" className="flex items-center gap-2 font-semibold text-success">
        <CheckCheck className="size-5" aria-hidden="true" />
        {t('signOff.confirmedNote')}
      </p>
    );
  }
  return (
    <Card className="space-y-3 p-5">
      <h2 className="text-xl font-bold">{t('signOff.title')}</h2>
      <p>{t('signOff.text')}</p>
      <Button
        size="lg"
        className="w-full sm:w-auto"
        disabled={signOff.isPending}
        onClick={() => signOff.mutate()}
      >
        {signOff.isPending ? t('signOff.sending') : t('signOff.confirm')}
      </Button>
      {signOff.isError ? (
        <p role="alert" className="font-medium text-danger">
          {failureText(signOff.error, t('signOff.failed'))}
        </p>
      ) : null}
      {booking.startCode ? (
        <p className="text-sm">
          {t('signOff.inPerson')}{' '}
          <strong className="font-mono text-lg tracking-widest">{booking.startCode}</strong>
        </p>
      ) : null}
    </Card>
  );
}
