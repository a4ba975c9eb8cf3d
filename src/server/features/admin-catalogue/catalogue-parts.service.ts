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
import { recordAdminAction } from '../../domain/admin-audit';
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

const nameTaken = (what: string) =>
  new AppError('CONFLICT', `A ${what} with this name already exists.`, {
    name: `A ${what} with this name already exists.`,
  });

/** Runs a write that may clash with a unique name; the clash becomes the name field's message. */
async function withUniqueName<T>(write: () => Promise<T>, constraint: string, what: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) throw nameTaken(what);
    throw error;
  }
}

function found<T>(row: T | undefined, message: string): T {
  if (!row) throw new AppError('NOT_FOUND', message);
  return row;
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

export const listBrands = (db: Database) => brandRows(db);
const brandRow = async (db: Pick<Database, 'select'>, id: number) =>
  found((await brandRows(db, id))[0], BRAND_NOT_FOUND);

export async function saveBrand(
  db: Database,
  cache: Cache,
  adminId: string,
  input: Brand,
  now: Date,
  id?: number,
): Promise<AdminBrandRow> {
  return withUniqueName(
    () =>
      changeCatalogue(db, cache, async (tx) => {
        const [saved] =
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
        const row = found(saved, BRAND_NOT_FOUND);
        await recordAdminAction(tx, {
          actorUserId: adminId,
          action: id === undefined ? 'brand.created' : 'brand.updated',
          subjectType: 'brand',
          subjectId: row.id,
          details: { name: row.name },
          now,
        });
        return brandRow(tx, row.id);
      }),
    'brands_name_unique',
    'brand',
  );
}

export async function deleteBrand(db: Database, cache: Cache, adminId: string, id: number, now: Date) {
  await changeCatalogue(db, cache, async (tx) => {
    const row = await brandRow(tx, id);
    if (row.deviceCount > 0) {
      throw new AppError(
        'IN_USE',
        `${row.name} still has ${row.deviceCount} device${row.deviceCount === 1 ? '' : 's'}. Deactivate the brand instead, or move or delete its devices first.`,
      );
    }
    await tx.delete(brands).where(eq(brands.id, id));
    await recordAdminAction(tx, {
      actorUserId: adminId,
      action: 'brand.deleted',
      subjectType: 'brand',
      subjectId: id,
      details: { name: row.name },
      now,
    });
  });
}

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

export const listCategories = (db: Database) => categoryRows(db);

export async function saveCategory(
  db: Database,
  cache: Cache,
  adminId: string,
  input: Category,
  now: Date,
  id?: number,
): Promise<AdminCategoryRow> {
  return withUniqueName(
    () =>
      changeCatalogue(db, cache, async (tx) => {
        const [saved] =
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
        const row = found(saved, CATEGORY_NOT_FOUND);
        await recordAdminAction(tx, {
          actorUserId: adminId,
          action: id === undefined ? 'device_category.created' : 'device_category.updated',
          subjectType: 'device_category',
          subjectId: row.id,
          details: { name: row.name },
          now,
        });
        return found((await categoryRows(tx, row.id))[0], CATEGORY_NOT_FOUND);
      }),
    'device_categories_name_unique',
    'category',
  );
}

export async function deleteCategory(db: Database, cache: Cache, adminId: string, id: number, now: Date) {
  await changeCatalogue(db, cache, async (tx) => {
    const row = found((await categoryRows(tx, id))[0], CATEGORY_NOT_FOUND);
    if (row.deviceCount > 0) {
      throw new AppError(
        'IN_USE',
        `${row.name} still has ${row.deviceCount} device${row.deviceCount === 1 ? '' : 's'}. Deactivate the category instead, or move or delete its devices first.`,
      );
    }
    await tx.delete(deviceCategories).where(eq(deviceCategories.id, id));
    await recordAdminAction(tx, {
      actorUserId: adminId,
      action: 'device_category.deleted',
      subjectType: 'device_category',
      subjectId: id,
      details: { name: row.name },
      now,
    });
  });
}

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
      isActive: repairServices.isActive,
      pricedDeviceCount: sql<number>`(select count(*)::int from device_repair_pricing p where p.repair_service_id = repair_services.id)`,
    })
    .from(repairServices)
    .where(id === undefined ? undefined : eq(repairServices.id, id))
    .orderBy(asc(sql`lower(${repairServices.name})`));
  return rows.map((row) => ({ ...row, pricedDeviceCount: Number(row.pricedDeviceCount) }));
}

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

export async function saveRepairService(
  db: Database,
  cache: Cache,
  adminId: string,
  input: RepairService,
  now: Date,
  id?: number,
): Promise<AdminRepairServiceRow> {
  return withUniqueName(
    () =>
      changeCatalogue(db, cache, async (tx) => {
        // The slug stays as made: links to /devices?service={slug} keep working after a rename.
        const [saved] =
          id === undefined
            ? await tx
                .insert(repairServices)
                .values({
                  ...input,
                  slug: await freeServiceSlug(tx, input.name),
                  createdAt: now,
                  updatedAt: now,
                })
                .returning()
            : await tx
                .update(repairServices)
                .set({ ...input, updatedAt: now })
                .where(eq(repairServices.id, id))
                .returning();
        const row = found(saved, SERVICE_NOT_FOUND);
        await recordAdminAction(tx, {
          actorUserId: adminId,
          action: id === undefined ? 'repair_service.created' : 'repair_service.updated',
          subjectType: 'repair_service',
          subjectId: row.id,
          details: { name: row.name },
          now,
        });
        return found((await serviceRows(tx, row.id))[0], SERVICE_NOT_FOUND);
      }),
    'repair_services_name_unique',
    'repair service',
  );
}

export async function deleteRepairService(
  db: Database,
  cache: Cache,
  adminId: string,
  id: number,
  now: Date,
) {
  await changeCatalogue(db, cache, async (tx) => {
    const row = found((await serviceRows(tx, id))[0], SERVICE_NOT_FOUND);
    if (row.pricedDeviceCount > 0) {
      throw new AppError(
        'IN_USE',
        `${row.name} is priced for ${row.pricedDeviceCount} device${row.pricedDeviceCount === 1 ? '' : 's'}. Deactivate the service instead, or delete its prices first.`,
      );
    }
    await tx.delete(repairServices).where(eq(repairServices.id, id));
    await recordAdminAction(tx, {
      actorUserId: adminId,
      action: 'repair_service.deleted',
      subjectType: 'repair_service',
      subjectId: id,
      details: { name: row.name },
      now,
    });
  });
}

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
  await changeCatalogue(db, cache, async (tx) => {
    const [row] = await tx
      .update(table)
      .set({ isActive, updatedAt: now })
      .where(eq(table.id, id))
      .returning({ id: table.id, name: table.name });
    found(row, notFound);
    await recordAdminAction(tx, {
      actorUserId: adminId,
      action: `${subject}.${isActive ? 'activated' : 'deactivated'}`,
      subjectType: subject,
      subjectId: id,
      details: { name: row!.name },
      now,
    });
  });
}
