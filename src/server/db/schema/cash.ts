import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { technicians } from './people';

/**
 * Cash a technician handed over to the shop (decision 064). What a technician holds is the cash they
 * took at the door (booking_payments with their id) less these; rows are only added.
 */
export const cashHandovers = pgTable(
  'cash_handovers',
  {
    id: serial('id').primaryKey(),
    /** Null once the technician's account is gone; the handover stays in the shop's books. */
    technicianId: integer('technician_id').references(() => technicians.id, { onDelete: 'set null' }),
    /** Paise, above zero, never more than the technician held when it was recorded. */
    amount: integer('amount').notNull(),
    /** The India date the cash changed hands. */
    handedOn: date('handed_on').notNull(),
    /** The person at the shop who took it, as the admin wrote it. */
    receivedBy: text('received_by').notNull(),
    note: text('note'),
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('cash_handovers_technician_idx').on(t.technicianId, t.handedOn),
    check('cash_handovers_amount_positive', sql`${t.amount} > 0`),
  ],
);
