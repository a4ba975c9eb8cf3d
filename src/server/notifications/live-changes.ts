import type { BookingStatus } from '../../shared/booking-status';

// What travels on the live-update channels (pg_notify), and how it is read back on arrival.

export const BOOKING_CHANGES_CHANNEL = 'booking_changes';
/**
 * A person's sessions or roles changed: their streams end. Sent by the sessions table's trigger for
 * every session deleted (migration live_streams) and by `announceAccessChange` for role changes.
 */
export const ACCESS_CHANGES_CHANNEL = 'access_changes';

/** An announcement: who may hear of it is decided by each listener's filter. */
export interface BookingChange {
  bookingId: string;
  status: BookingStatus | 'deleted';
  /** The customer's account, if the booking has one. */
  customerUserId: string | null;
  /** The technician now on the job and, on a reassignment or withdrawal, the one taken off it. */
  technicianIds: number[];
}

/**
 * Whose streams must end: every stream opened with `sessionId`, or when it is null (roles changed)
 * every stream of `userId`.
 */
export interface AccessChange {
  userId: string;
  sessionId: string | null;
}

/** Reads an access change back (the sessions table's trigger and `announceAccessChange` send them). */
export function parseAccessChange(payload: string): AccessChange | null {
  try {
    const value = JSON.parse(payload) as { userId?: unknown; sessionId?: unknown };
    if (typeof value.userId !== 'string') return null;
    return { userId: value.userId, sessionId: typeof value.sessionId === 'string' ? value.sessionId : null };
  } catch {
    return null;
  }
}

/** Reads an announcement back; anything else on the channel is ignored. */
export function parseBookingChange(payload: string): BookingChange | null {
  try {
    const value = JSON.parse(payload) as Partial<BookingChange>;
    if (typeof value.bookingId !== 'string' || typeof value.status !== 'string') return null;
    return {
      bookingId: value.bookingId,
      status: value.status,
      customerUserId: typeof value.customerUserId === 'string' ? value.customerUserId : null,
      technicianIds: Array.isArray(value.technicianIds)
        ? value.technicianIds.filter((id): id is number => typeof id === 'number')
        : [],
    };
  } catch {
    return null;
  }
}
