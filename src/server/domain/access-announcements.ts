import { sql } from 'drizzle-orm';
import type { AccessChange } from '../notifications/live-updates';
import { ACCESS_CHANGES_CHANNEL } from '../notifications/live-updates';
import type { Transaction } from './booking-lifecycle';

// A person's roles changed: every live stream they hold, on every process, ends at the commit of the
// change, and the page's new stream is heard with the new roles (decision 031). Ended sessions need
// no call: the sessions table announces each one it deletes.

/** Announces at the commit of `tx` that `userId`'s live streams must end. */
export async function announceAccessChange(tx: Pick<Transaction, 'execute'>, userId: string): Promise<void> {
  const change: AccessChange = { userId, sessionId: null };
  await tx.execute(sql`select pg_notify(${ACCESS_CHANGES_CHANNEL}, ${JSON.stringify(change)})`);
}
