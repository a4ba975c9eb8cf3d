import { and, eq, notLike } from 'drizzle-orm';
import type { BookingStatus } from '../../shared/booking-status';
import { userRoles, users } from '../db/schema/index';
import type { Executor, Notification } from './outbox';
import type { BookingRow, SupportContacts } from './templates/booking-facts';
import {
  bookingCancelledEmail,
  bookingCancelledSms,
  customerCancelledAdminEmail,
} from './templates/booking-cancelled';
import { bookingCompletedEmail, bookingCompletedSms } from './templates/booking-completed';
import { bookingReceivedEmail, bookingReceivedSms, newBookingAdminEmail } from './templates/booking-received';
import { statusChangedEmail } from './templates/status-changed';
import { technicianAssignedEmail, technicianAssignedSms } from './templates/technician-assigned';

// Which messages a booking's events send, and to whom. One place: the booking lifecycle and booking
// creation call it inside their transactions.

export interface BookingMessageContext {
  support: SupportContacts;
  /** Customers get texts only when a gateway would deliver them. */
  smsGateway: boolean;
}

/** Admin addresses that receive mail; the support inbox when no admin has one. */
async function adminAddresses(tx: Executor, supportEmail: string): Promise<string[]> {
  const rows = await tx
    .select({ email: users.email })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.role, 'admin'), notLike(users.email, '%.invalid')));
  const addresses = [...new Set(rows.map((r) => r.email.toLowerCase()))];
  return addresses.length > 0 ? addresses : [supportEmail];
}

function toCustomer(
  row: BookingRow,
  template: string,
  email: { subject: string; text: string; html: string },
  sms: string | null,
  context: BookingMessageContext,
): Notification[] {
  return [
    { channel: 'email', to: row.email, ...email, template, bookingId: row.id },
    ...(sms && context.smsGateway
      ? [{ channel: 'sms' as const, to: row.phone, text: sms, template, bookingId: row.id }]
      : []),
  ];
}

export async function bookingCreatedMessages(
  tx: Executor,
  row: BookingRow,
  context: BookingMessageContext,
): Promise<Notification[]> {
  const admins = await adminAddresses(tx, context.support.supportEmail);
  const adminMail = newBookingAdminEmail(row, context.support);
  return [
    ...toCustomer(
      row,
      'booking_received',
      bookingReceivedEmail(row, context.support),
      bookingReceivedSms(row),
      context,
    ),
    ...admins.map((to) => ({
      channel: 'email' as const,
      to,
      ...adminMail,
      template: 'new_booking_admin',
      bookingId: row.id,
    })),
  ];
}

/** The messages a move to `row.status` sends; `byCustomer` when the customer made it. */
export async function statusChangeMessages(
  tx: Executor,
  row: BookingRow,
  from: BookingStatus,
  byCustomer: boolean,
  context: BookingMessageContext,
): Promise<Notification[]> {
  const { support } = context;
  switch (row.status) {
    case 'cancelled': {
      const messages = toCustomer(
        row,
        'booking_cancelled',
        bookingCancelledEmail(row, support, byCustomer),
        byCustomer ? null : bookingCancelledSms(row, support),
        context,
      );
      if (!byCustomer) return messages;
      const adminMail = customerCancelledAdminEmail(row);
      const admins = await adminAddresses(tx, support.supportEmail);
      return [
        ...messages,
        ...admins.map((to) => ({
          channel: 'email' as const,
          to,
          ...adminMail,
          template: 'customer_cancelled_admin',
          bookingId: row.id,
        })),
      ];
    }
    case 'confirmed':
      if (from === 'pending' && row.technicianName) {
        return toCustomer(
          row,
          'technician_assigned',
          technicianAssignedEmail(row, support),
          technicianAssignedSms(row),
          context,
        );
      }
      return toCustomer(row, 'status_changed', statusChangedEmail(row, support), null, context);
    case 'completed':
      return toCustomer(
        row,
        'booking_completed',
        bookingCompletedEmail(row, support),
        bookingCompletedSms(row),
        context,
      );
    default:
      return toCustomer(row, 'status_changed', statusChangedEmail(row, support), null, context);
  }
}

/** A new technician on a booking already confirmed: the customer learns who is coming now. */
export function reassignedMessages(row: BookingRow, context: BookingMessageContext): Notification[] {
  return toCustomer(
    row,
    'technician_assigned',
    technicianAssignedEmail(row, context.support),
    technicianAssignedSms(row),
    context,
  );
}
