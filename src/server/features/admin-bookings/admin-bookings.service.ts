import { and, asc, desc, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import type { AdminBookingDetail, AdminBookingListResponse } from '../../../shared/contracts/admin-bookings';
import { addDays } from '../../../shared/booking-time';
import type { AdminBookingListQuery } from '../../../shared/schemas/list-query';
import type { SignedInUser } from '../../auth/signed-in-user';
import type { Database } from '../../db/client';
import { bookingEvents, bookings, users } from '../../db/schema/index';
import { assignTechnician } from '../../domain/booking-assignment';
import { changeBookingStatus, lockBooking } from '../../domain/booking-lifecycle';
import type { LifecycleDeps } from '../../domain/booking-lifecycle';
import { isBookingUuid } from '../../domain/booking-ownership';
import { hasPaidReferral } from '../../domain/referral-payouts';
import { AppError } from '../../http/app-error';
import { decodeCursor, encodeCursor } from '../../http/cursor';
import type { BookingRow } from '../../domain/booking-view';
import { escapeLike, likeContains } from '../../db/like';

const NOT_FOUND = 'Booking not found';
/** Bookings without a preferred date sort after every dated one. */
const NO_DATE = '9999-12-31';

/** The bookings an admin asked for: filtered, sorted and paged on the server. */
export async function listBookings(
  db: Database,
  query: AdminBookingListQuery,
): Promise<AdminBookingListResponse> {
  const sortKey =
    query.sort === 'preferredDate'
      ? sql`coalesce(${bookings.preferredDate}, ${NO_DATE}::date)::text`
      : sql`${bookings.createdAt}::text`;
  const sortExpr =
    query.sort === 'preferredDate'
      ? sql`coalesce(${bookings.preferredDate}, ${NO_DATE}::date)`
      : sql`${bookings.createdAt}`;
  const castBack = query.sort === 'preferredDate' ? sql`::date` : sql`::timestamptz`;
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const compare = query.dir === 'desc' ? sql`<` : sql`>`;
  // Dates the admin picks are India dates; a booking's day is the India day it was made.
  const indiaStart = (date: string) => new Date(`${date}T00:00:00+05:30`);
  const rows = await db
    .select({ row: bookings, sortValue: sql<string>`${sortKey}` })
    .from(bookings)
    .where(
      and(
        query.status ? eq(bookings.status, query.status) : undefined,
        query.from ? gte(bookings.createdAt, indiaStart(query.from)) : undefined,
        query.to ? lt(bookings.createdAt, indiaStart(addDays(query.to, 1))) : undefined,
        // The city as typed, whole and in any case; a typed '%' is a character, not a wildcard.
        query.city ? ilike(bookings.city, escapeLike(query.city)) : undefined,
        query.technicianId ? eq(bookings.technicianId, query.technicianId) : undefined,
        query.q
          ? or(
              ilike(bookings.bookingId, likeContains(query.q)),
              ilike(bookings.name, likeContains(query.q)),
              ilike(bookings.phone, likeContains(query.q)),
              ilike(bookings.email, likeContains(query.q)),
            )
          : undefined,
        after
          ? sql`(${sortExpr}, ${bookings.id}) ${compare} (${String(after[0])}${castBack}, ${after[1]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(
      ...(query.dir === 'desc' ? [desc(sortExpr), desc(bookings.id)] : [asc(sortExpr), asc(bookings.id)]),
    )
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    bookings: page.map(({ row }) => ({
      id: row.id,
      bookingId: row.bookingId,
      status: row.status,
      name: row.name,
      phone: row.phone,
      email: row.email,
      city: row.city,
      pincode: row.pincode,
      deviceModel: row.deviceModel,
      preferredDate: row.preferredDate,
      preferredTime: row.preferredTime,
      totalPrice: row.totalPrice,
      technicianId: row.technicianId,
      technicianName: row.technicianName,
      createdAt: row.createdAt.toISOString(),
      lat: row.lat,
      lng: row.lng,
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.sortValue, last.row.id]) : null,
  };
}

async function findBooking(db: Database, id: string): Promise<BookingRow> {
  if (!isBookingUuid(id)) throw new AppError('NOT_FOUND', NOT_FOUND);
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

/** One booking with its history, oldest change first, each with who made it. */
export async function getBookingDetail(
  db: Database,
  id: string,
  toView: (row: BookingRow) => AdminBookingDetail['booking'],
): Promise<AdminBookingDetail> {
  const row = await findBooking(db, id);
  const events = await db
    .select({
      id: bookingEvents.id,
      fromStatus: bookingEvents.fromStatus,
      toStatus: bookingEvents.toStatus,
      actorRole: bookingEvents.actorRole,
      actorName: users.name,
      reason: bookingEvents.reason,
      createdAt: bookingEvents.createdAt,
    })
    .from(bookingEvents)
    .leftJoin(users, eq(users.id, bookingEvents.actorUserId))
    .where(eq(bookingEvents.bookingId, row.id))
    .orderBy(asc(bookingEvents.id));
  return {
    booking: toView(row),
    events: events.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
  };
}

const adminActor = (admin: SignedInUser) => ({ userId: admin.id, role: 'admin' as const });

export async function setBookingStatus(
  db: Database,
  lifecycle: LifecycleDeps,
  admin: SignedInUser,
  id: string,
  change: { status: BookingRow['status']; reason?: string | undefined },
  now: Date,
): Promise<BookingRow> {
  const row = await findBooking(db, id);
  return changeBookingStatus(db, lifecycle, row.id, {
    to: change.status,
    reason: change.reason,
    actor: adminActor(admin),
    now,
  });
}

export async function assignBooking(
  db: Database,
  lifecycle: LifecycleDeps,
  admin: SignedInUser,
  id: string,
  technicianId: number,
  now: Date,
): Promise<BookingRow> {
  const row = await findBooking(db, id);
  return assignTechnician(db, lifecycle, { bookingId: row.id, technicianId, actor: adminActor(admin), now });
}

/** Deletes a booking, unless its referral reward was paid (spec decision 16). */
export async function deleteBooking(db: Database, id: string): Promise<void> {
  if (!isBookingUuid(id)) throw new AppError('NOT_FOUND', NOT_FOUND);
  await db.transaction(async (tx) => {
    const row = await lockBooking(tx, id);
    if (await hasPaidReferral(tx, row.id)) {
      throw new AppError(
        'REFERRAL_REWARD_PAID',
        "This booking's referral reward has been paid, so the booking is kept.",
      );
    }
    await tx.delete(bookings).where(eq(bookings.id, row.id));
  });
}
