import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { indiaDate, indiaMinutesOfDay, PREFERRED_TIME_WINDOWS } from '../../../shared/booking-time';
import type { Database } from '../../db/client';
import { bookings, technicians } from '../../db/schema/index';
import { HOLDING_STATUSES } from '../../domain/capacity';
import { NOTICES_PER_LOOK_MAX_ROWS } from '../../limits';
import type { Notification } from '../outbox';
import { technicianContact } from '../staff-recipients';
import type { TechnicianContact } from '../staff-recipients';
import type { BookingRow, SupportContacts } from '../templates/booking-facts';
import { technicianDayEmail, technicianDaySms } from '../templates/technician-day';
import { claimNotice, notNoticed } from './claim-notice';
import type { NoticeClockDeps } from './notice-deps';

// The technician's morning summary (issue 31): from the morning hour, India time, until the working
// day closes, each technician (not made inactive) with visits today gets them in window order by
// e-mail, and a short SMS. A visit with no window starts the day, as it does in the capacity count.

const DAY_CLOSES_MINUTES = 19 * 60;
const FIRST_WINDOW = PREFERRED_TIME_WINDOWS[0];

function todaysJobs(day: string) {
  return and(eq(bookings.preferredDate, day), inArray(bookings.status, [...HOLDING_STATUSES]));
}

function summaryMessages(
  contact: TechnicianContact,
  jobs: BookingRow[],
  day: string,
  support: SupportContacts,
): Notification[] {
  const template = 'technician_day_summary';
  return [
    ...(contact.email
      ? [
          {
            channel: 'email' as const,
            to: contact.email,
            ...technicianDayEmail(jobs, day, support),
            template,
          },
        ]
      : []),
    ...(contact.phone
      ? [{ channel: 'sms' as const, to: contact.phone, text: technicianDaySms(jobs, day, support), template }]
      : []),
  ];
}

/** One technician's summary, in one transaction: false when they have no visits or it was sent. */
async function summarise(db: Database, deps: NoticeClockDeps, technicianId: number, day: string, now: Date) {
  return db.transaction(async (tx) => {
    const jobs = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.technicianId, technicianId), todaysJobs(day)))
      .orderBy(
        asc(sql`coalesce(${bookings.preferredTime}, ${FIRST_WINDOW})`),
        asc(bookings.createdAt),
        asc(bookings.id),
      );
    const contact = await technicianContact(tx, technicianId);
    if (jobs.length === 0 || !contact) return false;
    if (!(await claimNotice(tx, 'morning_summary', String(technicianId), day, now))) return false;
    await deps.notifier.enqueue(tx, summaryMessages(contact, jobs, day, deps.support), now);
    return true;
  });
}

/** Sends the summaries due at `now`; how many technicians got theirs. */
export async function sendMorningSummaries(db: Database, deps: NoticeClockDeps, now: Date): Promise<number> {
  const minutes = indiaMinutesOfDay(now);
  if (minutes < deps.morningHour * 60 || minutes >= DAY_CLOSES_MINUTES) return 0;
  const today = indiaDate(now);
  const due = await db
    .selectDistinct({ id: technicians.id })
    .from(bookings)
    .innerJoin(technicians, eq(technicians.id, bookings.technicianId))
    .where(
      and(
        todaysJobs(today),
        ne(technicians.status, 'inactive'),
        notNoticed('morning_summary', sql`${technicians.id}::text`, today),
      ),
    )
    .orderBy(asc(technicians.id))
    .limit(NOTICES_PER_LOOK_MAX_ROWS);
  let sent = 0;
  for (const { id } of due) if (await summarise(db, deps, id, today, now)) sent += 1;
  return sent;
}
