import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBrand, createUser } from '../../../tests/factories';
import { createTestApp } from '../../../tests/test-app';
import { adminActions, brands } from '../db/schema/index';
import { withAdminAudit } from './admin-audit';

// An admin's write and its audit row land together or not at all (decision 037). The matrix proves
// every admin route records its row; this proves the row shares the write's fate.

const now = new Date('2026-11-22T04:00:00Z');
const { db, auth } = await createTestApp({ clock: () => now });
const admin = await createUser(auth, db, { role: 'admin', password: 'admin-pass-1' });

const rename = (id: number, name: string, fail: boolean) =>
  db.transaction((tx) =>
    withAdminAudit(
      tx,
      { id: admin.id, now },
      async () => {
        const [row] = await tx.update(brands).set({ name }).where(eq(brands.id, id)).returning();
        if (fail) throw new Error('the write failed after changing the row');
        return row!;
      },
      (row) => ({
        action: 'brand.updated',
        subjectType: 'brand',
        subjectId: row.id,
        details: { name: row.name },
      }),
    ),
  );
const auditOf = (id: number) =>
  db
    .select({ actor: adminActions.actorUserId, action: adminActions.action, details: adminActions.details })
    .from(adminActions)
    .where(eq(adminActions.subjectId, String(id)));

describe('withAdminAudit', () => {
  it('records a write that is made, with its admin, in its transaction', async () => {
    const brand = await createBrand(db, { name: 'Audit Before' });
    await rename(brand.id, 'Audit After', false);
    expect(await auditOf(brand.id)).toEqual([
      { actor: admin.id, action: 'brand.updated', details: { name: 'Audit After' } },
    ]);
  });

  it('leaves neither the change nor a row when the write fails', async () => {
    const brand = await createBrand(db, { name: 'Audit Kept' });
    await expect(rename(brand.id, 'Audit Lost', true)).rejects.toThrow('the write failed');
    const [stored] = await db.select({ name: brands.name }).from(brands).where(eq(brands.id, brand.id));
    expect(stored!.name).toBe('Audit Kept');
    expect(await auditOf(brand.id)).toEqual([]);
  });
});
