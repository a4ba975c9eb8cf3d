import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// A phone number proved by a code sent to it (a `phone_proof` one-time code), for a guest's referral
// discount: the booking form holds the proof's token, and the booking that takes the discount uses it
// up (decision 007). Only a hash of the token is stored. Nobody is signed in by it.
export const phoneProofs = pgTable(
  'phone_proofs',
  {
    id: serial('id').primaryKey(),
    /** +91XXXXXXXXXX */
    phone: text('phone').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set by the booking that took a referral discount with it. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('phone_proofs_expires_at_idx').on(t.expiresAt)],
);
