import { desc, eq } from 'drizzle-orm';
import type { ContactSubmissionView } from '../../../shared/contracts/contact';
import type { Database } from '../../db/client';
import { contactSubmissions } from '../../db/schema/index';
import { withAdminAudit } from '../../domain/admin-audit';
import { AppError } from '../../http/app-error';

type Row = typeof contactSubmissions.$inferSelect;
const toView = ({ id, name, email, phone, message, status, createdAt }: Row): ContactSubmissionView => ({
  id,
  name,
  email,
  phone,
  message,
  status,
  createdAt: createdAt.toISOString(),
});

/** The contact inbox, newest first. */
export async function listSubmissions(db: Database): Promise<ContactSubmissionView[]> {
  const rows = await db
    .select()
    .from(contactSubmissions)
    .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id));
  return rows.map(toView);
}

/** Marks a message read, recorded with the admin who read it. */
export async function markSubmissionRead(
  db: Database,
  adminId: string,
  id: number,
  now: Date,
): Promise<ContactSubmissionView> {
  return db.transaction(async (tx) => {
    const row = await withAdminAudit(
      tx,
      { id: adminId, now },
      async () => {
        const [updated] = await tx
          .update(contactSubmissions)
          .set({ status: 'read', updatedAt: now })
          .where(eq(contactSubmissions.id, id))
          .returning();
        if (!updated) throw new AppError('NOT_FOUND', 'Message not found');
        return updated;
      },
      (updated) => ({
        action: 'contact_submission.read',
        subjectType: 'contact_submission',
        subjectId: id,
        details: { name: updated.name },
      }),
    );
    return toView(row);
  });
}

/** Deletes a message; the record keeps the sender's name, since the message itself is gone. */
export async function deleteSubmission(db: Database, adminId: string, id: number, now: Date): Promise<void> {
  await db.transaction((tx) =>
    withAdminAudit(
      tx,
      { id: adminId, now },
      async () => {
        const [deleted] = await tx
          .delete(contactSubmissions)
          .where(eq(contactSubmissions.id, id))
          .returning({ name: contactSubmissions.name });
        if (!deleted) throw new AppError('NOT_FOUND', 'Message not found');
        return deleted;
      },
      (deleted) => ({
        action: 'contact_submission.deleted',
        subjectType: 'contact_submission',
        subjectId: id,
        details: { name: deleted.name },
      }),
    ),
  );
}
