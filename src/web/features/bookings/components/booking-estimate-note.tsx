import type { BookingView } from '@shared/contracts/bookings';
import { EstimateAnswer, SignOffAnswer } from '../../../entities/booking/door-answers';
import { useAnswerBookingEstimate, useSignOffBooking } from '../api';

/**
 * In the customer's booking details: a new price from the door waiting for their answer (decision
 * 056), and, once the repair is done, its sign-off (decision 057), answered here as on the tracking
 * link, or in person on the technician's phone with the start code.
 */
export function BookingEstimateNote({ booking }: { booking: BookingView }) {
  const answer = useAnswerBookingEstimate(booking.id);
  const signOff = useSignOffBooking(booking.id);
  if (booking.estimate?.status === 'pending' && booking.status === 'in_progress') {
    return (
      <div className="mb-4">
        <EstimateAnswer
          estimate={booking.estimate}
          startCode={booking.startCode}
          request={answer}
          headingLevel="h3"
          onAnswer={(approve) => answer.mutate(approve)}
        />
      </div>
    );
  }
  if (booking.status === 'completed') {
    return (
      <div className="mb-4">
        <SignOffAnswer
          signedOff={booking.signedOff !== null}
          startCode={booking.startCode}
          request={signOff}
          headingLevel="h3"
          onConfirm={() => signOff.mutate()}
        />
      </div>
    );
  }
  return null;
}
