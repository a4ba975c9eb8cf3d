import { and, eq, inArray, sql } from 'drizzle-orm';
import { priceBooking } from '../../../shared/booking-rules';
import { bookedRepairNames } from '../../../shared/repair-names';
import type { BookingData } from '../../../shared/schemas/booking';
import type { SignedInUser } from '../../auth/signed-in-user';
import type { Database } from '../../db/client';
import {
  DEFAULT_WARRANTY_DAYS,
  INSPECTION_VISIT_NAME,
  INSPECTION_VISIT_NAMES,
} from '../../../shared/constants';
import { BOOKING_MESSAGES } from '../../../shared/schemas/booking';
import {
  bookings,
  brands,
  deviceCategories,
  deviceRepairPricing,
  devices,
  referrals,
  repairServices,
} from '../../db/schema/index';
import type { SelectedServiceDetail } from '../../db/schema/bookings';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../http/app-error';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { LifecycleDeps, Transaction } from '../../domain/booking-lifecycle';
import { shareCatalogueLock } from '../../domain/catalogue-changes';
import { actorFor, recordBookingCreated } from '../../domain/booking-lifecycle';
import {
  checkReferral,
  mailboxesOf,
  referralMessages,
  verifiedIdentities,
} from '../../domain/referral-eligibility';
import type { Booker, Referrer } from '../../domain/referral-eligibility';
import type { ReferralInvalidReason } from '../../../shared/contracts/bookings';
import { emailKey } from '../../db/email-key';
import { usePhoneProof } from '../../domain/phone-proofs';
import { visibleDevice } from '../../domain/catalogue-visibility';
import { findInspectionVisit } from '../../domain/inspection-visit';
import { makeBookingId } from './booking-id';
import { hashBookingRequest } from './request-hash';
import type { BookingRow } from '../../domain/booking-view';

export interface CreateBookingRequest {
  input: BookingData;
  user: SignedInUser | null;
  idempotencyKey: string | undefined;
  /** The client's address, or its IPv6 /64 (see addressBucket): what the hourly cap counts. */
  clientAddress: string;
  now: Date;
  bookingsPerHourPerAddress: number;
  limiter: RateLimiter;
  /** Counts a refused referral code against the client (throws once it has tried too many). */
  countReferralRefusal: (clientAddress: string) => Promise<void>;
}

export interface CreateBookingResult {
  row: BookingRow;
  /** True when the Idempotency-Key was seen before and the first booking is returned. */
  replayed: boolean;
}

const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,128}$/;
const BOOKING_ID_ATTEMPTS = 5;

/**
 * Creates a booking with prices from the catalogue (spec decision 2): whatever prices, totals,
 * discounts or status a client sends are never read. The referral row is written in the same
 * transaction; a repeated Idempotency-Key returns the first booking.
 */
export async function createBooking(
  db: Database,
  lifecycle: LifecycleDeps,
  request: CreateBookingRequest,
): Promise<CreateBookingResult> {
  const { idempotencyKey, input } = request;
  if (idempotencyKey !== undefined && !idempotencyKeyPattern.test(idempotencyKey)) {
    throw new AppError('BAD_REQUEST', 'The Idempotency-Key header must be 8 to 128 letters, digits, - or _.');
  }
  // Staff booking for someone else leave the booking unlinked; customers' bookings are theirs.
  const userId = request.user?.roles.includes('customer') ? request.user.id : null;
  const phone = `+91${input.phone}`;
  const account = userId ? await verifiedIdentities(db, userId) : { emails: [], phones: [] };
  const booker: Booker = {
    userId,
    emails: [...new Set([input.email, ...account.emails])],
    phones: [...new Set([phone, ...account.phones])],
    // A guest's phone counts as verified only once the form's proof is used, in the transaction.
    verifiedPhone: account.phones[0] ?? null,
  };

  // The key is bound to this request: its parsed body and who sent it (decision 008). It is looked up
  // in the transaction, before anything else is read or counted, so a retry is answered with its
  // booking whatever the catalogue or the counts say now.
  const requestHash = hashBookingRequest(input, request.user?.id ?? null);
  const replay = { userId, email: input.email, requestHash };

  for (let attempt = 1; ; attempt++) {
    try {
      const result = await insertBooking(db, lifecycle, { input, phone, booker, request, replay });
      if (!result.replayed) lifecycle.notifier.wake();
      return result;
    } catch (error) {
      // Two bookings drew the same readable id on the same day: draw again.
      if (attempt < BOOKING_ID_ATTEMPTS && isUniqueViolation(error, 'bookings_booking_id_unique')) continue;
      if (error instanceof AppError && error.fields?.referralCode)
        await request.countReferralRefusal(request.clientAddress);
      throw error;
    }
  }
}

/** Who is retrying, and what: a key replays only to the same person for the same request. */
interface Replay {
  userId: string | null;
  email: string;
  requestHash: string;
}

async function findByIdempotencyKey(
  db: Pick<Database, 'select'>,
  key: string,
  { userId, email, requestHash }: Replay,
): Promise<BookingRow | null> {
  // Almost every key is new: whether it is used costs far less to ask than the whole row.
  const [used] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.idempotencyKey, key));
  if (!used) return null;
  const [row] = await db.select().from(bookings).where(eq(bookings.id, used.id));
  if (!row) return null;
  // A key only ever replays to the person who first used it; details changed since then may mean
  // the first try did go through, so the answer says so.
  if (row.userId !== userId || row.email.toLowerCase() !== email) {
    throw new AppError(
      'BOOKING_MAY_EXIST',
      'This booking may already have been made. Please check your e-mail or your bookings before booking again.',
      undefined,
      { reason: 'idempotency_conflict' },
    );
  }
  // The same person with another request: not a retry, and never answered with the first booking.
  // A booking stored before requests were hashed replays as before (decision 008).
  if (row.idempotencyRequestHash !== null && row.idempotencyRequestHash !== requestHash) {
    throw new AppError(
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used for a different request. Send the same request to get its answer, or use a new key for a new booking.',
    );
  }
  return row;
}

/** Bookings per client address and hour: guests may book without an account. */
function bookingsPerHour(limit: number) {
  return {
    name: 'bookings',
    limit,
    windowMs: 60 * 60 * 1000,
    code: 'BOOKINGS_RATE_LIMITED' as const,
    message:
      'Many bookings have been made from this connection in the last hour. Please call us or try again later.',
  };
}

/** What is being repaired and what it costs, from the catalogue: never from the request's prices or names. */
interface PricedDevice {
  deviceId: number | null;
  deviceUnlisted: boolean;
  /** The catalogue's name for a listed device; the brand and typed model for one that is not. */
  deviceModel: string;
  services: SelectedServiceDetail[];
}

const unavailableRepairs = () =>
  new AppError('REPAIRS_UNAVAILABLE', 'Some of the chosen repairs are not available for this device.', {
    selectedIssues: 'Some of the chosen repairs are not available for this device. Please choose again.',
  });

/** A catalogue device's name as customers read it: with its brand in front unless the name has it. */
function withBrand(brand: string, name: string): string {
  return name.toLowerCase().startsWith(brand.toLowerCase()) ? name : `${brand} ${name}`;
}

/**
 * Read in the booking's transaction, while it holds the catalogue's lock shared: no catalogue write
 * commits between this read and the booking's commit, so the prices stored are the database's at
 * commit (decision 024).
 */
async function priceDevice(tx: Transaction, input: BookingData): Promise<PricedDevice> {
  return input.unlisted ? priceUnlistedDevice(tx, input) : priceListedDevice(tx, input, input.deviceId!);
}

/**
 * Names, prices and warranties of the chosen repairs for this device, from the catalogue, in the order
 * chosen: the warranty card honours what was priced at booking, whatever the catalogue says later.
 * The stored device name is the catalogue's, whatever model the request names. One query: the device
 * when customers can see it, with each chosen repair it offers (none: a row without a repair).
 */
async function priceListedDevice(
  tx: Transaction,
  input: BookingData,
  deviceId: number,
): Promise<PricedDevice> {
  const rows = await tx
    .select({
      deviceName: devices.name,
      brand: brands.name,
      id: repairServices.id,
      name: repairServices.name,
      slug: repairServices.slug,
      translations: repairServices.translations,
      priceAmount: deviceRepairPricing.priceAmount,
      warrantyDays: deviceRepairPricing.warrantyDays,
    })
    .from(devices)
    .innerJoin(brands, eq(brands.id, devices.brandId))
    .innerJoin(deviceCategories, eq(deviceCategories.id, devices.categoryId))
    .leftJoin(
      deviceRepairPricing,
      and(
        eq(deviceRepairPricing.deviceId, devices.id),
        eq(deviceRepairPricing.isAvailable, true),
        inArray(deviceRepairPricing.repairServiceId, input.selectedIssues),
      ),
    )
    .leftJoin(
      repairServices,
      and(eq(repairServices.id, deviceRepairPricing.repairServiceId), eq(repairServices.isActive, true)),
    )
    .where(and(eq(devices.id, deviceId), visibleDevice));
  const device = rows[0];
  if (!device) {
    throw new AppError('DEVICE_UNAVAILABLE', 'This device is not available for booking.', {
      deviceId: 'This device is no longer available. Please choose your device again.',
    });
  }
  const byId = new Map<number, SelectedServiceDetail>();
  for (const { id, name, slug, translations, priceAmount, warrantyDays } of rows) {
    if (id !== null && name !== null && slug !== null && priceAmount !== null && warrantyDays !== null) {
      byId.set(id, { id, name, slug, ...bookedRepairNames(translations), priceAmount, warrantyDays });
    }
  }
  if (input.selectedIssues.some((id) => !byId.has(id))) throw unavailableRepairs();
  return {
    deviceId,
    deviceUnlisted: false,
    deviceModel: withBrand(device.brand, device.deviceName),
    services: input.selectedIssues.map((id) => byId.get(id)!),
  };
}

/**
 * 'My device isn't listed': the inspection visit at its catalogue fee, then the chosen repairs (any
 * active service) with their prices confirmed at the door. The brand is a catalogue brand or 'Other'.
 */
async function priceUnlistedDevice(tx: Transaction, input: BookingData): Promise<PricedDevice> {
  const visit = await findInspectionVisit(tx);
  if (!visit) {
    throw new AppError(
      'UNLISTED_BOOKING_UNAVAILABLE',
      'Booking a device that is not listed is not possible just now. Please call us and we will help.',
    );
  }
  let brand: string | null = null;
  if (input.brandId) {
    const [row] = await tx
      .select({ name: brands.name })
      .from(brands)
      .where(and(eq(brands.id, input.brandId), eq(brands.isActive, true)));
    if (!row) {
      throw new AppError('VALIDATION_FAILED', BOOKING_MESSAGES.brand, { brandId: BOOKING_MESSAGES.brand });
    }
    brand = row.name;
  }
  const rows = await tx
    .select({
      id: repairServices.id,
      name: repairServices.name,
      slug: repairServices.slug,
      translations: repairServices.translations,
    })
    .from(repairServices)
    .where(and(eq(repairServices.isActive, true), inArray(repairServices.id, input.selectedIssues)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  if (input.selectedIssues.some((id) => !byId.has(id))) throw unavailableRepairs();
  const repairs = input.selectedIssues
    .filter((id) => id !== visit.serviceId)
    .map((id) => {
      const { translations, ...service } = byId.get(id)!;
      return {
        ...service,
        ...bookedRepairNames(translations),
        priceAmount: 0,
        priceOnInspection: true,
      };
    });
  return {
    deviceId: null,
    deviceUnlisted: true,
    deviceModel: brand ? withBrand(brand, input.deviceModel) : input.deviceModel,
    services: [
      {
        id: visit.serviceId,
        name: INSPECTION_VISIT_NAME,
        // Named in the booking's language wherever the line is shown, as the form named it.
        translations: { hi: { name: INSPECTION_VISIT_NAMES.hi }, or: { name: INSPECTION_VISIT_NAMES.or } },
        priceAmount: visit.fee,
        warrantyDays: DEFAULT_WARRANTY_DAYS,
      },
      ...repairs,
    ],
  };
}

/** The referral field's refusal, with its reason for the web's words. */
function referralRefusal(reason: ReferralInvalidReason) {
  return new AppError(
    'VALIDATION_FAILED',
    referralMessages[reason],
    { referralCode: referralMessages[reason] },
    { reason },
  );
}

interface InsertArgs {
  input: BookingData;
  phone: string;
  booker: Booker;
  request: CreateBookingRequest;
  replay: Replay;
}

async function insertBooking(
  db: Database,
  lifecycle: LifecycleDeps,
  { input, phone, booker, request, replay }: InsertArgs,
): Promise<CreateBookingResult> {
  return db.transaction(async (tx) => {
    // Serialise what must be counted or checked once: the client's hourly cap, and for a referral
    // the person (account, e-mails, phones), so that concurrent bookings cannot each be "first".
    // Keys are taken in one sorted statement, so two transactions never wait on each other in a cycle.
    // The same statement shares the catalogue's lock, which every catalogue write takes alone first:
    // the prices read below stay the database's until this booking commits.
    const lockKeys = [
      `booking-rate:${request.clientAddress}`,
      ...(input.referralCode
        ? [
            ...(booker.userId ? [`booking-referral:user:${booker.userId}`] : []),
            ...booker.emails.map((e) => `booking-referral:${e}`),
            ...mailboxesOf(booker).map((m) => `booking-referral:mailbox:${m}`),
            ...booker.phones.map((p) => `booking-referral:${p}`),
          ]
        : []),
    ];
    const keys = sql.join(
      lockKeys.map((key) => sql`${key}`),
      sql`, `,
    );
    await tx.execute(
      sql`with catalogue as (select ${shareCatalogueLock()})
        select pg_advisory_xact_lock(k) from catalogue,
          (select distinct hashtext(x) as k from unnest(array[${keys}]::text[]) as x) as keys order by k`,
    );

    // A retry, or a concurrent request with the same key that committed while this one waited.
    if (request.idempotencyKey) {
      const existing = await findByIdempotencyKey(tx, request.idempotencyKey, replay);
      if (existing) return { row: existing, replayed: true };
    }
    const priced = await priceDevice(tx, input);
    // Counted in this transaction: a booking that is refused or rolled back does not count.
    await request.limiter.hit(bookingsPerHour(request.bookingsPerHourPerAddress), request.clientAddress, {
      now: request.now,
      tx,
    });
    let referrer: Referrer | null = null;
    let claimedPhone: string | null = null;
    if (input.referralCode) {
      // A guest's (or an unverified customer's) phone is proved by the form's proof, which this
      // booking uses up; a refusal below rolls that back with everything else.
      const verifiedPhone =
        booker.verifiedPhone ??
        ((await usePhoneProof(tx, input.phoneProof, phone, request.now)) ? phone : null);
      const check = await checkReferral(tx, input.referralCode, { ...booker, verifiedPhone });
      if (check.refusal) throw referralRefusal(check.refusal);
      referrer = check.referrer;
      claimedPhone = verifiedPhone;
    }
    const { services } = priced;
    const price = priceBooking(services, referrer !== null);
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
        referralCode: referrer?.code ?? null,
        referralDiscount: price.discount,
        idempotencyKey: request.idempotencyKey ?? null,
        idempotencyRequestHash: request.idempotencyKey ? replay.requestHash : null,
        submittedFrom: request.clientAddress,
        language: input.language,
      })
      .onConflictDoNothing({ target: bookings.idempotencyKey })
      .returning();
    const row = inserted[0];
    if (!row) {
      // The same key committed first in a concurrent request: that booking is the answer.
      const existing = await findByIdempotencyKey(tx, request.idempotencyKey!, replay);
      if (!existing) throw new Error('idempotent booking vanished');
      return { row: existing, replayed: true };
    }
    if (referrer) {
      try {
        await tx.insert(referrals).values({
          referrerUserId: referrer.userId,
          referredUserId: booker.userId,
          referralCode: referrer.code,
          referredName: input.name,
          referredPhone: phone,
          // One discount per verified phone and per mailbox, held by unique indexes: the locks above
          // already make this booking wait for any other by the same person.
          claimedPhone,
          claimedEmail: emailKey(input.email),
          bookingId: row.id,
        });
      } catch (error) {
        if (
          isUniqueViolation(error, 'referrals_claimed_phone_unique') ||
          isUniqueViolation(error, 'referrals_claimed_email_unique')
        ) {
          throw referralRefusal('already_used');
        }
        throw error;
      }
    }
    await recordBookingCreated(tx, lifecycle, row, actorFor(request.user), request.now);
    return { row, replayed: false };
  });
}
