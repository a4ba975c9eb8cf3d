import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { CustomerNotification, NotificationListResponse } from '../../../shared/contracts/account';
import { customerMessageTemplates } from '../../../shared/customer-messages';
import type { CustomerMessageTemplate } from '../../../shared/customer-messages';
import type { NotificationListQuery } from '../../../shared/schemas/account';
import type { SignedInUser } from '../../auth/signed-in-user';
import type { Database } from '../../db/client';
import { bookings, messages } from '../../db/schema/index';
import { ownedBy } from '../../domain/booking-ownership';
import { verifiedIdentities } from '../../domain/referral-eligibility';
import { AppError } from '../../http/app-error';
import { decodeCursor, encodeCursor } from '../../http/cursor';

/**
 * The e-mails and texts sent to this customer, newest first. Two rules hold together:
 * - only the messages customers are sent about their bookings (customerMessageTemplates): never a
 *   sign-in code or link, never an admin's or a technician's copy;
 * - only those addressed to the customer: to one of the account's verified e-mails or its verified
 *   phone, or to the e-mail or phone given on a booking the customer made while signed in.
 */
export async function listCustomerNotifications(
  db: Database,
  user: Pick<SignedInUser, 'id' | 'email' | 'phone'>,
  query: NotificationListQuery,
): Promise<NotificationListResponse> {
  const identities = await verifiedIdentities(db, user.id);
  const ownAddresses = [...identities.emails, ...identities.phones];
  const owned = await ownedBy(db, user);
  // The contact typed on a booking made while signed in is the customer's word; a guest booking's
  // other contact (say its e-mail, when the phone matched) is not proven theirs.
  const toOwnBookingContact = and(
    eq(bookings.userId, user.id),
    or(eq(messages.toAddress, sql`lower(${bookings.email})`), eq(messages.toAddress, bookings.phone)),
  );
  const after = query.cursor ? decodeCursor(query.cursor, { value: 'timestamp' }) : undefined;
  if (after && !/^\d{1,10}$/.test(after[1])) {
    throw new AppError('BAD_REQUEST', 'This list link is no longer valid. Please reload the list.');
  }
  const rows = await db
    .select({
      id: messages.id,
      channel: messages.channel,
      template: messages.template,
      subject: messages.subject,
      text: messages.textBody,
      to: messages.toAddress,
      createdAt: messages.createdAt,
      // Times go through the cursor as PostgreSQL's own text, so no microsecond is lost on the way.
      createdAtText: sql<string>`${messages.createdAt}::text`,
      bookingUuid: bookings.id,
      bookingId: bookings.bookingId,
      bookingOwned: sql<boolean>`coalesce(${owned}, false)`,
    })
    .from(messages)
    .leftJoin(bookings, eq(bookings.id, messages.bookingId))
    .where(
      and(
        inArray(messages.template, [...customerMessageTemplates]),
        or(
          ownAddresses.length > 0 ? inArray(messages.toAddress, ownAddresses) : undefined,
          toOwnBookingContact,
        ),
        after
          ? sql`(${messages.createdAt}, ${messages.id}) < (${String(after[0])}::timestamptz, ${Number(after[1])})`
          : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    notifications: page.map((row): CustomerNotification => ({
      id: row.id,
      channel: row.channel,
      template: row.template as CustomerMessageTemplate,
      subject: row.subject,
      text: row.text,
      to: row.to,
      createdAt: row.createdAt.toISOString(),
      booking:
        row.bookingUuid && row.bookingId
          ? { id: row.bookingOwned ? row.bookingUuid : null, bookingId: row.bookingId }
          : null,
    })),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor([last.createdAtText, String(last.id)]) : null,
  };
}
