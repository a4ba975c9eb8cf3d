import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { InvoiceLine } from '../../../shared/contracts/invoice';
import { ledgerMethods } from '../../../shared/schemas/booking-money';
import { users } from './auth';
import { bookings } from './bookings';
import { invoices } from './invoices';
import { technicians } from './people';

/**
 * A credit note (decision 063): a refund, full or part, against a booking's invoice, with its own
 * number series (CN/26-27/000001). Its lines are the invoice's, in proportion, taxed the same way; the
 * invoice itself is never edited.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    number: text('number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    issuedBy: text('issued_by').references(() => users.id, { onDelete: 'set null' }),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    /** Paise credited, and its taxable value and each tax. */
    total: integer('total').notNull(),
    taxableValue: integer('taxable_value').notNull(),
    cgst: integer('cgst').notNull(),
    sgst: integer('sgst').notNull(),
    igst: integer('igst').notNull(),
  },
  (t) => [
    index('credit_notes_invoice_id_idx').on(t.invoiceId),
    index('credit_notes_issued_at_idx').on(t.issuedAt, t.id),
    check('credit_notes_number_length', sql`char_length(${t.number}) <= 16`),
    check('credit_notes_total_positive', sql`${t.total} > 0`),
    check(
      'credit_notes_amounts_add_up',
      sql`${t.taxableValue} + ${t.cgst} + ${t.sgst} + ${t.igst} = ${t.total}`,
    ),
  ],
);

/**
 * Every rupee that changes hands over a booking (decision 063): what the technician took at the door,
 * a later payment, or a refund. Rows are only added: a booking's balance is its invoice (or total) less
 * its credit notes, less the payments, plus the refunds.
 */
export const bookingPayments = pgTable(
  'booking_payments',
  {
    id: serial('id').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    kind: text('kind', { enum: ['payment', 'refund'] }).notNull(),
    method: text('method', { enum: ledgerMethods }).notNull(),
    /** Paise, always above zero: a refund's kind says which way it went. */
    amount: integer('amount').notNull(),
    /** A UPI payment's 12-digit reference, or the admin's note of another method's. */
    reference: text('reference'),
    note: text('note'),
    /** Who recorded it: the technician at the door, or an admin. */
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    /** Cash the technician took and holds until they hand it over. */
    technicianId: integer('technician_id').references(() => technicians.id, { onDelete: 'set null' }),
    creditNoteId: integer('credit_note_id').references(() => creditNotes.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('booking_payments_booking_id_idx').on(t.bookingId),
    index('booking_payments_technician_idx').on(t.technicianId, t.recordedAt),
    index('booking_payments_recorded_at_idx').on(t.recordedAt, t.id),
    check('booking_payments_amount_positive', sql`${t.amount} > 0`),
    check('booking_payments_kind_valid', sql`${t.kind} IN ('payment', 'refund')`),
    check('booking_payments_method_valid', sql`${t.method} IN ('cash', 'upi', 'other')`),
  ],
);
