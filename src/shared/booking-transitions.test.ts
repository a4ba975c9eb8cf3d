import { describe, expect, it } from 'vitest';
import { bookingStatuses } from './booking-status';
import type { BookingStatus } from './booking-status';
import { canMove, isBackwardMove, needsReason } from './booking-transitions';
import type { MoveActor, MoveRefusal } from './booking-transitions';

// Every actor × every status × every target: the whole rule of who may move a booking, as a table.
// The visit is tomorrow at 11:00 India time, so a customer is well within the notice to cancel.
const now = new Date('2026-11-22T04:00:00Z');
const booking = (status: BookingStatus) => ({
  status,
  preferredDate: '2026-11-23',
  preferredTime: '11:00-13:00',
});

const actors: Record<string, MoveActor> = {
  guest: { role: 'guest' },
  customer: { role: 'customer' },
  'their technician': { role: 'technician', assigned: true },
  'another technician': { role: 'technician', assigned: false },
  admin: { role: 'admin' },
  system: { role: 'system' },
};

/** What each actor meets moving from the row's status to each column's, in `bookingStatuses` order. */
const N = 'not_allowed' as const;
const S = 'same_status' as const;
const expected: Record<string, Record<BookingStatus, (MoveRefusal | null)[]>> = {
  // to: pending, confirmed, in_progress, at_workshop, waiting_for_parts, ready_for_return, completed,
  // cancelled
  customer: {
    pending: [N, N, N, N, N, N, N, null],
    confirmed: [N, N, N, N, N, N, N, null],
    in_progress: [N, N, N, N, N, N, N, 'in_progress'],
    at_workshop: [N, N, N, N, N, N, N, 'in_progress'],
    waiting_for_parts: [N, N, N, N, N, N, N, 'in_progress'],
    ready_for_return: [N, N, N, N, N, N, N, 'in_progress'],
    completed: [N, N, N, N, N, N, N, 'completed'],
    cancelled: [N, N, N, N, N, N, N, 'cancelled'],
  },
  // Start, then complete or take the device to the workshop; the workshop's steps are the office's.
  'their technician': {
    pending: [S, N, N, 'not_started', N, N, 'not_started', N],
    confirmed: [N, S, null, 'not_started', N, N, 'not_started', N],
    in_progress: [N, N, S, null, N, N, null, N],
    at_workshop: [N, N, N, S, N, N, N, N],
    waiting_for_parts: [N, N, N, N, S, N, N, N],
    ready_for_return: [N, N, N, N, N, S, N, N],
    completed: [N, N, N, N, N, N, S, N],
    cancelled: ['cancelled', 'cancelled', 'cancelled', 'cancelled', 'cancelled', 'cancelled', 'cancelled', S],
  },
  // With a reason: anything but staying put. (Without one, see below.)
  admin: Object.fromEntries(
    bookingStatuses.map((from) => [from, bookingStatuses.map((to) => (to === from ? S : null))]),
  ) as Record<BookingStatus, (MoveRefusal | null)[]>,
};
expected.guest = expected.customer!;
expected.system = expected.admin!;
expected['another technician'] = Object.fromEntries(
  bookingStatuses.map((from) => [from, bookingStatuses.map(() => 'not_assigned')]),
) as Record<BookingStatus, MoveRefusal[]>;

describe('canMove', () => {
  for (const [name, actor] of Object.entries(actors)) {
    it(`answers ${name} for every status and target`, () => {
      const seen = Object.fromEntries(
        bookingStatuses.map((from) => [
          from,
          bookingStatuses.map((to) => canMove(actor, booking(from), to, now, 'Customer asked us to')),
        ]),
      );
      expect(seen).toEqual(expected[name]);
    });
  }

  it('asks admins for a reason to cancel or go back, and for nothing else', () => {
    const admin = actors.admin!;
    expect(canMove(admin, booking('pending'), 'cancelled', now)).toBe('reason_required');
    expect(canMove(admin, booking('completed'), 'confirmed', now, '  ')).toBe('reason_required');
    expect(canMove(admin, booking('cancelled'), 'pending', now, null)).toBe('reason_required');
    expect(canMove(admin, booking('pending'), 'confirmed', now)).toBeNull();
    expect(canMove(admin, booking('in_progress'), 'completed', now)).toBeNull();
    expect(canMove(admin, booking('at_workshop'), 'ready_for_return', now)).toBeNull();
    expect(canMove(admin, booking('ready_for_return'), 'waiting_for_parts', now)).toBe('reason_required');
    expect(canMove(actors.system!, booking('ready_for_return'), 'completed', now)).toBeNull();
  });

  it('lets a customer cancel only up to the notice before the visit', () => {
    const late = new Date('2026-11-23T04:31:00Z'); // 10:01 in India, the visit at 11:00
    expect(canMove(actors.customer!, booking('confirmed'), 'cancelled', late)).toBe('too_late');
    expect(canMove(actors.guest!, booking('pending'), 'cancelled', late)).toBe('too_late');
  });

  it('names which moves go back', () => {
    expect(isBackwardMove('completed', 'confirmed')).toBe(true);
    expect(isBackwardMove('cancelled', 'pending')).toBe(true);
    expect(isBackwardMove('pending', 'completed')).toBe(false);
    expect(needsReason('pending', 'cancelled')).toBe(true);
    expect(needsReason('pending', 'confirmed')).toBe(false);
  });
});
