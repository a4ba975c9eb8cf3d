import { and, asc, eq, gt, inArray, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminOverview } from '../../../shared/contracts/admin-desk';
import type { Database } from '../../db/client';
import { bookingEvents, bookings, technicianLeave, technicians, users } from '../../db/schema/index';
import { countActiveStaff } from '../../domain/capacity';
import { MISSED_VISITS_LISTED_MAX_ROWS, WAITING_LEAVE_LISTED_MAX_ROWS } from '../../limits';

// What the overview asks an admin to act on besides unconfirmed bookings (issue 31): a shop with no
// team yet, leave waiting for an answer, and visits where the customer was not at the door. Each is
// one read-only query; a list's total comes with its rows (count over the whole match, before the
// limit), so a long list costs no second query.

type Reader = Pick<Database, 'select'>;

/** The whole match's size, computed before LIMIT cuts the rows. */
const totalRows = () => sql<number>`count(*) over ()`.mapWith(Number);

/** The team the capacity counts, by its own definition: with none, every window is open. */
export async function readStaffAlert(db: Reader): Promise<AdminOverview['staff']> {
  return { active: await countActiveStaff(db) };
}

/**
 * Leave asked for and not decided, the earliest first: the same requests, in the same order, as the
 * Technicians tab lists for approval, so the count here is the count there.
 */
export async function readLeaveRequests(db: Reader): Promise<AdminOverview['leaveRequests']> {
  const rows = await db
    .select({
      id: technicianLeave.id,
      technicianName: users.name,
      fromDate: technicianLeave.fromDate,
      toDate: technicianLeave.toDate,
      createdAt: technicianLeave.createdAt,
      total: totalRows(),
    })
    .from(technicianLeave)
    .innerJoin(technicians, eq(technicians.id, technicianLeave.technicianId))
    .innerJoin(users, eq(users.id, technicians.userId))
    .where(eq(technicianLeave.status, 'requested'))
    .orderBy(asc(technicianLeave.fromDate), asc(technicianLeave.id))
    .limit(WAITING_LEAVE_LISTED_MAX_ROWS);
  return {
    count: rows[0]?.total ?? 0,
    earliest: rows.map(({ total: _total, createdAt, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
    })),
  };
}

const later = alias(bookingEvents, 'later');

/**
 * Visits the customer missed and nobody has dealt with yet. The rule, read from the booking's history
 * (booking_events, in id order, the order they were written):
 * - the booking is still confirmed: cancelled, completed, started, or moved back to pending, it is
 *   settled (or listed elsewhere, as pending bookings are);
 * - its latest 'not_available' event is the attempt shown, with its time and the technician's note;
 * - nothing that answers it came after that event: a new window ('rescheduled', by the customer from
 *   the link sent to them), a new trip ('on_the_way', the technician went back), another
 *   'not_available' (then that one is the attempt), or a status event that changed the status.
 *   A new technician for the same visit (a status event from confirmed to confirmed) answers
 *   nothing: the customer still has no visit they will be in for.
 * The oldest attempt first: it has waited longest.
 */
export async function readMissedVisits(db: Reader): Promise<AdminOverview['notAvailable']> {
  const answered = db
    .select({ id: later.id })
    .from(later)
    .where(
      and(
        eq(later.bookingId, bookingEvents.bookingId),
        gt(later.id, bookingEvents.id),
        or(
          inArray(later.kind, ['not_available', 'rescheduled', 'on_the_way']),
          and(eq(later.kind, 'status'), sql`${later.fromStatus} is distinct from ${later.toStatus}`),
        ),
      ),
    );
  const rows = await db
    .select({
      id: bookings.id,
      bookingId: bookings.bookingId,
      name: bookings.name,
      phone: bookings.phone,
      technicianName: bookings.technicianName,
      attemptedAt: bookingEvents.createdAt,
      note: bookingEvents.reason,
      total: totalRows(),
    })
    .from(bookingEvents)
    .innerJoin(bookings, eq(bookings.id, bookingEvents.bookingId))
    .where(
      and(eq(bookingEvents.kind, 'not_available'), eq(bookings.status, 'confirmed'), notExists(answered)),
    )
    .orderBy(asc(bookingEvents.createdAt), asc(bookingEvents.id))
    .limit(MISSED_VISITS_LISTED_MAX_ROWS);
  return {
    count: rows[0]?.total ?? 0,
    visits: rows.map(({ total: _total, attemptedAt, ...row }) => ({
      ...row,
      attemptedAt: attemptedAt.toISOString(),
    })),
  };
}
