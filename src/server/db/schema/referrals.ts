import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { bookings } from './bookings';
import { referralStatus } from './enums';
import { createdAt, updatedAt } from './timestamps';

// A referral: a booking made with someone's code, its ₹50 discount and the referrer's reward.

export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    referrerUserId: text('referrer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredUserId: text('referred_user_id').references(() => users.id, { onDelete: 'set null' }),
    referralCode: text('referral_code').notNull(),
    referredName: text('referred_name'),
    referredPhone: text('referred_phone'),
    /**
     * The verified phone (+91XXXXXXXXXX) and the mailbox (emailKey) that took this discount. Unique:
     * each gets one referral discount, ever (decision 007). Null on referrals older than the rule
     * whose phone or mailbox an earlier referral had already taken.
     */
    claimedPhone: text('claimed_phone'),
    claimedEmail: text('claimed_email'),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    status: referralStatus('status').notNull().default('pending'),
    rewardPaid: boolean('reward_paid').notNull().default(false),
    paymentDate: timestamp('payment_date', { withTimezone: true }),
    /** Paise. */
    paymentAmount: integer('payment_amount').notNull().default(5000),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('referrals_referrer_user_id_idx').on(t.referrerUserId),
    index('referrals_referred_user_id_idx').on(t.referredUserId),
    uniqueIndex('referrals_claimed_phone_unique').on(t.claimedPhone),
    uniqueIndex('referrals_claimed_email_unique').on(t.claimedEmail),
  ],
);
