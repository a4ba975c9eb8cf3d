import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminDevicePage, AdminDeviceRow } from '../../../shared/contracts/admin-catalogue';
import { fieldError } from '../../../shared/field-error';
import type {
  AdminDevicePageQuery,
  adminDeviceQuerySchema,
  deviceSchema,
} from '../../../shared/schemas/admin-catalogue';
import type { Database } from '../../db/client';
import { likeContains } from '../../db/like';
import { brands, deviceCategories, devices } from '../../db/schema/index';
import { isUniqueViolation } from '../../db/unique-violation';
import { withAdminAudit } from '../../domain/admin-audit';
import { changeCatalogue } from '../../domain/catalogue-changes';
import { AppError } from '../../http/app-error';
import { decodeCursor, encodeCursor } from '../../http/cursor';
import type { CatalogueCache } from '../../lib/catalogue-cache';

// Devices as the admin manages them (SPEC section 5's device form): every device, active or not,
// searched and filtered; saved with a unique slug; deleted with their prices.

type Cache = Pick<CatalogueCache, 'invalidate'>;
type Device = z.output<typeof deviceSchema>;
type DeviceQuery = z.output<typeof adminDeviceQuerySchema>;

const NOT_FOUND = 'Device not found';
const SLUG_TAKEN = 'Another device already has this slug. Please choose another.';

const byName = sql<string>`lower(${devices.name})`;

async function deviceRows(
  db: Pick<Database, 'select'>,
  where?: SQL,
  order: SQL[] = [asc(byName), asc(devices.id)],
  limit?: number,
): Promise<AdminDeviceRow[]> {
  const select = db
    .select({
      id: devices.id,
      name: devices.name,
      slug: devices.slug,
      modelNumber: devices.modelNumber,
      description: devices.description,
      imageUrl: devices.imageUrl,
      screenSize: devices.screenSize,
      storageOptions: devices.storageOptions,
      colorOptions: devices.colorOptions,
      brandId: devices.brandId,
      brandName: brands.name,
      categoryId: devices.categoryId,
      categoryName: deviceCategories.name,
      isActive: devices.isActive,
      popularity: devices.popularity,
      // Written out: drizzle leaves a lone table's columns unqualified, and the subquery's "id" would be its own.
      priceCount: sql<number>`(select count(*)::int from device_repair_pricing p where p.device_id = devices.id)`,
    })
    .from(devices)
    .innerJoin(brands, eq(brands.id, devices.brandId))
    .innerJoin(deviceCategories, eq(deviceCategories.id, devices.categoryId))
    .where(where)
    .orderBy(...order)
    .$dynamic();
  const rows = await (limit === undefined ? select : select.limit(limit));
  return rows.map((row) => ({ ...row, priceCount: Number(row.priceCount) }));
}

/** Every device matching the admin's search and filters, by name (the pickers' list). */
export function listAdminDevices(db: Database, query: DeviceQuery): Promise<AdminDeviceRow[]> {
  const conditions = deviceConditions(query);
  return deviceRows(db, conditions.length > 0 ? and(...conditions) : undefined);
}

/**
 * One page of the desk's device list after the cursor (its sort value and id), sorted by name or by
 * popularity, paged on the server like the bookings.
 */
export async function pageAdminDevices(db: Database, query: AdminDevicePageQuery): Promise<AdminDevicePage> {
  const conditions = deviceConditions(query);
  const popularity = query.sort === 'popularity';
  const key = popularity ? sql`${devices.popularity}` : byName;
  if (query.cursor) {
    const [value, id] = decodeCursor(query.cursor, { value: 'text' });
    if (!/^\d{1,9}$/.test(id) || (popularity && !Number.isInteger(value))) {
      throw new AppError('BAD_REQUEST', 'This list link is no longer valid. Please reload the list.');
    }
    const compare = query.dir === 'desc' ? sql`<` : sql`>`;
    const after = popularity ? sql`${Number(value)}::int` : sql`lower(${String(value)}::text)`;
    conditions.push(sql`(${key}, ${devices.id}) ${compare} (${after}, ${Number(id)}::int)`);
  }
  const direction = query.dir === 'desc' ? desc : asc;
  const rows = await deviceRows(
    db,
    conditions.length > 0 ? and(...conditions) : undefined,
    [direction(key), direction(devices.id)],
    query.limit + 1,
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    devices: page,
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor([popularity ? last.popularity : last.name, String(last.id)])
        : null,
  };
}

function deviceConditions(query: Omit<DeviceQuery, 'q'> & { q?: string | undefined }): SQL[] {
  const conditions: SQL[] = [];
  if (query.brandId !== undefined) conditions.push(eq(devices.brandId, query.brandId));
  if (query.categoryId !== undefined) conditions.push(eq(devices.categoryId, query.categoryId));
  if (query.active !== undefined) conditions.push(eq(devices.isActive, query.active === 'true'));
  if (query.q) {
    const pattern = likeContains(query.q);
    conditions.push(
      or(ilike(devices.name, pattern), ilike(devices.modelNumber, pattern), ilike(devices.slug, pattern))!,
    );
  }
  return conditions;
}

/** The brand and category must exist (they may be inactive: the device then stays hidden). */
async function checkParents(tx: Pick<Database, 'select'>, input: Device): Promise<void> {
  const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, input.brandId));
  const [category] = await tx
    .select({ id: deviceCategories.id })
    .from(deviceCategories)
    .where(eq(deviceCategories.id, input.categoryId));
  const fields: Record<string, string> = {};
  if (!brand) fields.brandId = fieldError('selectBrand');
  if (!category) fields.categoryId = fieldError('selectCategory');
  if (Object.keys(fields).length > 0)
    throw new AppError('VALIDATION_FAILED', 'Some fields are not valid', fields);
}

export async function saveDevice(
  db: Database,
  cache: Cache,
  adminId: string,
  input: Device,
  now: Date,
  id?: number,
): Promise<AdminDeviceRow> {
  try {
    return await changeCatalogue(db, cache, async (tx) => {
      await checkParents(tx, input);
      const saved = await withAdminAudit(
        tx,
        { id: adminId, now },
        async () => {
          const [row] =
            id === undefined
              ? await tx
                  .insert(devices)
                  .values({ ...input, createdAt: now, updatedAt: now })
                  .returning()
              : await tx
                  .update(devices)
                  .set({ ...input, updatedAt: now })
                  .where(eq(devices.id, id))
                  .returning();
          if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
          return row;
        },
        (row) => ({
          action: id === undefined ? 'device.created' : 'device.updated',
          subjectType: 'device',
          subjectId: row.id,
          details: { name: row.name, slug: row.slug },
        }),
      );
      return (await deviceRows(tx, eq(devices.id, saved.id)))[0]!;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'devices_slug_unique')) {
      throw new AppError('CONFLICT', SLUG_TAKEN, { slug: SLUG_TAKEN });
    }
    throw error;
  }
}

/**
 * Deletes a device with its prices and specifications (SPEC section 7). Bookings made for it keep
 * their device name, repairs and prices as they were booked.
 */
export async function deleteDevice(db: Database, cache: Cache, adminId: string, id: number, now: Date) {
  await changeCatalogue(db, cache, (tx) =>
    withAdminAudit(
      tx,
      { id: adminId, now },
      async () => {
        const [row] = await tx.delete(devices).where(eq(devices.id, id)).returning();
        if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
        return row;
      },
      (row) => ({
        action: 'device.deleted',
        subjectType: 'device',
        subjectId: id,
        details: { name: row.name, slug: row.slug },
      }),
    ),
  );
}
