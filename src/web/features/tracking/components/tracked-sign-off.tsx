import type { TrackedBooking } from '@shared/contracts/tracking';
import { SignOffAnswer } from '../../../entities/booking/door-answers';
import { useSignOffTrackedBooking } from '../api';

/** The completed repair's sign-off on the tracking link (decision 057). */
export function TrackedSignOff({ token, booking }: { token: string; booking: TrackedBooking }) {
  const signOff = useSignOffTrackedBooking(token);
  if (booking.status !== 'completed') return null;
  return (
    <SignOffAnswer
      signedOff={booking.signedOff !== null}
      startCode={booking.startCode}
      request={signOff}
      onConfirm={() => signOff.mutate()}
    />
  );
}
