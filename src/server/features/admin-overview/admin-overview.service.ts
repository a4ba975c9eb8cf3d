import { and, asc, count, desc, eq, gte, lt, max, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { addDays, indiaDate } from '../../../shared/booking-time';
import { bookingStatuses } from '../../../shared/booking-status';
import type { BookingStatus } from '../../../shared/booking-status';
import type { AdminOverview } from '../../../shared/contracts/admin-desk';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/client';
import { bookingEvents, bookings, guideOutcomes } from '../../db/schema/index';
import { toAdminBookingRow } from '../../domain/admin-booking-row';
import { findUnconfirmedBookings } from '../../domain/unconfirmed-bookings';
import { UNCONFIRMED_ALERT_MINUTES, UNCONFIRMED_LISTED_MAX_ROWS } from '../../limits';
import { mondayOf, startOfIndiaDay } from './india-days';
import { readLeaveRequests, readMissedVisits, readStaffAlert } from './overview-alerts.service';

// The admin overview's figures. Every figure is one aggregate query (GROUP BY in the database), so
// only a handful of result rows reach Node however many bookings there are (on 50,000, about 0.2 s).

const RECENT_BOOKINGS = 5;
const DAYS_SHOWN = 30;
const WEEKS_SHOWN = 12;
const TOP_SHOWN = 10;

/**
 * Spelled into the SQL, not bound: a bound parameter in both SELECT and GROUP BY is two parameters
 * to PostgreSQL, which then refuses the query. Constant text, never input.
 */
const INDIA_ZONE = sql.raw(`'Asia/Kolkata'`);

/** 'YYYY-MM-DD' of a timestamptz column's India day, computed by the database. */
function indiaDayOf(column: AnyPgColumn | SQL): SQL<string> {
  return sql<string>`to_char(${column} at time zone ${INDIA_ZONE}, 'YYYY-MM-DD')`;
}

/** Everything the overview tab shows, as of `now`. */
export async function getAdminOverview(
  db: Database,
  now: Date,
  unconfirmedMinutes: number = UNCONFIRMED_ALERT_MINUTES,
): Promise<Omit<AdminOverview, 'shop'>> {
  const [
    counts,
    recent,
    bookingsPerDay,
    revenuePerWeek,
    topDevices,
    topRepairs,
    guides,
    waiting,
    staff,
    leaveRequests,
    notAvailable,
  ] = await Promise.all([
    countByStatus(db),
    listRecentBookings(db),
    countBookingsPerDay(db, now),
    sumRevenuePerWeek(db, now),
    rankDevices(db),
    rankRepairs(db),
    countGuideOutcomes(db),
    findUnconfirmedBookings(db, now, unconfirmedMinutes, UNCONFIRMED_LISTED_MAX_ROWS),
    readStaffAlert(db),
    readLeaveRequests(db),
    readMissedVisits(db),
  ]);
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const unconfirmed = {
    minutes: unconfirmedMinutes,
    count: waiting.count,
    oldest: waiting.oldest.map(toAdminBookingRow),
  };
  return {
    counts,
    total,
    recent,
    bookingsPerDay,
    revenuePerWeek,
    topDevices,
    topRepairs,
    guides,
    unconfirmed,
    staff,
    leaveRequests,
    notAvailable,
  };
}

async function countByStatus(db: Database): Promise<Record<BookingStatus, number>> {
  const rows = await db
    .select({ status: bookings.status, count: count() })
    .from(bookings)
    .groupBy(bookings.status);
  const counts = Object.fromEntries(bookingStatuses.map((s) => [s, 0])) as Record<BookingStatus, number>;
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

async function listRecentBookings(db: Database): Promise<AdminOverview['recent']> {
  const rows = await db
    .select()
    .from(bookings)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(RECENT_BOOKINGS);
  return rows.map(toAdminBookingRow);
}

/** Bookings made on each of the last 30 India days, today last; a quiet day is a 0, not a gap. */
async function countBookingsPerDay(db: Database, now: Date): Promise<AdminOverview['bookingsPerDay']> {
  const today = indiaDate(now);
  const days = Array.from({ length: DAYS_SHOWN }, (_, i) => addDays(today, i - (DAYS_SHOWN - 1)));
  const day = indiaDayOf(bookings.createdAt);
  const rows = await db
    .select({ date: day, count: count() })
    .from(bookings)
    .where(
      and(
        gte(bookings.createdAt, startOfIndiaDay(days[0]!)),
        lt(bookings.createdAt, startOfIndiaDay(addDays(today, 1))),
      ),
    )
    .groupBy(day);
  const byDay = new Map(rows.map((row) => [row.date, row.count]));
  return days.map((date) => ({ date, count: byDay.get(date) ?? 0 }));
}

/**
 * Completed bookings' totals per India week (Monday first), the last 12 weeks, this week last. A
 * booking counts in the week it was last completed (an admin may move it back and complete it again),
 * read from its history rather than a column any later change could rewrite.
 */
async function sumRevenuePerWeek(db: Database, now: Date): Promise<AdminOverview['revenuePerWeek']> {
  const thisWeek = mondayOf(indiaDate(now));
  const weeks = Array.from({ length: WEEKS_SHOWN }, (_, i) => addDays(thisWeek, (i - (WEEKS_SHOWN - 1)) * 7));
  const from = startOfIndiaDay(weeks[0]!);
  const until = startOfIndiaDay(addDays(thisWeek, 7));
  // Completions before `from` are skipped early: a booking's latest completion is at or after
  // `from` exactly when one of its completions is, so the maximum is unchanged.
  const completions = db
    .select({
      totalPrice: bookings.totalPrice,
      completedAt: max(bookingEvents.createdAt).as('completed_at'),
    })
    .from(bookings)
    .innerJoin(
      bookingEvents,
      // Status events only: a moved visit keeps its status in to_status, and is not a completion.
      and(
        eq(bookingEvents.bookingId, bookings.id),
        eq(bookingEvents.kind, 'status'),
        eq(bookingEvents.toStatus, 'completed'),
      ),
    )
    .where(and(eq(bookings.status, 'completed'), gte(bookingEvents.createdAt, from)))
    .groupBy(bookings.id)
    .as('completions');
  const week = sql<string>`to_char(date_trunc('week', ${completions.completedAt} at time zone ${INDIA_ZONE}), 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      weekStart: week,
      amount: sql<number>`sum(${completions.totalPrice})`.mapWith(Number),
      bookings: count(),
    })
    .from(completions)
    .where(lt(completions.completedAt, until))
    .groupBy(week);
  const byWeek = new Map(rows.map((row) => [row.weekStart, row]));
  return weeks.map((weekStart) => ({
    weekStart,
    amount: byWeek.get(weekStart)?.amount ?? 0,
    bookings: byWeek.get(weekStart)?.bookings ?? 0,
  }));
}

/** The most booked device models among bookings that were not cancelled; ties by name. */
async function rankDevices(db: Database): Promise<AdminOverview['topDevices']> {
  const booked = count();
  return db
    .select({ name: bookings.deviceModel, count: booked })
    .from(bookings)
    .where(ne(bookings.status, 'cancelled'))
    .groupBy(bookings.deviceModel)
    .orderBy(desc(booked), asc(bookings.deviceModel))
    .limit(TOP_SHOWN);
}

/** The most booked repairs, by the names stored on each booking (as the customer chose them). */
async function rankRepairs(db: Database): Promise<AdminOverview['topRepairs']> {
  const result = await db.execute(sql`
    select repair.detail ->> 'name' as name, count(*)::int as count
    from ${bookings}, jsonb_array_elements(${bookings.selectedServicesDetails}) as repair(detail)
    where ${bookings.status} <> 'cancelled'
    group by 1
    order by 2 desc, 1 asc
    limit ${TOP_SHOWN}`);
  return rowsOf<{ name: string; count: number }>(result).map((row) => ({
    name: row.name,
    count: Number(row.count),
  }));
}

async function countGuideOutcomes(db: Database): Promise<AdminOverview['guides']> {
  const [row] = await db
    .select({
      worked: sql<number>`count(*) filter (where ${guideOutcomes.worked})`.mapWith(Number),
      didNotHelp: sql<number>`count(*) filter (where not ${guideOutcomes.worked})`.mapWith(Number),
    })
    .from(guideOutcomes);
  return { worked: row?.worked ?? 0, didNotHelp: row?.didNotHelp ?? 0 };
}
