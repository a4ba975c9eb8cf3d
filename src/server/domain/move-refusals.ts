import type { BookingStatus } from '../../shared/booking-status';
import type { MoveRefusal } from '../../shared/booking-transitions';
import { CANCELLATION_NOTICE_HOURS } from '../../shared/constants';
import { AppError } from '../http/app-error';

// The answers to `canMove`'s refusals (spec decision 15), for the lifecycle and the technician's jobs.

/** The answer to each refusal of `canMove`, for a move from `from` to `to`. */
export function moveRefusalError(refusal: MoveRefusal, from: BookingStatus, to: BookingStatus): AppError {
  switch (refusal) {
    case 'same_status':
    case 'not_allowed':
      return new AppError(
        'TRANSITION_NOT_ALLOWED',
        `A booking cannot move from ${from} to ${to} this way.`,
        undefined,
        {
          params: { from, to },
        },
      );
    case 'not_assigned':
      return new AppError('NOT_FOUND', 'Booking not found');
    case 'not_started':
      return new AppError(
        'JOB_NOT_STARTED',
        "Start this job with the customer's start code before completing it.",
      );
    case 'reason_required':
      return new AppError('REASON_REQUIRED', 'Please give a reason for this change.', {
        reason: 'Please give a reason for this change.',
      });
    case 'cancelled':
      return new AppError('BOOKING_ALREADY_CANCELLED', 'This booking has already been cancelled.');
    case 'completed':
      return new AppError('BOOKING_COMPLETED', 'A completed booking cannot be cancelled.');
    case 'in_progress':
      return new AppError(
        'BOOKING_IN_PROGRESS',
        'The technician has already started this repair, so it cannot be cancelled now.',
      );
    case 'too_late':
      return new AppError(
        'CANCEL_TOO_LATE',
        `Bookings can be cancelled up to ${CANCELLATION_NOTICE_HOURS} hours before the visit. Please call us if you need to change this one.`,
        undefined,
        { params: { hours: CANCELLATION_NOTICE_HOURS } },
      );
  }
}
