import type { TrackedBooking } from '@shared/contracts/tracking';
import { EstimateAnswer } from '../../../entities/booking/door-answers';
import { useAnswerTrackedEstimate } from '../api';

/** A new price from the door on the tracking link (decision 056), and the customer's answer. */
export function TrackedEstimate({ token, booking }: { token: string; booking: TrackedBooking }) {
  const answer = useAnswerTrackedEstimate(token);
  if (!booking.estimate) return null;
  return (
    <EstimateAnswer
      estimate={booking.estimate}
      startCode={booking.startCode}
      request={answer}
      onAnswer={(approve) => answer.mutate(approve)}
    />
  );
}
