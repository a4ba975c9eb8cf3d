import { asc, eq, sql } from 'drizzle-orm';
import type {
  AdminBrandRow,
  AdminCategoryRow,
  AdminRepairServiceRow,
} from '../../../shared/contracts/admin-catalogue';
import type { BrandInput, CategoryInput, RepairServiceInput } from '../../../shared/schemas/admin-catalogue';
import type { z } from 'zod';
import type {
  brandSchema,
  categorySchema,
  repairServiceSchema,
} from '../../../shared/schemas/admin-catalogue';
import { slugify } from '../../../shared/slug';
import type { Database } from '../../db/client';
import { brands, deviceCategories, devices, repairServices } from '../../db/schema/index';
import { isUniqueViolation } from '../../db/unique-violation';
import { withAdminAudit } from '../../domain/admin-audit';
import type { Transaction } from '../../domain/booking-lifecycle';
import { changeCatalogue } from '../../domain/catalogue-changes';
import { AppError } from '../../http/app-error';
import type { CatalogueCache } from '../../lib/catalogue-cache';

// Brands, device categories and repair services (SPEC sections 2 and 5): listed whole, created,
// edited, switched active or inactive, and deleted only while nothing uses them.

type Cache = Pick<CatalogueCache, 'invalidate'>;
type Brand = z.output<typeof brandSchema>;
type Category = z.output<typeof categorySchema>;
type RepairService = z.output<typeof repairServiceSchema>;
export type { BrandInput, CategoryInput, RepairServiceInput };

function found<T>(row: T | undefined, message: string): T {
  if (!row) throw new AppError('NOT_FOUND', message);
  return row;
}

/** What the save and delete of a brand, a category or a repair service need to know of it. */
interface Part<Row extends { id: number; name: string }> {
  subject: 'brand' | 'device_category' | 'repair_service';
  /** As a person says it: 'brand', 'category', 'repair service'. */
  label: string;
  nameConstraint: string;
  notFound: string;
  rows(db: Pick<Database, 'select'>, id?: number): Promise<Row[]>;
  /** Why it cannot be deleted yet, or null when nothing uses it. */
  inUse(row: Row): string | null;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

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

// The counts of what uses a row are correlated subqueries written out in full: drizzle leaves a lone
// table's columns unqualified, and an unqualified "id" inside the subquery would be the subquery's own.

// Brands

const BRAND_NOT_FOUND = 'Brand not found';

async function brandRows(db: Pick<Database, 'select'>, id?: number): Promise<AdminBrandRow[]> {
  const rows = await db
    .select({
      id: brands.id,
      name: brands.name,
      logoUrl: brands.logoUrl,
      websiteUrl: brands.websiteUrl,
      isActive: brands.isActive,
      deviceCount: sql<number>`(select count(*)::int from devices d where d.brand_id = brands.id)`,
    })
    .from(brands)
    .where(id === undefined ? undefined : eq(brands.id, id))
    .orderBy(asc(sql`lower(${brands.name})`));
  return rows.map((row) => ({ ...row, deviceCount: Number(row.deviceCount) }));
}

const brandPart: Part<AdminBrandRow> = {
  subject: 'brand',
  label: 'brand',
  nameConstraint: 'brands_name_unique',
  notFound: BRAND_NOT_FOUND,
  rows: brandRows,
  inUse: (row) =>
    row.deviceCount > 0
      ? `${row.name} still has ${plural(row.deviceCount, 'device')}. Deactivate the brand instead, or move or delete its devices first.`
      : null,
};

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

const CATEGORY_NOT_FOUND = 'Category not found';

async function categoryRows(db: Pick<Database, 'select'>, id?: number): Promise<AdminCategoryRow[]> {
  const rows = await db
    .select({
      id: deviceCategories.id,
      name: deviceCategories.name,
      description: deviceCategories.description,
      iconName: deviceCategories.iconName,
      isActive: deviceCategories.isActive,
      deviceCount: sql<number>`(select count(*)::int from devices d where d.category_id = device_categories.id)`,
    })
    .from(deviceCategories)
    .where(id === undefined ? undefined : eq(deviceCategories.id, id))
    .orderBy(asc(sql`lower(${deviceCategories.name})`));
  return rows.map((row) => ({ ...row, deviceCount: Number(row.deviceCount) }));
}

const categoryPart: Part<AdminCategoryRow> = {
  subject: 'device_category',
  label: 'category',
  nameConstraint: 'device_categories_name_unique',
  notFound: CATEGORY_NOT_FOUND,
  rows: categoryRows,
  inUse: (row) =>
    row.deviceCount > 0
      ? `${row.name} still has ${plural(row.deviceCount, 'device')}. Deactivate the category instead, or move or delete its devices first.`
      : null,
};

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

const SERVICE_NOT_FOUND = 'Repair service not found';

async function serviceRows(db: Pick<Database, 'select'>, id?: number): Promise<AdminRepairServiceRow[]> {
  const rows = await db
    .select({
      id: repairServices.id,
      slug: repairServices.slug,
      name: repairServices.name,
      description: repairServices.description,
      iconName: repairServices.iconName,
      diyGuideText: repairServices.diyGuideText,
      blogSlug: repairServices.blogSlug,
      translations: repairServices.translations,
      isActive: repairServices.isActive,
      pricedDeviceCount: sql<number>`(select count(*)::int from device_repair_pricing p where p.repair_service_id = repair_services.id)`,
    })
    .from(repairServices)
    .where(id === undefined ? undefined : eq(repairServices.id, id))
    .orderBy(asc(sql`lower(${repairServices.name})`));
  return rows.map((row) => ({ ...row, pricedDeviceCount: Number(row.pricedDeviceCount) }));
}

const servicePart: Part<AdminRepairServiceRow> = {
  subject: 'repair_service',
  label: 'repair service',
  nameConstraint: 'repair_services_name_unique',
  notFound: SERVICE_NOT_FOUND,
  rows: serviceRows,
  inUse: (row) =>
    row.pricedDeviceCount > 0
      ? `${row.name} is priced for ${plural(row.pricedDeviceCount, 'device')}. Deactivate the service instead, or delete its prices first.`
      : null,
};

export const listRepairServices = (db: Database) => serviceRows(db);

/** A new service's slug (its address in /devices?service=): from its name, numbered if taken. */
async function freeServiceSlug(db: Pick<Database, 'select'>, name: string): Promise<string> {
  const base = slugify(name) || 'repair';
  const taken = new Set(
    (
      await db
        .select({ slug: repairServices.slug })
        .from(repairServices)
        .where(sql`${repairServices.slug} = ${base} or ${repairServices.slug} like ${`${base}-%`}`)
    ).map((row) => row.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

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
  cache: Cache,
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
