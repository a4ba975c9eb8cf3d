import { priceBooking } from '../../../shared/booking-rules';
import { toE164 } from '../../../shared/phone';
import type { BookingData } from '../../../shared/schemas/booking';
import type { SignedInUser } from '../../auth/signed-in-user';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/index';
import { isUniqueViolation } from '../../db/unique-violation';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { LifecycleDeps, Transaction } from '../../domain/booking-lifecycle';
import { actorFor, recordBookingCreated } from '../../domain/booking-lifecycle';
import { priceDevice } from '../../domain/booking-pricing';
import type { PricedDevice } from '../../domain/booking-pricing';
import { verifiedIdentities } from '../../domain/referral-eligibility';
import {
  inWindowQueue,
  requirePlace,
  windowLockKey,
  withNearestFreeWindows,
} from '../../domain/window-places';
import type { Booker } from '../../domain/referral-eligibility';
import type { BookingRow } from '../../domain/booking-view';
import { bookingCreatedMessages } from '../../notifications/booking-messages';
import { makeBookingId } from '../../domain/booking-id';
import {
  findEarlierBooking,
  idempotencyLockKeys,
  idempotentRequest,
  requireEarlierBooking,
} from './booking-idempotency';
import type { IdempotentRequest } from './booking-idempotency';
import { countBooking } from './booking-limits';
import type { BookingLimits } from './booking-limits';
import { bookingRateLockKey, takeBookingLocks } from './booking-locks';
import { acceptReferral, isReferralRefusal, recordReferral, referralLockKeys } from './booking-referral';
import type { BookingReferral } from './booking-referral';

export interface CreateBookingRequest {
  input: BookingData;
  user: SignedInUser | null;
  idempotencyKey: string | undefined;
  /** The client's address, or its IPv6 /64 (see addressBucket): what the hourly cap counts. */
  clientAddress: string;
  now: Date;
  /** Bookings an hour per client address and per contact (decision 034). */
  limits: BookingLimits;
  /** Said in a refusal of the hourly caps. */
  supportPhone: string;
  limiter: RateLimiter;
  /** Counts a refused referral code against the client (throws once it has tried too many). */
  countReferralRefusal: (clientAddress: string) => Promise<void>;
}

export interface CreateBookingResult {
  row: BookingRow;
  /** True when the Idempotency-Key was seen before and the first booking is returned. */
  replayed: boolean;
}

const BOOKING_ID_ATTEMPTS = 5;

/**
 * Creates a booking with prices from the catalogue (spec decision 2): whatever prices, totals,
 * discounts or status a client sends are never read. The referral row and the booking's messages are
 * written in the same transaction; a repeated Idempotency-Key returns the first booking.
 */
export async function createBooking(
  db: Database,
  lifecycle: LifecycleDeps,
  request: CreateBookingRequest,
): Promise<CreateBookingResult> {
  const { input } = request;
  // Staff booking for someone else leave the booking unlinked; customers' bookings are theirs.
  const userId = request.user?.roles.includes('customer') ? request.user.id : null;
  const phone = toE164(input.phone);
  const account = userId ? await verifiedIdentities(db, userId) : { emails: [], phones: [] };
  const booker: Booker = {
    userId,
    emails: [...new Set([input.email, ...account.emails])],
    phones: [...new Set([phone, ...account.phones])],
    // A guest's phone counts as verified only once the form's proof is used, in the transaction.
    verifiedPhone: account.phones[0] ?? null,
  };
  const idempotent = idempotentRequest(request.idempotencyKey, input, request.user?.id ?? null, userId);

  for (let attempt = 1; ; attempt++) {
    try {
      const result = await inWindowQueue(input.preferredDate, input.preferredTime, () =>
        bookInTransaction(db, lifecycle, { input, phone, booker, request, idempotent }),
      );
      // After the commit: the outbox worker sends the booking's messages now rather than at its next poll.
      if (!result.replayed) lifecycle.notifier.wake();
      return result;
    } catch (error) {
      // Two bookings drew the same readable id on the same day: draw again.
      if (attempt < BOOKING_ID_ATTEMPTS && isUniqueViolation(error, 'bookings_booking_id_unique')) continue;
      if (isReferralRefusal(error)) await request.countReferralRefusal(request.clientAddress);
      throw await withNearestFreeWindows(db, error, request.now);
    }
  }
}

/** One try at a booking: the request, its contact and who is booking. */
interface BookingAttempt {
  input: BookingData;
  /** +91XXXXXXXXXX */
  phone: string;
  booker: Booker;
  request: CreateBookingRequest;
  idempotent: IdempotentRequest | null;
}

/** The booking, start to end, in one transaction: nothing of it is kept when any step refuses. */
async function bookInTransaction(
  db: Database,
  lifecycle: LifecycleDeps,
  attempt: BookingAttempt,
): Promise<CreateBookingResult> {
  const { input, phone, booker, request, idempotent } = attempt;
  return db.transaction(async (tx) => {
    await takeBookingLocks(tx, [
      bookingRateLockKey(request.clientAddress),
      ...idempotencyLockKeys(idempotent),
      ...(input.referralCode ? referralLockKeys(booker) : []),
      ...(input.preferredDate ? [windowLockKey(input.preferredDate, input.preferredTime ?? null)] : []),
    ]);
    // A retry is answered with its booking before anything is priced or counted.
    const earlier = await findEarlierBooking(tx, idempotent);
    if (earlier) return { row: earlier, replayed: true };
    // The window's place, counted under its lock (decision 051); a visit with no date holds none.
    if (input.preferredDate) {
      const wanted = {
        pincode: input.pincode,
        date: input.preferredDate,
        window: input.preferredTime ?? null,
      };
      await requirePlace(tx, wanted);
    }
    const priced = await priceDevice(tx, input);
    // Counted in this transaction: a booking that is refused or rolled back does not count.
    await countBooking(tx, {
      limiter: request.limiter,
      limits: request.limits,
      clientAddress: request.clientAddress,
      phone,
      email: input.email,
      supportPhone: request.supportPhone,
      now: request.now,
    });
    const referral = await acceptReferral(tx, input, booker, phone, request.now);
    const row = await insertBooking(tx, attempt, priced, referral);
    // The same key committed first in a concurrent request: that booking is the answer.
    if (!row) return { row: await requireEarlierBooking(tx, idempotent), replayed: true };
    if (referral) await recordReferral(tx, referral, row);
    const trackUrl = await recordBookingCreated(tx, lifecycle, row, actorFor(request.user), request.now);
    // Written to the outbox in this transaction; the delivery worker sends them after the commit.
    const messages = await bookingCreatedMessages(tx, row, { support: lifecycle.support }, trackUrl);
    await lifecycle.notifier.enqueue(tx, messages, request.now);
    return { row, replayed: false };
  });
}

/** Inserts the booking as priced; null when its Idempotency-Key was taken meanwhile. */
async function insertBooking(
  tx: Transaction,
  { input, phone, booker, request, idempotent }: BookingAttempt,
  priced: PricedDevice,
  referral: BookingReferral | null,
): Promise<BookingRow | null> {
  const { services } = priced;
  const price = priceBooking(services, referral !== null);
  const inserted = await tx
    .insert(bookings)
    .values({
      bookingId: makeBookingId(request.now),
      userId: booker.userId,
      deviceId: priced.deviceId,
      deviceUnlisted: priced.deviceUnlisted,
      name: input.name,
      email: input.email,
      phone,
      address: input.address,
      city: input.city,
      state: input.state,
      pincode: input.pincode,
      lat: input.lat ?? null,
      lng: input.lng ?? null,
      deviceModel: priced.deviceModel,
      problem: input.problem ?? null,
      preferredDate: input.preferredDate ?? null,
      preferredTime: input.preferredTime ?? null,
      selectedIssues: services.map((s) => s.id),
      selectedIssuesText: services.map((s) => s.name).join(', '),
      selectedServicesDetails: services,
      totalPrice: price.total,
      referralCode: referral?.referrer.code ?? null,
      referralDiscount: price.discount,
      idempotencyKey: idempotent?.key ?? null,
      idempotencyRequestHash: idempotent?.requestHash ?? null,
      submittedFrom: request.clientAddress,
      language: input.language,
    })
    .onConflictDoNothing({ target: bookings.idempotencyKey })
    .returning();
  return inserted[0] ?? null;
}
