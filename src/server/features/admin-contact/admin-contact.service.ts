import { desc, eq } from 'drizzle-orm';
import type { ContactSubmissionView } from '../../../shared/contracts/contact';
import type { Database } from '../../db/client';
import { contactSubmissions } from '../../db/schema/index';
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

export async function markSubmissionRead(
  db: Database,
  id: number,
  now: Date,
): Promise<ContactSubmissionView> {
  const [row] = await db
    .update(contactSubmissions)
    .set({ status: 'read', updatedAt: now })
    .where(eq(contactSubmissions.id, id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'Message not found');
  return toView(row);
}

export async function deleteSubmission(db: Database, id: number): Promise<void> {
  const deleted = await db
    .delete(contactSubmissions)
    .where(eq(contactSubmissions.id, id))
    .returning({ id: contactSubmissions.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Message not found');
}
