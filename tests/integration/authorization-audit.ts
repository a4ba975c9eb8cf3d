import { gt, max } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { adminActions, bookingEvents } from '../../src/server/db/schema/index';
import type { Entry } from './authorization-setup';

// The authorization matrix's check of the admin audit (decision 037): every admin write that
// succeeds leaves a row naming the admin and what they did, and a refused one leaves none. Which
// routes are admin writes comes from the app's route table, so a new one is checked without a list.

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const succeeded = (status: number) => status >= 200 && status < 300;

/**
 * The admin writes among the matrix's rows: every write the route table has under /api/admin, and
 * any other write that only an admin's call makes.
 */
export function adminWrites(routes: readonly { method: string; path: string }[], matrix: Entry[]): Entry[] {
  const underAdmin = new Set(
    routes
      .filter((r) => writeMethods.has(r.method) && r.path.startsWith('/api/admin/'))
      .map((r) => `${r.method} ${r.path}`),
  );
  return matrix.filter((entry) => {
    if (!writeMethods.has(entry.method)) return false;
    if (underAdmin.has(`${entry.method} ${entry.route}`)) return true;
    const { admin, ...others } = entry.expected;
    return succeeded(admin) && !Object.values(others).some(succeeded);
  });
}

/** Where the audit stands before a call: the last row of each of its tables. */
export async function auditMark(db: Database): Promise<{ action: number; event: number }> {
  const [actions] = await db.select({ last: max(adminActions.id) }).from(adminActions);
  const [events] = await db.select({ last: max(bookingEvents.id) }).from(bookingEvents);
  return { action: actions?.last ?? 0, event: events?.last ?? 0 };
}

/**
 * What the audit gained since `mark`, each with its actor: admin_actions rows by their action, and
 * booking events as 'booking_event.<new status>'.
 */
export async function auditSince(
  db: Database,
  mark: { action: number; event: number },
): Promise<{ actor: string | null; action: string }[]> {
  const actions = await db
    .select({ actor: adminActions.actorUserId, action: adminActions.action })
    .from(adminActions)
    .where(gt(adminActions.id, mark.action));
  const events = await db
    .select({ actor: bookingEvents.actorUserId, to: bookingEvents.toStatus })
    .from(bookingEvents)
    .where(gt(bookingEvents.id, mark.event));
  return [...actions, ...events.map((e) => ({ actor: e.actor, action: `booking_event.${e.to}` }))];
}
