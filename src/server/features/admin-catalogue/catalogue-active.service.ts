import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands, deviceCategories, devices, repairServices } from '../../db/schema/index';
import { withAdminAudit } from '../../domain/admin-audit';
import { changeCatalogue } from '../../domain/catalogue-changes';
import type { CatalogueCache } from '../../lib/catalogue-cache';
import { BRAND_NOT_FOUND, CATEGORY_NOT_FOUND, SERVICE_NOT_FOUND, found } from './catalogue-part-rows';

// The active toggle of every catalogue table

const activeTables = {
  brand: { table: brands, notFound: BRAND_NOT_FOUND },
  device_category: { table: deviceCategories, notFound: CATEGORY_NOT_FOUND },
  repair_service: { table: repairServices, notFound: SERVICE_NOT_FOUND },
  device: { table: devices, notFound: 'Device not found' },
} as const;
export type ActiveSubject = keyof typeof activeTables;

/**
 * Switches a brand, category, service or device on or off. An inactive one disappears from the
 * customer's catalogue (with everything under it) but keeps its history and can come back.
 */
export async function setCatalogueActive(
  db: Database,
  cache: Pick<CatalogueCache, 'invalidate'>,
  adminId: string,
  subject: ActiveSubject,
  id: number,
  isActive: boolean,
  now: Date,
): Promise<void> {
  const { table, notFound } = activeTables[subject];
  await changeCatalogue(db, cache, (tx) =>
    withAdminAudit(
      tx,
      { id: adminId, now },
      async () => {
        const [row] = await tx
          .update(table)
          .set({ isActive, updatedAt: now })
          .where(eq(table.id, id))
          .returning({ id: table.id, name: table.name });
        return found(row, notFound);
      },
      (row) => ({
        action: `${subject}.${isActive ? 'activated' : 'deactivated'}`,
        subjectType: subject,
        subjectId: id,
        details: { name: row.name },
      }),
    ),
  );
}
