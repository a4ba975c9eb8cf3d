import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { indiaDate } from '../../../shared/booking-time';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/index';
import { workingMinutesBetween, workingTimeBefore } from '../../domain/unconfirmed-bookings';
import { NOTICES_PER_LOOK_MAX_ROWS, UNCONFIRMED_ALERT_EMAIL_MAX_AGE_DAYS } from '../../limits';
import { toAdmins } from '../staff-recipients';
import { unconfirmedBookingAdminEmail } from '../templates/unconfirmed-alert';
import { claimNotice, notNoticed } from './claim-notice';
import type { NoticeClockDeps } from './notice-deps';

// The admins hear once of each pending booking nobody confirmed within the allowed working minutes
// (issue 31); the overview lists them until they are confirmed or cancelled. The notice's day is the
// India date the booking was made, so there is one per booking, ever.

const DAY_MS = 24 * 3600_000;

async function alert(db: Database, deps: NoticeClockDeps, id: string, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, id), eq(bookings.status, 'pending')))
      .for('update');
    if (!row || !(await claimNotice(tx, 'unconfirmed_alert', row.id, indiaDate(row.createdAt), now))) {
      return false;
    }
    const minutes = workingMinutesBetween(row.createdAt, now);
    const email = unconfirmedBookingAdminEmail(row, minutes, deps.support);
    await deps.notifier.enqueue(
      tx,
      await toAdmins(tx, deps.support, row, 'unconfirmed_booking_admin', email),
      now,
    );
    return true;
  });
}

/** E-mails the admins about bookings that have now waited too long; how many bookings. */
export async function sendUnconfirmedAlerts(db: Database, deps: NoticeClockDeps, now: Date): Promise<number> {
  const due = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'pending'),
        lte(bookings.createdAt, workingTimeBefore(now, deps.unconfirmedMinutes)),
        gte(bookings.createdAt, new Date(now.getTime() - UNCONFIRMED_ALERT_EMAIL_MAX_AGE_DAYS * DAY_MS)),
        notNoticed('unconfirmed_alert', sql`${bookings.id}::text`),
      ),
    )
    .orderBy(asc(bookings.createdAt), asc(bookings.id))
    .limit(NOTICES_PER_LOOK_MAX_ROWS);
  let sent = 0;
  for (const { id } of due) if (await alert(db, deps, id, now)) sent += 1;
  return sent;
}
