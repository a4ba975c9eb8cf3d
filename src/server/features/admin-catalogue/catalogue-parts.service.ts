import { eq } from 'drizzle-orm';
import type { BrandInput, CategoryInput, RepairServiceInput } from '../../../shared/schemas/admin-catalogue';
import type { z } from 'zod';
import type {
  brandSchema,
  categorySchema,
  repairServiceSchema,
} from '../../../shared/schemas/admin-catalogue';
import type { Database } from '../../db/client';
import { brands, deviceCategories, repairServices } from '../../db/schema/index';
import { isUniqueViolation } from '../../db/unique-violation';
import { withAdminAudit } from '../../domain/admin-audit';
import type { Transaction } from '../../domain/booking-lifecycle';
import { changeCatalogue } from '../../domain/catalogue-changes';
import { AppError } from '../../http/app-error';
import type { CatalogueCache } from '../../lib/catalogue-cache';
import {
  brandPart,
  brandRows,
  categoryPart,
  categoryRows,
  found,
  freeServiceSlug,
  type Part,
  servicePart,
  serviceRows,
} from './catalogue-part-rows';

// Brands, device categories and repair services (SPEC sections 2 and 5): listed whole, created,
// edited and deleted only while nothing uses them; switched active or inactive by
// catalogue-active.service.ts.

type Cache = Pick<CatalogueCache, 'invalidate'>;
type Brand = z.output<typeof brandSchema>;
type Category = z.output<typeof categorySchema>;
type RepairService = z.output<typeof repairServiceSchema>;
export type { BrandInput, CategoryInput, RepairServiceInput };

/**
 * Writes a new or changed row with its audit line and announcement; a clash with another row's name
 * becomes the name field's message. `write` inserts or updates and returns the row's id.
 */
async function saveRow<Row extends { id: number; name: string }>(
  db: Database,
  cache: Cache,
  part: Part<Row>,
  audit: { adminId: string; now: Date; creating: boolean },
  write: (tx: Transaction) => Promise<{ id: number; name: string } | undefined>,
): Promise<Row> {
  try {
    return await changeCatalogue(db, cache, async (tx) => {
      const saved = await withAdminAudit(
        tx,
        { id: audit.adminId, now: audit.now },
        async () => found(await write(tx), part.notFound),
        (row) => ({
          action: `${part.subject}.${audit.creating ? 'created' : 'updated'}`,
          subjectType: part.subject,
          subjectId: row.id,
          details: { name: row.name },
        }),
      );
      return found((await part.rows(tx, saved.id))[0], part.notFound);
    });
  } catch (error) {
    if (isUniqueViolation(error, part.nameConstraint)) {
      const message = `A ${part.label} with this name already exists.`;
      throw new AppError('CONFLICT', message, { name: message });
    }
    throw error;
  }
}

/** Deletes a row nothing uses; one in use is refused with the way out (deactivate it). */
async function deleteRow<Row extends { id: number; name: string }>(
  db: Database,
  cache: Cache,
  part: Part<Row>,
  audit: { adminId: string; now: Date },
  id: number,
  remove: (tx: Transaction) => Promise<unknown>,
): Promise<void> {
  await changeCatalogue(db, cache, async (tx) => {
    const row = found((await part.rows(tx, id))[0], part.notFound);
    const reason = part.inUse(row);
    if (reason) throw new AppError('IN_USE', reason);
    await withAdminAudit(
      tx,
      { id: audit.adminId, now: audit.now },
      () => remove(tx),
      () => ({
        action: `${part.subject}.deleted`,
        subjectType: part.subject,
        subjectId: id,
        details: { name: row.name },
      }),
    );
  });
}

// Brands

export const listBrands = (db: Database) => brandRows(db);

export const saveBrand = (
  db: Database,
  cache: Cache,
  adminId: string,
  input: Brand,
  now: Date,
  id?: number,
) =>
  saveRow(db, cache, brandPart, { adminId, now, creating: id === undefined }, async (tx) => {
    const [row] =
      id === undefined
        ? await tx
            .insert(brands)
            .values({ ...input, createdAt: now, updatedAt: now })
            .returning()
        : await tx
            .update(brands)
            .set({ ...input, updatedAt: now })
            .where(eq(brands.id, id))
            .returning();
    return row;
  });

export const deleteBrand = (db: Database, cache: Cache, adminId: string, id: number, now: Date) =>
  deleteRow(db, cache, brandPart, { adminId, now }, id, (tx) => tx.delete(brands).where(eq(brands.id, id)));

// Device categories

export const listCategories = (db: Database) => categoryRows(db);

export const saveCategory = (
  db: Database,
  cache: Cache,
  adminId: string,
  input: Category,
  now: Date,
  id?: number,
) =>
  saveRow(db, cache, categoryPart, { adminId, now, creating: id === undefined }, async (tx) => {
    const [row] =
      id === undefined
        ? await tx
            .insert(deviceCategories)
            .values({ ...input, createdAt: now, updatedAt: now })
            .returning()
        : await tx
            .update(deviceCategories)
            .set({ ...input, updatedAt: now })
            .where(eq(deviceCategories.id, id))
            .returning();
    return row;
  });

export const deleteCategory = (db: Database, cache: Cache, adminId: string, id: number, now: Date) =>
  deleteRow(db, cache, categoryPart, { adminId, now }, id, (tx) =>
    tx.delete(deviceCategories).where(eq(deviceCategories.id, id)),
  );

// Repair services

export const listRepairServices = (db: Database) => serviceRows(db);

export const saveRepairService = (
  db: Database,
  cache: Cache,
  adminId: string,
  input: RepairService,
  now: Date,
  id?: number,
) =>
  saveRow(db, cache, servicePart, { adminId, now, creating: id === undefined }, async (tx) => {
    // The slug stays as made: links to /devices?service={slug} keep working after a rename.
    const [row] =
      id === undefined
        ? await tx
            .insert(repairServices)
            .values({ ...input, slug: await freeServiceSlug(tx, input.name), createdAt: now, updatedAt: now })
            .returning()
        : await tx
            .update(repairServices)
            .set({ ...input, updatedAt: now })
            .where(eq(repairServices.id, id))
            .returning();
    return row;
  });

export const deleteRepairService = (db: Database, cache: Cache, adminId: string, id: number, now: Date) =>
  deleteRow(db, cache, servicePart, { adminId, now }, id, (tx) =>
    tx.delete(repairServices).where(eq(repairServices.id, id)),
  );
