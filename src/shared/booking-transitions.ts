import type { BookingStatus } from './booking-status';

// Which status moves each role may make (spec decision 15). The server's booking lifecycle enforces
// these; the admin and technician screens use them to offer only what the server will accept.

export type TransitionRole = 'customer' | 'technician' | 'admin';

const order: Record<Exclude<BookingStatus, 'cancelled'>, number> = {
  pending: 0,
  confirmed: 1,
  in_progress: 2,
  completed: 3,
};

/** A move back along pending → confirmed → in progress → completed, or out of cancelled. */
export function isBackwardMove(from: BookingStatus, to: BookingStatus): boolean {
  if (to === 'cancelled') return false;
  if (from === 'cancelled') return true;
  return order[to] < order[from];
}

/** Admins give a reason when they cancel or move a booking back. */
export function needsReason(from: BookingStatus, to: BookingStatus): boolean {
  return to === 'cancelled' || isBackwardMove(from, to);
}

/** The one step a technician takes next on their job, or null when they have none. */
export function technicianNextStatus(from: BookingStatus): BookingStatus | null {
  if (from === 'confirmed') return 'in_progress';
  if (from === 'in_progress') return 'completed';
  return null;
}

/** Statuses a customer may cancel from (the 2-hour notice is checked as well). */
export const cancellableStatuses: readonly BookingStatus[] = ['pending', 'confirmed'];

/** Whether `role` may move a booking from `from` to `to` at all (ownership and time are separate). */
export function isAllowedMove(role: TransitionRole, from: BookingStatus, to: BookingStatus): boolean {
  if (from === to) return false;
  switch (role) {
    case 'admin':
      return true;
    case 'technician':
      return technicianNextStatus(from) === to;
    case 'customer':
      return to === 'cancelled' && cancellableStatuses.includes(from);
  }
}
