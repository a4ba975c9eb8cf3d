import { index, integer, pgEnum, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const codeChannel = pgEnum('code_channel', ['email', 'sms']);
/**
 * sign_in: a 6-digit code typed back; email_link: a long token in a confirmation link; phone_proof: a
 * 6-digit code that proves a phone number for one booking's referral discount, without signing in.
 */
export const codePurpose = pgEnum('code_purpose', ['sign_in', 'email_link', 'phone_proof']);

// One-time codes and confirmation links of our own rules (see docs/decisions/005). Only a keyed hash
// of the code is stored. Every row is also a record of one send, which the send caps count.
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    channel: codeChannel('channel').notNull(),
    purpose: codePurpose('purpose').notNull(),
    /** A lower-case e-mail address or a +91 number. */
    identifier: text('identifier').notNull(),
    codeHash: text('code_hash').notNull(),
    /** The name given when the code creates an account. */
    fullName: text('full_name'),
    /** Wrong tries from all networks together; each network's own are in `code_wrong_tries`. */
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when used, or when a newer code replaces it. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    requestedFrom: text('requested_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('one_time_codes_identifier_created_idx').on(t.identifier, t.createdAt),
    index('one_time_codes_requested_from_created_idx').on(t.requestedFrom, t.createdAt),
    index('one_time_codes_code_hash_idx').on(t.codeHash),
  ],
);

// Wrong tries at one code from one client network (decision 028): a network that has used up its tries
// kills the code for itself only, so a stranger's guesses never spend the person's own.
export const codeWrongTries = pgTable(
  'code_wrong_tries',
  {
    codeId: integer('code_id')
      .notNull()
      .references(() => oneTimeCodes.id, { onDelete: 'cascade' }),
    /** The client's network (IPv4 /24, IPv6 /64). */
    clientBucket: text('client_bucket').notNull(),
    tries: integer('tries').notNull(),
  },
  (t) => [primaryKey({ columns: [t.codeId, t.clientBucket] })],
);

// Consecutive wrong codes per identifier, across codes: a new code does not reset it, a right code
// does, and so does a pause without a wrong one. Each identifier has one row per client network that
// guessed wrong (which that network's lock applies to) and one overall row (`client_bucket` ''), whose
// much higher cap locks the identifier everywhere (decision 005).
export const codeFailures = pgTable(
  'code_failures',
  {
    identifier: text('identifier').notNull(),
    /** The client's network (IPv4 /24, IPv6 /64), or '' for the count over all networks. */
    clientBucket: text('client_bucket').notNull().default(''),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.identifier, t.clientBucket] })],
);
