import { and, asc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminPricingRow } from '../../../shared/contracts/admin-catalogue';
import { fieldError } from '../../../shared/field-error';
import type {
  adminPricingQuerySchema,
  pricingSchema,
  pricingUpdateSchema,
} from '../../../shared/schemas/admin-catalogue';
import type { Database } from '../../db/client';
import { brands, deviceRepairPricing, devices, repairServices } from '../../db/schema/index';
import { isUniqueViolation } from '../../db/unique-violation';
import { withAdminAudit } from '../../domain/admin-audit';
import { changeCatalogue } from '../../domain/catalogue-changes';
import { AppError } from '../../http/app-error';
import type { CatalogueCache } from '../../lib/catalogue-cache';

// Prices: what each repair costs on each device (SPEC section 5's pricing form). The price is typed
// in rupees and stored in paise; bookings always price from here at the moment of booking.

type Cache = Pick<CatalogueCache, 'invalidate'>;
type Pricing = z.output<typeof pricingSchema>;
type PricingTerms = z.output<typeof pricingUpdateSchema>;
type PricingQuery = z.output<typeof adminPricingQuerySchema>;

const NOT_FOUND = 'Price not found';
const ALREADY_PRICED = 'This device already has a price for this repair. Edit that price instead.';

export function pricingRows(db: Pick<Database, 'select'>, where?: SQL): Promise<AdminPricingRow[]> {
  return db
    .select({
      id: deviceRepairPricing.id,
      deviceId: deviceRepairPricing.deviceId,
      deviceName: devices.name,
      brandId: devices.brandId,
      brandName: brands.name,
      repairServiceId: deviceRepairPricing.repairServiceId,
      serviceName: repairServices.name,
      priceAmount: deviceRepairPricing.priceAmount,
      estimatedTimeHours: deviceRepairPricing.estimatedTimeHours,
      warrantyDays: deviceRepairPricing.warrantyDays,
      isAvailable: deviceRepairPricing.isAvailable,
    })
    .from(deviceRepairPricing)
    .innerJoin(devices, eq(devices.id, deviceRepairPricing.deviceId))
    .innerJoin(brands, eq(brands.id, devices.brandId))
    .innerJoin(repairServices, eq(repairServices.id, deviceRepairPricing.repairServiceId))
    .where(where)
    .orderBy(asc(sql`lower(${brands.name})`), asc(sql`lower(${devices.name})`), asc(repairServices.name));
}

/** Every price, or those of one brand or one device. */
export function listPricing(db: Database, query: PricingQuery): Promise<AdminPricingRow[]> {
  const conditions: SQL[] = [];
  if (query.brandId !== undefined) conditions.push(eq(devices.brandId, query.brandId));
  if (query.deviceId !== undefined) conditions.push(eq(deviceRepairPricing.deviceId, query.deviceId));
  return pricingRows(db, conditions.length > 0 ? and(...conditions) : undefined);
}

const termsOf = (input: PricingTerms) => ({
  priceAmount: input.price,
  estimatedTimeHours: input.estimatedTimeHours,
  warrantyDays: input.warrantyDays,
  isAvailable: input.isAvailable,
});

export async function createPricing(
  db: Database,
  cache: Cache,
  adminId: string,
  input: Pricing,
  now: Date,
): Promise<AdminPricingRow> {
  try {
    return await changeCatalogue(db, cache, async (tx) => {
      const [device] = await tx
        .select({ id: devices.id })
        .from(devices)
        .where(eq(devices.id, input.deviceId));
      const [service] = await tx
        .select({ id: repairServices.id })
        .from(repairServices)
        .where(eq(repairServices.id, input.repairServiceId));
      if (!device || !service) {
        const both = fieldError('deviceAndService');
        throw new AppError('VALIDATION_FAILED', both, {
          ...(device ? {} : { deviceId: both }),
          ...(service ? {} : { repairServiceId: both }),
        });
      }
      const id = await withAdminAudit(
        tx,
        { id: adminId, now },
        async () => {
          const [row] = await tx
            .insert(deviceRepairPricing)
            .values({
              deviceId: input.deviceId,
              repairServiceId: input.repairServiceId,
              ...termsOf(input),
              createdAt: now,
              updatedAt: now,
            })
            .returning({ id: deviceRepairPricing.id });
          return row!.id;
        },
        (created) => ({
          action: 'device_repair_pricing.created',
          subjectType: 'device_repair_pricing',
          subjectId: created,
          details: {
            deviceId: input.deviceId,
            repairServiceId: input.repairServiceId,
            priceAmount: input.price,
          },
        }),
      );
      return (await pricingRows(tx, eq(deviceRepairPricing.id, id)))[0]!;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'device_repair_pricing_device_service_unique')) {
      throw new AppError('CONFLICT', ALREADY_PRICED, { repairServiceId: ALREADY_PRICED });
    }
    throw error;
  }
}

export async function updatePricing(
  db: Database,
  cache: Cache,
  adminId: string,
  id: number,
  input: PricingTerms,
  now: Date,
): Promise<AdminPricingRow> {
  return changeCatalogue(db, cache, async (tx) => {
    const [before] = await tx
      .select({ priceAmount: deviceRepairPricing.priceAmount })
      .from(deviceRepairPricing)
      .where(eq(deviceRepairPricing.id, id))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', NOT_FOUND);
    await withAdminAudit(
      tx,
      { id: adminId, now },
      () =>
        tx
          .update(deviceRepairPricing)
          .set({ ...termsOf(input), updatedAt: now })
          .where(eq(deviceRepairPricing.id, id)),
      () => ({
        action: 'device_repair_pricing.updated',
        subjectType: 'device_repair_pricing',
        subjectId: id,
        details: { from: before.priceAmount, to: input.price },
      }),
    );
    return (await pricingRows(tx, eq(deviceRepairPricing.id, id)))[0]!;
  });
}

export async function deletePricing(db: Database, cache: Cache, adminId: string, id: number, now: Date) {
  await changeCatalogue(db, cache, (tx) =>
    withAdminAudit(
      tx,
      { id: adminId, now },
      async () => {
        const [row] = await tx.delete(deviceRepairPricing).where(eq(deviceRepairPricing.id, id)).returning();
        if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
        return row;
      },
      (row) => ({
        action: 'device_repair_pricing.deleted',
        subjectType: 'device_repair_pricing',
        subjectId: id,
        details: {
          deviceId: row.deviceId,
          repairServiceId: row.repairServiceId,
          priceAmount: row.priceAmount,
        },
      }),
    ),
  );
}
