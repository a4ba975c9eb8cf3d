import { and, eq, notLike } from 'drizzle-orm';
import { formatTimeWindow } from '../../../shared/booking-time';
import { formatRupees } from '../../../shared/money';
import type { Database } from '../../db/client';
import { userRoles, users } from '../../db/schema/index';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import type { SmsSender } from '../../lib/sms';
import type { BookingRow } from './booking-view';

export interface NotifyDeps {
  db: Database;
  logger: Logger;
  mailer: Mailer;
  sms: SmsSender;
  publicOrigin: string;
  supportEmail: string;
  supportPhone: string;
}

function visitLine(row: BookingRow): string {
  if (!row.preferredDate) return 'Preferred visit: we will call you to agree a time.';
  const date = new Date(`${row.preferredDate}T12:00:00+05:30`).toLocaleDateString('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  return `Preferred visit: ${date}${row.preferredTime ? `, ${formatTimeWindow(row.preferredTime)}` : ''}`;
}

function summaryLines(row: BookingRow): string[] {
  return [
    `Booking ID: ${row.bookingId}`,
    `Device: ${row.deviceModel}`,
    ...row.selectedServicesDetails.map((s) => `  - ${s.name}: ${formatRupees(s.priceAmount)}`),
    ...(row.referralDiscount > 0 ? [`Referral discount: -${formatRupees(row.referralDiscount)}`] : []),
    `Total: ${formatRupees(row.totalPrice)}`,
    `Address: ${row.address}, ${row.city}, ${row.state} ${row.pincode}`,
    visitLine(row),
  ];
}

/** Admin addresses that receive mail; the support inbox when no admin has one. */
async function adminAddresses(deps: NotifyDeps): Promise<string[]> {
  const rows = await deps.db
    .select({ email: users.email })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.role, 'admin'), notLike(users.email, '%.invalid')));
  const addresses = [...new Set(rows.map((r) => r.email.toLowerCase()))];
  return addresses.length > 0 ? addresses : [deps.supportEmail];
}

/**
 * Runs after the booking is committed. Each message is recorded in the outbox whatever happens to its
 * delivery, so a failed notification never loses the booking or stops the others.
 */
export async function notifyBookingCreated(deps: NotifyDeps, row: BookingRow): Promise<void> {
  try {
    const summary = summaryLines(row);
    await deps.mailer.send({
      to: row.email,
      subject: `Booking received: ${row.bookingId}`,
      text: [
        `Hello ${row.name},`,
        '',
        'Thank you for booking a doorstep repair. We will call you within 30 minutes to confirm the visit.',
        '',
        ...summary,
        '',
        `Questions? Call ${deps.supportPhone} (8am to 8pm, 7 days a week) or reply to ${deps.supportEmail}.`,
        `Follow your booking: ${deps.publicOrigin}/dashboard`,
      ].join('\n'),
    });
    if (deps.sms.hasGateway) {
      await deps.sms.send(
        row.phone,
        `Booking ${row.bookingId} received: ${row.deviceModel}, ${formatRupees(row.totalPrice)}. We will call you within 30 minutes to confirm.`,
      );
    }
    for (const to of await adminAddresses(deps)) {
      await deps.mailer.send({
        to,
        subject: `New booking ${row.bookingId}: ${row.deviceModel}, ${row.city}`,
        text: [
          'A new booking is waiting for confirmation.',
          '',
          `Customer: ${row.name}, ${row.phone}, ${row.email}`,
          ...summary,
          ...(row.problem ? ['', `Problem: ${row.problem}`] : []),
          ...(row.lat !== null && row.lng !== null
            ? [`Map: https://www.google.com/maps?q=${row.lat},${row.lng}`]
            : []),
          '',
          `Manage bookings: ${deps.publicOrigin}/users_location`,
        ].join('\n'),
      });
    }
  } catch (error) {
    deps.logger.error({ err: error, bookingId: row.bookingId }, 'booking notification failed');
  }
}

export async function notifyBookingCancelled(deps: NotifyDeps, row: BookingRow): Promise<void> {
  try {
    await deps.mailer.send({
      to: row.email,
      subject: `Booking cancelled: ${row.bookingId}`,
      text: [
        `Hello ${row.name},`,
        '',
        `Your booking ${row.bookingId} (${row.deviceModel}) has been cancelled as you asked.`,
        `Need a repair after all? Book again at ${deps.publicOrigin}/devices or call ${deps.supportPhone}.`,
      ].join('\n'),
    });
    for (const to of await adminAddresses(deps)) {
      await deps.mailer.send({
        to,
        subject: `Booking cancelled by customer: ${row.bookingId}`,
        text: [`${row.name} cancelled booking ${row.bookingId}.`, '', ...summaryLines(row)].join('\n'),
      });
    }
  } catch (error) {
    deps.logger.error({ err: error, bookingId: row.bookingId }, 'cancellation notification failed');
  }
}
