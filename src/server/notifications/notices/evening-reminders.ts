import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { addDays, indiaDate, indiaMinutesOfDay } from '../../../shared/booking-time';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/index';
import { issueTrackingLink, trackingUrl } from '../../domain/tracking-links';
import { NOTICES_PER_LOOK_MAX_ROWS } from '../../limits';
import { tokenOf, toCustomer } from '../booking-messages';
import { chooseBookingLanguage } from '../message-language';
import type { Notification } from '../outbox';
import type { BookingRow, SupportContacts } from '../templates/booking-facts';
import { visitReminderEmail, visitReminderSms } from '../templates/visit-reminder';
import { claimNotice, notNoticed } from './claim-notice';
import type { NoticeClockDeps } from './notice-deps';

// The customer's reminder the evening before (issue 31): from the evening hour, India time, every
// booking of tomorrow that still holds its window gets an SMS and an e-mail in its language, with a
// tracking link of its own to move or cancel the visit. A booking made after the reminders began has
// just had its confirmation, with its link: it gets none.

/** The statuses of a visit still to come that holds its window. */
const REMINDED_STATUSES = ['pending', 'confirmed'] as const;

function stillDue(day: string) {
  return and(eq(bookings.preferredDate, day), inArray(bookings.status, [...REMINDED_STATUSES]));
}

export function visitReminderMessages(
  row: BookingRow,
  support: SupportContacts,
  trackUrl: string,
): Notification[] {
  const language = chooseBookingLanguage(row);
  return toCustomer(
    row,
    'visit_reminder',
    visitReminderEmail(row, support, trackUrl, language),
    visitReminderSms(row, trackUrl, language),
    [tokenOf(trackUrl)],
  );
}

/** One booking's reminder, in one transaction: false when it is no longer due or already sent. */
async function remind(db: Database, deps: NoticeClockDeps, id: string, day: string, now: Date) {
  return db.transaction(async (tx) => {
    // Locked: a cancellation at this moment comes before the reminder or after it, never beside it.
    const [row] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, id), stillDue(day)))
      .for('update');
    if (!row || !(await claimNotice(tx, 'evening_reminder', row.id, day, now))) return false;
    const token = await issueTrackingLink(tx, row.id, now);
    const url = trackingUrl(deps.support.publicOrigin, token, row);
    await deps.notifier.enqueue(tx, visitReminderMessages(row, deps.support, url), now);
    return true;
  });
}

/** Sends the reminders due at `now`; how many went. */
export async function sendEveningReminders(db: Database, deps: NoticeClockDeps, now: Date): Promise<number> {
  if (indiaMinutesOfDay(now) < deps.eveningHour * 60) return 0;
  const today = indiaDate(now);
  const tomorrow = addDays(today, 1);
  const began = new Date(`${today}T${String(deps.eveningHour).padStart(2, '0')}:00:00+05:30`);
  const due = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        stillDue(tomorrow),
        lt(bookings.createdAt, began),
        notNoticed('evening_reminder', sql`${bookings.id}::text`, tomorrow),
      ),
    )
    .orderBy(asc(bookings.createdAt), asc(bookings.id))
    .limit(NOTICES_PER_LOOK_MAX_ROWS);
  let sent = 0;
  for (const { id } of due) if (await remind(db, deps, id, tomorrow, now)) sent += 1;
  return sent;
}
