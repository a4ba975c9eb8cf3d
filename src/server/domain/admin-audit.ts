import type { Database } from '../db/client';
import { adminActions } from '../db/schema/index';

// Every admin write is recorded with the admin who made it (issue: "every admin write is recorded
// with the acting admin"). Booking status changes and assignments are booking_events rows; the
// other writes call this inside their own transaction, so the record and the change land together.

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
  | 'image';

export interface AdminAction {
  actorUserId: string;
  /** A dotted verb: 'booking.deleted', 'referral.paid', 'technician.password_reset'... */
  action: string;
  subjectType: AdminActionSubject;
  subjectId: string | number;
  /** What a reader needs once the subject is gone; never a password or a code. */
  details?: Record<string, unknown>;
  now: Date;
}

export async function recordAdminAction(tx: Executor, action: AdminAction): Promise<void> {
  await tx.insert(adminActions).values({
    actorUserId: action.actorUserId,
    action: action.action,
    subjectType: action.subjectType,
    subjectId: String(action.subjectId),
    details: action.details ?? {},
    createdAt: action.now,
  });
}
