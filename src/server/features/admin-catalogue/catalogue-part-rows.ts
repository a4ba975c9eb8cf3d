import { asc, eq, sql } from 'drizzle-orm';
import type {
  AdminBrandRow,
  AdminCategoryRow,
  AdminRepairServiceRow,
} from '../../../shared/contracts/admin-catalogue';
import { slugify } from '../../../shared/slug';
import type { Database } from '../../db/client';
import { brands, deviceCategories, repairServices } from '../../db/schema/index';
import { AppError } from '../../http/app-error';

// How the admin's catalogue reads a brand, a device category and a repair service, and when one is
// still in use: what their saves, deletes and lists share.

export function found<T>(row: T | undefined, message: string): T {
  if (!row) throw new AppError('NOT_FOUND', message);
  return row;
}

/** What the save and delete of a brand, a category or a repair service need to know of it. */
export interface Part<Row extends { id: number; name: string }> {
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

// The counts of what uses a row are correlated subqueries written out in full: drizzle leaves a lone
// table's columns unqualified, and an unqualified "id" inside the subquery would be the subquery's own.

export const BRAND_NOT_FOUND = 'Brand not found';

export async function brandRows(db: Pick<Database, 'select'>, id?: number): Promise<AdminBrandRow[]> {
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

export const brandPart: Part<AdminBrandRow> = {
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

// Device categories

export const CATEGORY_NOT_FOUND = 'Category not found';

export async function categoryRows(db: Pick<Database, 'select'>, id?: number): Promise<AdminCategoryRow[]> {
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

export const categoryPart: Part<AdminCategoryRow> = {
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

// Repair services

export const SERVICE_NOT_FOUND = 'Repair service not found';

export async function serviceRows(
  db: Pick<Database, 'select'>,
  id?: number,
): Promise<AdminRepairServiceRow[]> {
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
      sacCode: repairServices.sacCode,
      gstRate: repairServices.gstRate,
      isActive: repairServices.isActive,
      pricedDeviceCount: sql<number>`(select count(*)::int from device_repair_pricing p where p.repair_service_id = repair_services.id)`,
    })
    .from(repairServices)
    .where(id === undefined ? undefined : eq(repairServices.id, id))
    .orderBy(asc(sql`lower(${repairServices.name})`));
  return rows.map((row) => ({ ...row, pricedDeviceCount: Number(row.pricedDeviceCount) }));
}

export const servicePart: Part<AdminRepairServiceRow> = {
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

/** A new service's slug (its address in /devices?service=): from its name, numbered if taken. */
export async function freeServiceSlug(db: Pick<Database, 'select'>, name: string): Promise<string> {
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
