import type { Database } from '../db/client';
import { adminActions } from '../db/schema/index';

// Every admin write is recorded with the admin who made it (decision 037). Each write runs inside
// `withAdminAudit`, in its own transaction, which inserts the audit row after it in that transaction:
// a write that fails leaves no row, a write that is made always has one. Booking status changes and
// assignments are the booking's own events (booking_events), written by the booking lifecycle.

type Executor = Pick<Database, 'insert'>;

export type AdminActionSubject =
  | 'booking'
  | 'referral'
  | 'technician'
  | 'user'
  | 'contact_submission'
  | 'brand'
  | 'device_category'
  | 'repair_service'
  | 'device'
  | 'device_repair_pricing'
  | 'image'
  | 'work_rate';

/** The admin making a write, and the time the request is judged by. */
export interface AdminAuthor {
  id: string;
  now: Date;
}

/** What an admin's write did, as its audit row says it. */
export interface AdminAction {
  /** A dotted verb: 'booking.deleted', 'referral.paid', 'technician.password_reset'... */
  action: string;
  subjectType: AdminActionSubject;
  subjectId: string | number;
  /** What a reader needs once the subject is gone; never a password or a code. */
  details?: Record<string, unknown>;
}

/**
 * Runs an admin's `write` in the transaction `tx` and records it: `describe` says, from what the
 * write returned, what it did. The audit row is inserted only here, so no admin write has another way
 * to be recorded, and none returns without its row.
 */
export async function withAdminAudit<T>(
  tx: Executor,
  admin: AdminAuthor,
  write: () => Promise<T>,
  describe: (result: T) => AdminAction,
): Promise<T> {
  const result = await write();
  const action = describe(result);
  await tx.insert(adminActions).values({
    actorUserId: admin.id,
    action: action.action,
    subjectType: action.subjectType,
    subjectId: String(action.subjectId),
    details: action.details ?? {},
    createdAt: admin.now,
  });
  return result;
}
