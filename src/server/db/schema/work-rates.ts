import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './timestamps';

/**
 * The rate card for work the catalogue does not list (decision 060): the admin names each kind of work
 * and sets its price and warranty; at the door the technician describes the work in their own words
 * and picks the rate, and never types a price.
 */
export const workRates = pgTable(
  'work_rates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    /** Paise, what the customer pays for one line at this rate. */
    priceAmount: integer('price_amount').notNull(),
    warrantyDays: integer('warranty_days').notNull().default(30),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('work_rates_price_positive', sql`${t.priceAmount} > 0`),
    check('work_rates_warranty_nonnegative', sql`${t.warrantyDays} >= 0`),
  ],
);
