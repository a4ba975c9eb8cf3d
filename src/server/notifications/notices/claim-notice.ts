import { and, eq, notExists, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Transaction } from '../../domain/booking-lifecycle';
import { scheduledNotices } from '../../db/schema/index';

// A notice goes once: its row (kind, subject, India day) is written in the transaction that queues its
// messages. A second process, or a second look, finds the row and sends nothing; a transaction that
// fails leaves no row, and the notice goes at the next look.

export type NoticeKind = (typeof scheduledNotices.$inferSelect)['kind'];

/** Takes the notice for this process; false when it was already sent (or is being sent) elsewhere. */
export async function claimNotice(
  tx: Transaction,
  kind: NoticeKind,
  subject: string,
  day: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(scheduledNotices)
    .values({ kind, subject, day, sentAt: now })
    .onConflictDoNothing()
    .returning({ kind: scheduledNotices.kind });
  return rows.length > 0;
}

/** Whether no notice of this kind has been sent about `subject` (on `day`, when one is named). */
export function notNoticed(kind: NoticeKind, subject: SQL, day?: string): SQL {
  return notExists(
    sql`(select 1 from ${scheduledNotices} where ${and(
      eq(scheduledNotices.kind, kind),
      eq(scheduledNotices.subject, subject),
      ...(day === undefined ? [] : [eq(scheduledNotices.day, day)]),
    )})`,
  );
}
