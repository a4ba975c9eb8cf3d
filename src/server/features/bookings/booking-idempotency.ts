import { eq } from 'drizzle-orm';
import type { BookingData } from '../../../shared/schemas/booking';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/index';
import type { BookingRow } from '../../domain/booking-view';
import { AppError } from '../../http/app-error';
import { hashBookingRequest } from './request-hash';

// A retried booking (Idempotency-Key, decision 008): the key is bound to its request (the parsed body
// and who sent it), requests with one key take turns under an advisory lock, and a retry is answered
// with the booking the first request made, whatever the catalogue or the hourly counts say now.

const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,128}$/;

/** Who is retrying, and what: a key replays only to the same person for the same request. */
export interface IdempotentRequest {
  key: string;
  /** The account the booking belongs to (null for a guest's, or staff booking for someone else). */
  userId: string | null;
  email: string;
  requestHash: string;
}

/**
 * The request's Idempotency-Key with what it is bound to, or null when it has none. A malformed key is
 * refused before anything is read or counted.
 */
export function idempotentRequest(
  key: string | undefined,
  input: BookingData,
  callerId: string | null,
  userId: string | null,
): IdempotentRequest | null {
  if (key === undefined) return null;
  if (!idempotencyKeyPattern.test(key)) {
    throw new AppError('BAD_REQUEST', 'The Idempotency-Key header must be 8 to 128 letters, digits, - or _.');
  }
  return { key, userId, email: input.email, requestHash: hashBookingRequest(input, callerId) };
}

/**
 * The advisory lock a request with this key takes: requests with one key take turns, whatever their
 * addresses, so the second finds the first's booking instead of counting against the contact's hourly
 * limit beside it.
 */
export function idempotencyLockKeys(request: IdempotentRequest | null): string[] {
  return request ? [`booking-key:${request.key}`] : [];
}

/**
 * The booking an earlier request with this key made (a retry, or a concurrent request that committed
 * while this one waited for the lock), or null when the key is new.
 */
export async function findEarlierBooking(
  db: Pick<Database, 'select'>,
  request: IdempotentRequest | null,
): Promise<BookingRow | null> {
  if (!request) return null;
  // Almost every key is new: whether it is used costs far less to ask than the whole row.
  const [used] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.idempotencyKey, request.key));
  if (!used) return null;
  const [row] = await db.select().from(bookings).where(eq(bookings.id, used.id));
  if (!row) return null;
  // A key only ever replays to the person who first used it; details changed since then may mean
  // the first try did go through, so the answer says so.
  if (row.userId !== request.userId || row.email.toLowerCase() !== request.email) {
    throw new AppError(
      'BOOKING_MAY_EXIST',
      'This booking may already have been made. Please check your e-mail or your bookings before booking again.',
      undefined,
      { reason: 'idempotency_conflict' },
    );
  }
  // The same person with another request: not a retry, and never answered with the first booking.
  // A booking stored before requests were hashed replays as before (decision 008).
  if (row.idempotencyRequestHash !== null && row.idempotencyRequestHash !== request.requestHash) {
    throw new AppError(
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used for a different request. Send the same request to get its answer, or use a new key for a new booking.',
    );
  }
  return row;
}

/** The booking whose key an insert just found taken: the same key committed first in a concurrent request. */
export async function requireEarlierBooking(
  db: Pick<Database, 'select'>,
  request: IdempotentRequest | null,
): Promise<BookingRow> {
  const earlier = await findEarlierBooking(db, request);
  if (!earlier) throw new Error('idempotent booking vanished');
  return earlier;
}
