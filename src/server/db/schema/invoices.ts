import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { InvoiceLine, InvoiceParty, InvoiceShop } from '../../../shared/contracts/invoice';
import type { IndianStateName } from '../../../shared/indian-states';
import { bookings } from './bookings';
import { paymentMethod } from './enums';

/**
 * The last number each series has given in each financial year (decision 062): the next document
 * takes it plus one under the row's lock, in the transaction that issues it, so numbers are
 * consecutive with no gaps (a rolled-back issue gives its number back).
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.series, t.financialYear] }),
    check('document_counters_last_number_positive', sql`${t.lastNumber} > 0`),
  ],
);

/**
 * A booking's invoice, issued with its completion (decision 062): everything it prints is kept as it
 * was at that moment (the shop, the customer, the lines and their tax), so it reads the same for ever
 * and is never edited; a refund is a credit note against it.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id),
    /** INV/26-27/000123: unique, consecutive within its financial year. */
    number: text('number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    /** A Tax Invoice from a shop with a GSTIN; a Bill of Supply, with no tax, from one without. */
    kind: text('kind', { enum: ['tax_invoice', 'bill_of_supply'] }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    shop: jsonb('shop').$type<InvoiceShop>().notNull(),
    customer: jsonb('customer').$type<InvoiceParty>().notNull(),
    placeOfSupply: text('place_of_supply').$type<IndianStateName>().notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    /** Paise: what the customer pays (the sum of the lines), its taxable value and each tax. */
    total: integer('total').notNull(),
    taxableValue: integer('taxable_value').notNull(),
    cgst: integer('cgst').notNull(),
    sgst: integer('sgst').notNull(),
    igst: integer('igst').notNull(),
    paymentMethod: paymentMethod('payment_method'),
  },
  (t) => [
    index('invoices_issued_at_idx').on(t.issuedAt, t.id),
    check('invoices_number_length', sql`char_length(${t.number}) <= 16`),
    check('invoices_kind_valid', sql`${t.kind} IN ('tax_invoice', 'bill_of_supply')`),
    check('invoices_sequence_positive', sql`${t.sequence} > 0`),
    check('invoices_amounts_add_up', sql`${t.taxableValue} + ${t.cgst} + ${t.sgst} + ${t.igst} = ${t.total}`),
    check(
      'invoices_amounts_nonnegative',
      sql`${t.taxableValue} >= 0 AND ${t.cgst} >= 0 AND ${t.sgst} >= 0 AND ${t.igst} >= 0`,
    ),
  ],
);
