import { and, asc, desc, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AdminBookingDetail, AdminBookingListResponse } from '../../../shared/contracts/admin-bookings';
import { addDays } from '../../../shared/booking-time';
import { parsePhone } from '../../../shared/phone';
import type { AdminBookingExportQuery, AdminBookingListQuery } from '../../../shared/schemas/list-query';
import type { SignedInUser } from '../../auth/signed-in-user';
import type { Database } from '../../db/client';
import { bookingEvents, bookings, preferredDateSortKey, users } from '../../db/schema/index';
import { withAdminAudit } from '../../domain/admin-audit';
import { assignTechnician } from '../../domain/booking-assignment';
import { changeBookingStatus, deleteLockedBooking, lockBooking } from '../../domain/booking-lifecycle';
import type { LifecycleDeps } from '../../domain/booking-lifecycle';
import { toAdminBookingRow } from '../../domain/admin-booking-row';
import { isBookingUuid } from '../../domain/booking-ownership';
import { unlockStartCode } from '../../domain/start-code';
import { replaceTrackingLink, trackingUrl } from '../../domain/tracking-links';
import { trackingLinkMessages } from '../../notifications/booking-messages';
import { hasPaidReferral } from '../../domain/referral-payouts';
import { AppError } from '../../http/app-error';
import { decodeCursor, encodeCursor } from '../../http/cursor';
import type { CursorValue } from '../../http/cursor';
import type { BookingRow } from '../../domain/booking-view';
import { likeContains } from '../../db/like';

const NOT_FOUND = 'Booking not found';

/** How a list is ordered: by when the booking was made, or by its preferred date. */
function bookingOrder(query: Pick<AdminBookingExportQuery, 'sort'>) {
  const byDate = query.sort === 'preferredDate';
  return {
    /** The cursor's copy of the sort value: text, cast back when compared. */
    key: byDate
      ? sql<string>`${preferredDateSortKey(bookings.preferredDate)}::text`
      : sql<string>`${bookings.createdAt}::text`,
    // The very expression of the index that serves this order (bookings_preferred_sort_idx).
    expr: byDate ? preferredDateSortKey(bookings.preferredDate) : sql`${bookings.createdAt}`,
    castBack: byDate ? sql`::date` : sql`::timestamptz`,
  };
}

// Dates the admin picks are India dates; a booking's day is the India day it was made.
const indiaStart = (date: string) => new Date(`${date}T00:00:00+05:30`);

const BOOKING_ID_PATTERN = /^BK-\d{8}-[A-Z0-9]+$/i;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The search box. What admins mostly type, a whole phone number, e-mail or booking id, is looked up
 * by its index; other text is looked for anywhere in the id, name, phone and e-mail, which reads
 * every row (there is no trigram index: PGlite has no pg_trgm).
 */
function searchCondition(q: string): SQL | undefined {
  const phone = parsePhone(q);
  if (phone) return eq(bookings.phone, phone);
  if (BOOKING_ID_PATTERN.test(q)) return eq(bookings.bookingId, q.toUpperCase());
  if (EMAIL_PATTERN.test(q)) return sql`lower(${bookings.email}) = lower(${q})`;
  return or(
    ilike(bookings.bookingId, likeContains(q)),
    ilike(bookings.name, likeContains(q)),
    ilike(bookings.phone, likeContains(q)),
    ilike(bookings.email, likeContains(q)),
  );
}

/** The list's filters and search, as conditions on bookings. */
function bookingConditions(query: AdminBookingExportQuery): (SQL | undefined)[] {
  return [
    query.status ? eq(bookings.status, query.status) : undefined,
    query.from ? gte(bookings.createdAt, indiaStart(query.from)) : undefined,
    query.to ? lt(bookings.createdAt, indiaStart(addDays(query.to, 1))) : undefined,
    // The city as typed, whole and in any case (an equality, so a typed '%' is only a character);
    // lower(city) is indexed with the list's order.
    query.city ? sql`lower(${bookings.city}) = lower(${query.city})` : undefined,
    query.technicianId ? eq(bookings.technicianId, query.technicianId) : undefined,
    query.q ? searchCondition(query.q) : undefined,
  ];
}

/**
 * One page of the filtered, ordered bookings after `after` (a cursor's sort value and id): the list
 * and the CSV export read the same rows in the same order.
 */
async function readBookingPage(
  db: Database,
  query: AdminBookingExportQuery,
  after: [CursorValue, string] | undefined,
  limit: number,
) {
  const order = bookingOrder(query);
  const compare = query.dir === 'desc' ? sql`<` : sql`>`;
  return db
    .select({ row: bookings, sortValue: order.key })
    .from(bookings)
    .where(
      and(
        ...bookingConditions(query),
        after
          ? sql`(${order.expr}, ${bookings.id}) ${compare} (${String(after[0])}${order.castBack}, ${after[1]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(
      ...(query.dir === 'desc' ? [desc(order.expr), desc(bookings.id)] : [asc(order.expr), asc(bookings.id)]),
    )
    .limit(limit);
}

/** The bookings an admin asked for: filtered, sorted and paged on the server. */
export async function listBookings(
  db: Database,
  query: AdminBookingListQuery,
): Promise<AdminBookingListResponse> {
  const after = query.cursor
    ? decodeCursor(query.cursor, {
        value: query.sort === 'preferredDate' ? 'date' : 'timestamp',
        id: 'uuid',
      })
    : undefined;
  const rows = await readBookingPage(db, query, after, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    bookings: page.map(({ row }) => toAdminBookingRow(row)),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.sortValue, last.row.id]) : null,
  };
}

/**
 * Every booking of the filtered list, a page at a time in the list's order: each page is its own
 * short query, so a long download holds no transaction and no more than one page in memory.
 */
export async function* bookingPages(
  db: Database,
  query: AdminBookingExportQuery,
  pageSize: number,
): AsyncGenerator<BookingRow[]> {
  let after: [CursorValue, string] | undefined;
  for (;;) {
    const rows = await readBookingPage(db, query, after, pageSize);
    if (rows.length > 0) yield rows.map(({ row }) => row);
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    after = [last.sortValue, last.row.id];
  }
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
      kind: bookingEvents.kind,
      details: bookingEvents.details,
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

/**
 * Lets the technician try the start code again after wrong ones locked the job. The code stays the
 * same: the customer was sent it and reads it on their dashboard, and a new one would have to reach
 * them before the technician at the door could use it. A job given to a technician before codes
 * existed has none, and gets one here (the customer's dashboard shows it). Not a status change, so
 * no booking event: the admin's audit keeps who did it.
 */
export async function resetStartCode(
  db: Database,
  admin: SignedInUser,
  id: string,
  now: Date,
): Promise<BookingRow> {
  if (!isBookingUuid(id)) throw new AppError('NOT_FOUND', NOT_FOUND);
  return db.transaction(async (tx) => {
    const row = await lockBooking(tx, id);
    return withAdminAudit(
      tx,
      { id: admin.id, now },
      () => unlockStartCode(tx, row, now),
      (updated) => ({
        action: 'booking.start_code_reset',
        subjectType: 'booking',
        subjectId: row.id,
        // How many wrong tries were forgiven; never the code.
        details: {
          bookingId: row.bookingId,
          failures: row.startCodeFailures,
          codeIssued: row.startCode === null && updated.startCode !== null,
        },
      }),
    );
  });
}

/**
 * Revokes a booking's tracking link and sends its customer a new one (a link that went to the wrong
 * person, or was shared). The old link answers 'not found' from now on.
 */
export async function sendNewTrackingLink(
  db: Database,
  lifecycle: LifecycleDeps,
  admin: SignedInUser,
  id: string,
  now: Date,
): Promise<void> {
  if (!isBookingUuid(id)) throw new AppError('NOT_FOUND', NOT_FOUND);
  await db.transaction(async (tx) => {
    const row = await lockBooking(tx, id);
    await withAdminAudit(
      tx,
      { id: admin.id, now },
      async () => {
        const token = await replaceTrackingLink(tx, row, now);
        const context = { support: lifecycle.support };
        await lifecycle.notifier.enqueue(
          tx,
          trackingLinkMessages(row, context, trackingUrl(lifecycle.support.publicOrigin, token, row)),
          now,
        );
      },
      () => ({
        action: 'booking.tracking_link_replaced',
        subjectType: 'booking',
        subjectId: row.id,
        details: { bookingId: row.bookingId },
      }),
    );
  });
  lifecycle.notifier.wake();
}

/**
 * Deletes a booking, unless its referral reward was paid (spec decision 16). Who deleted it, and what
 * it was, is kept in the admin audit with the deletion: the booking and its history are gone after.
 */
export async function deleteBooking(db: Database, admin: SignedInUser, id: string, now: Date): Promise<void> {
  if (!isBookingUuid(id)) throw new AppError('NOT_FOUND', NOT_FOUND);
  await db.transaction(async (tx) => {
    const row = await lockBooking(tx, id);
    if (await hasPaidReferral(tx, row.id)) {
      throw new AppError(
        'REFERRAL_REWARD_PAID',
        "This booking's referral reward has been paid, so the booking is kept.",
      );
    }
    await withAdminAudit(
      tx,
      { id: admin.id, now },
      () => deleteLockedBooking(tx, row),
      () => ({
        action: 'booking.deleted',
        subjectType: 'booking',
        subjectId: row.id,
        details: {
          bookingId: row.bookingId,
          customerName: row.name,
          status: row.status,
          /** Paise, as every amount is stored. */
          totalPrice: row.totalPrice,
        },
      }),
    );
  });
}
