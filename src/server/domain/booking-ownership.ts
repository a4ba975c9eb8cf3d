import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { SignedInUser } from '../auth/signed-in-user';
import type { Database } from '../db/client';
import { bookings, technicians, users } from '../db/schema/index';

type Executor = Pick<Database, 'select'>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path's booking id can name a booking at all (anything else is simply not found). */
export function isBookingUuid(id: string): boolean {
  return uuidPattern.test(id);
}

/**
 * The bookings a signed-in person owns (spec decision 11): those made while signed in, plus guest
 * bookings made with their e-mail or phone, but only once the account has proven it owns them.
 */
export async function ownedBy(
  db: Executor,
  user: Pick<SignedInUser, 'id' | 'email' | 'phone'>,
): Promise<SQL> {
  const [account] = await db
    .select({ emailVerified: users.emailVerified, phoneVerified: users.phoneNumberVerified })
    .from(users)
    .where(eq(users.id, user.id));
  const guestMatches = [
    account?.emailVerified && user.email
      ? sql`lower(${bookings.email}) = ${user.email.toLowerCase()}`
      : undefined,
    account?.phoneVerified && user.phone ? eq(bookings.phone, user.phone) : undefined,
  ].filter((m) => m !== undefined);
  const guest = guestMatches.length > 0 ? and(isNull(bookings.userId), or(...guestMatches)) : undefined;
  return or(eq(bookings.userId, user.id), guest)!;
}

/** The technicians row of a signed-in technician, or null (jobs are matched by its id). */
export async function technicianIdOf(db: Executor, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ id: technicians.id })
    .from(technicians)
    .where(eq(technicians.userId, userId));
  return row?.id ?? null;
}
