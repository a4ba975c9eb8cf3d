import { sql } from 'drizzle-orm';
import { addDays, indiaDate } from '../../shared/booking-time';
import type { CashDay, TechnicianCash, TechnicianCashSummary } from '../../shared/contracts/cash';
import type { Database } from '../db/client';
import { rowsOf } from '../db/client';

// Cash with technicians (decision 064). Every cash payment taken at the door (booking_payments with
// the technician's id) adds to what they hold; every handover an admin records takes from it. What is
// held is paid off oldest first, so "held since" is the moment of the oldest cash not yet covered by
// the handovers, and cash taken more than the allowed days ago and still held is flagged.

type Executor = Pick<Database, 'execute'>;

const DAY_MS = 86_400_000;

interface SummaryRow {
  technician_id: number;
  name: string;
  in_hand: number;
  overdue: number;
  held_since_ms: number | null;
  last_on: string | null;
}

/**
 * Every technician's cash (or one's, with `technicianId`): most overdue first, then most held. Sums
 * are read as float8, exact for whole paise far beyond any shop's takings, and safe from int overflow.
 */
export async function technicianCashSummaries(
  db: Executor,
  now: Date,
  heldDays: number,
  technicianId?: number,
): Promise<TechnicianCashSummary[]> {
  const cutoff = new Date(now.getTime() - heldDays * DAY_MS);
  const one = technicianId === undefined ? sql`true` : sql`t.id = ${technicianId}`;
  const rows = rowsOf<SummaryRow>(
    await db.execute(sql`
      with handed as (
        select technician_id, sum(amount)::float8 as total, max(handed_on)::text as last_on
        from cash_handovers where technician_id is not null group by technician_id
      ), cash as (
        select technician_id, amount, recorded_at,
          sum(amount) over (partition by technician_id order by recorded_at, id)::float8 as running
        from booking_payments
        where kind = 'payment' and method = 'cash' and technician_id is not null
      ), collected as (
        select c.technician_id,
          sum(c.amount)::float8 as total,
          coalesce(sum(c.amount) filter (where c.recorded_at <= ${cutoff.toISOString()}::timestamptz), 0)::float8 as old,
          min(c.recorded_at) filter (where c.running > coalesce(h.total, 0)) as held_since
        from cash c left join handed h on h.technician_id = c.technician_id
        group by c.technician_id
      )
      select t.id as technician_id, u.name,
        (coalesce(col.total, 0) - coalesce(h.total, 0))::float8 as in_hand,
        greatest(coalesce(col.old, 0) - coalesce(h.total, 0), 0)::float8 as overdue,
        (extract(epoch from col.held_since) * 1000)::float8 as held_since_ms,
        h.last_on
      from technicians t
      join users u on u.id = t.user_id
      left join collected col on col.technician_id = t.id
      left join handed h on h.technician_id = t.id
      where ${one}
      order by overdue desc, in_hand desc, u.name, t.id`),
  );
  return rows.map((row) => ({
    technicianId: Number(row.technician_id),
    name: row.name,
    inHand: Number(row.in_hand),
    overdue: Number(row.overdue),
    heldSince: row.held_since_ms === null ? null : new Date(Number(row.held_since_ms)).toISOString(),
    lastHandoverOn: row.last_on,
  }));
}

/** The range a cash view covers: the last 30 days to today (India) unless asked otherwise. */
export function cashRange(now: Date, range: { from?: string; to?: string }): { from: string; to: string } {
  const to = range.to ?? indiaDate(now);
  return { from: range.from ?? addDays(to, -29), to };
}

/** One technician's cash, day by day over the range (newest first), with its handovers and collections. */
export async function technicianCashOf(
  db: Executor,
  technicianId: number,
  now: Date,
  heldDays: number,
  range: { from?: string; to?: string },
): Promise<TechnicianCash | null> {
  const [summary] = await technicianCashSummaries(db, now, heldDays, technicianId);
  if (!summary) return null;
  const { from, to } = cashRange(now, range);
  const inCollections = sql`kind = 'payment' and method = 'cash' and technician_id = ${technicianId}`;
  const day = sql`(recorded_at at time zone 'Asia/Kolkata')::date`;
  const dayRows = rowsOf<{ date: string; collected: number; handed: number }>(
    await db.execute(sql`
      select date, sum(collected)::float8 as collected, sum(handed)::float8 as handed from (
        select ${day}::text as date, amount as collected, 0 as handed from booking_payments
        where ${inCollections} and ${day} between ${from}::date and ${to}::date
        union all
        select handed_on::text, 0, amount from cash_handovers
        where technician_id = ${technicianId} and handed_on between ${from}::date and ${to}::date
      ) moves group by date order by date desc`),
  );
  const [closing] = rowsOf<{ held: number }>(
    await db.execute(sql`
      select (
        coalesce((select sum(amount) from booking_payments where ${inCollections} and ${day} <= ${to}::date), 0)
        - coalesce((select sum(amount) from cash_handovers
            where technician_id = ${technicianId} and handed_on <= ${to}::date), 0)
      )::float8 as held`),
  );
  // Walking back from the range's last day: each day ends with what the next one started with.
  let held = Number(closing?.held ?? 0);
  const days: CashDay[] = dayRows.map((row) => {
    const collected = Number(row.collected);
    const handedOver = Number(row.handed);
    const entry = { date: row.date, collected, handedOver, difference: collected - handedOver, inHand: held };
    held -= entry.difference;
    return entry;
  });
  const { handovers, collections } = await movesOf(db, technicianId, from, to);
  return {
    ...summary,
    heldDays,
    from,
    to,
    days,
    handovers,
    collections,
  };
}

/** The handovers and the cash collections of a technician in the range, newest first. */
async function movesOf(
  db: Executor,
  technicianId: number,
  from: string,
  to: string,
): Promise<Pick<TechnicianCash, 'handovers' | 'collections'>> {
  const handovers = rowsOf<{
    id: number;
    amount: number;
    handed_on: string;
    received_by: string;
    note: string | null;
    recorded_ms: number;
  }>(
    await db.execute(sql`
      select id, amount, handed_on::text, received_by, note,
        (extract(epoch from recorded_at) * 1000)::float8 as recorded_ms
      from cash_handovers
      where technician_id = ${technicianId} and handed_on between ${from}::date and ${to}::date
      order by handed_on desc, id desc`),
  );
  const collections = rowsOf<{ booking_id: string; amount: number; recorded_ms: number }>(
    await db.execute(sql`
      select b.booking_id, p.amount, (extract(epoch from p.recorded_at) * 1000)::float8 as recorded_ms
      from booking_payments p join bookings b on b.id = p.booking_id
      where p.kind = 'payment' and p.method = 'cash' and p.technician_id = ${technicianId}
        and (p.recorded_at at time zone 'Asia/Kolkata')::date between ${from}::date and ${to}::date
      order by p.recorded_at desc, p.id desc`),
  );
  return {
    handovers: handovers.map((row) => ({
      id: Number(row.id),
      amount: Number(row.amount),
      handedOn: row.handed_on,
      receivedBy: row.received_by,
      note: row.note,
      recordedAt: new Date(Number(row.recorded_ms)).toISOString(),
    })),
    collections: collections.map((row) => ({
      bookingId: row.booking_id,
      amount: Number(row.amount),
      recordedAt: new Date(Number(row.recorded_ms)).toISOString(),
    })),
  };
}
