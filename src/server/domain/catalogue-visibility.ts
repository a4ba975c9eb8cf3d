import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { brands, deviceCategories, devices } from '../db/schema/index';

// What customers can see of the catalogue: a device is shown only while it, its brand and its
// category are all active. The catalogue pages, booking and the sitemap read it from here.

/** The condition on devices joined with their brand and category. */
export const visibleDevice = and(
  eq(devices.isActive, true),
  eq(brands.isActive, true),
  eq(deviceCategories.isActive, true),
);

/** Slugs of every visible device, by name (the sitemap). */
export async function listVisibleDeviceSlugs(db: Pick<Database, 'select'>): Promise<string[]> {
  const rows = await db
    .select({ slug: devices.slug })
    .from(devices)
    .innerJoin(brands, eq(brands.id, devices.brandId))
    .innerJoin(deviceCategories, eq(deviceCategories.id, devices.categoryId))
    .where(visibleDevice)
    .orderBy(asc(devices.name));
  return rows.map((row) => row.slug);
}
