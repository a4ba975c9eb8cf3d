import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { PHONE_PROOF_VALIDITY_MINUTES } from '../../shared/constants';
import type { Database } from '../db/client';
import { phoneProofs } from '../db/schema/index';

// A phone number proved for one booking (decision 007): the customer typed back the code sent to it,
// and holds this proof's token until the booking that takes a referral discount uses it up. It signs
// nobody in. The token is 32 random bytes, so an unkeyed hash is enough to keep a copy of the table
// from being usable.

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Records that `phone` (+91XXXXXXXXXX) was proved now; returns the token the form keeps. */
export async function createPhoneProof(
  db: Executor,
  phone: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + PHONE_PROOF_VALIDITY_MINUTES * 60_000);
  // Proofs past their time are of no use to anyone: they go as new ones come.
  await db.delete(phoneProofs).where(lt(phoneProofs.expiresAt, now));
  await db.insert(phoneProofs).values({ phone, tokenHash: hashOf(token), expiresAt, createdAt: now });
  return { token, expiresAt };
}

/** The phone a token proves, while it is unexpired and unused; null for anything else. */
export async function provenPhone(
  db: Pick<Database, 'select'>,
  token: string | undefined,
  now: Date,
): Promise<string | null> {
  if (!token) return null;
  const [row] = await db
    .select({ phone: phoneProofs.phone })
    .from(phoneProofs)
    .where(
      and(
        eq(phoneProofs.tokenHash, hashOf(token)),
        isNull(phoneProofs.usedAt),
        gt(phoneProofs.expiresAt, now),
      ),
    );
  return row?.phone ?? null;
}

/**
 * Uses the proof up for a booking to `phone`, inside the booking's transaction (rolled back with it).
 * False when the token does not prove this phone now, or another booking used it first.
 */
export async function spendPhoneProof(
  tx: Pick<Database, 'update'>,
  token: string | undefined,
  phone: string,
  now: Date,
): Promise<boolean> {
  if (!token) return false;
  const used = await tx
    .update(phoneProofs)
    .set({ usedAt: now })
    .where(
      and(
        eq(phoneProofs.tokenHash, hashOf(token)),
        eq(phoneProofs.phone, phone),
        isNull(phoneProofs.usedAt),
        gt(phoneProofs.expiresAt, now),
      ),
    )
    .returning({ id: phoneProofs.id });
  return used.length > 0;
}
