import { and, eq, notLike } from 'drizzle-orm';
import { parsePhone } from '../../shared/phone';
import { technicians, userRoles, users } from '../db/schema/index';
import type { Executor, Notification } from './outbox';
import type { BookingRow, SupportContacts } from './templates/booking-facts';

// Where a booking's messages to staff go: every admin's mailbox, and a technician's e-mail and phone.
// The messages themselves are chosen in booking-messages.ts.

/**
 * One e-mail to every admin (or the support inbox when no admin has an address), about a booking or,
 * with `row` null, about the shop (a technician's cash).
 */
export async function toAdmins(
  tx: Executor,
  support: SupportContacts,
  row: Pick<BookingRow, 'id'> | null,
  template: string,
  email: { subject: string; text: string; html: string },
): Promise<Notification[]> {
  const admins = await adminAddresses(tx, support.supportEmail);
  const about = row ? { bookingId: row.id } : {};
  return admins.map((to) => ({ channel: 'email' as const, to, ...email, template, ...about }));
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

/** Where a technician is reached: their account's e-mail and phone. */
export interface TechnicianContact {
  /** Null for an account made by phone, whose placeholder address receives nothing. */
  email: string | null;
  /** +91XXXXXXXXXX, as customers' numbers are sent; null when the account has no usable number. */
  phone: string | null;
}

export async function technicianContact(
  tx: Executor,
  technicianId: number,
): Promise<TechnicianContact | null> {
  const [row] = await tx
    .select({ email: users.email, phone: users.phoneNumber })
    .from(technicians)
    .innerJoin(users, eq(users.id, technicians.userId))
    .where(eq(technicians.id, technicianId));
  if (!row) return null;
  return {
    email: row.email.endsWith('.invalid') ? null : row.email,
    phone: row.phone ? parsePhone(row.phone) : null,
  };
}

export function toTechnician(
  contact: TechnicianContact,
  row: BookingRow,
  template: string,
  email: { subject: string; text: string; html: string },
  sms: string,
): Notification[] {
  return [
    ...(contact.email
      ? [{ channel: 'email' as const, to: contact.email, ...email, template, bookingId: row.id }]
      : []),
    ...(contact.phone
      ? [{ channel: 'sms' as const, to: contact.phone, text: sms, template, bookingId: row.id }]
      : []),
  ];
}
