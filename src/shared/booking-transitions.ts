import { cancelRefusal } from './booking-rules';
import type { CancellableBooking, CancelRefusal } from './booking-rules';
import type { BookingStatus } from './booking-status';

// Who may move a booking's status, and why not (spec decision 15), in one place: `canMove`. The
// server's booking lifecycle refuses with it, the technician's job service answers with it, and the
// admin desk and the technician's job card offer only what it allows.

const order: Record<Exclude<BookingStatus, 'cancelled'>, number> = {
  pending: 0,
  confirmed: 1,
  in_progress: 2,
  at_workshop: 3,
  waiting_for_parts: 4,
  ready_for_return: 5,
  completed: 6,
};

/**
 * A move back along pending → confirmed → in progress → (at the workshop → waiting for parts → ready
 * for return →) completed, or out of cancelled.
 */
export function isBackwardMove(from: BookingStatus, to: BookingStatus): boolean {
  if (to === 'cancelled') return false;
  if (from === 'cancelled') return true;
  return order[to] < order[from];
}

/** Admins give a reason when they cancel or move a booking back. */
export function needsReason(from: BookingStatus, to: BookingStatus): boolean {
  return to === 'cancelled' || isBackwardMove(from, to);
}

/**
 * The steps a technician may take on their job: start it, then complete it or take the device to the
 * workshop (decision 059). The workshop's own steps and the device's return are the office's.
 */
export function technicianNextStatuses(from: BookingStatus): readonly BookingStatus[] {
  if (from === 'confirmed') return ['in_progress'];
  if (from === 'in_progress') return ['completed', 'at_workshop'];
  return [];
}

/** Who moves a booking: a guest through the booking's tracking link acts as its customer. */
export interface MoveActor {
  role: 'guest' | 'customer' | 'technician' | 'admin' | 'system';
  /** A technician: whether the booking is assigned to them. */
  assigned?: boolean;
}

/** A booking as `canMove` needs it: its status, and its visit for the customer's notice. */
export type MovableBooking = CancellableBooking;

/**
 * Why the actor may not make this move, or null when they may:
 * - `same_status`, `not_allowed`: no such move for this actor;
 * - `not_assigned`: a technician's move on someone else's job (it looks like no job at all);
 * - `not_started`: a technician completing a job before starting it with the customer's code;
 * - `reason_required`: an admin cancelling or moving back without a reason;
 * - a customer's cancel refusal (`cancelled`, `completed`, `in_progress`, `too_late`), which is also
 *   what a technician meets on a cancelled job.
 */
export type MoveRefusal =
  'same_status' | 'not_allowed' | 'not_assigned' | 'not_started' | 'reason_required' | CancelRefusal;

/** Whether `actor` may move `booking` to `to` at `now` (with `reason`, for an admin): null, or why not. */
export function canMove(
  actor: MoveActor,
  booking: MovableBooking,
  to: BookingStatus,
  now: Date,
  reason?: string | null,
): MoveRefusal | null {
  const from = booking.status;
  switch (actor.role) {
    case 'guest':
    case 'customer':
      // A customer's one move is cancelling, with the notice the booking rules give.
      return to === 'cancelled' ? cancelRefusal(booking, now) : 'not_allowed';
    case 'technician':
      if (!actor.assigned) return 'not_assigned';
      if (from === to) return 'same_status';
      if (from === 'cancelled') return 'cancelled';
      if ((to === 'completed' || to === 'at_workshop') && (from === 'pending' || from === 'confirmed')) {
        return 'not_started';
      }
      return technicianNextStatuses(from).includes(to) ? null : 'not_allowed';
    case 'admin':
    case 'system':
      // Any status from any status (SPEC section 4), with a reason to cancel or go back. The system
      // completes a workshop job when its return visit is completed (decision 059).
      if (from === to) return 'same_status';
      return needsReason(from, to) && !reason?.trim() ? 'reason_required' : null;
  }
}
