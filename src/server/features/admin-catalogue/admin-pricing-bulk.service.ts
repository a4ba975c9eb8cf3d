import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { pricingCopySchema } from '../../../shared/schemas/admin-catalogue';
import type { PricingImportPreview } from '../../../shared/contracts/admin-catalogue';
import type { Database } from '../../db/client';
import { deviceRepairPricing, devices, repairServices } from '../../db/schema/index';
import { withAdminAudit } from '../../domain/admin-audit';
import type { Transaction } from '../../domain/booking-lifecycle';
import { changeCatalogue } from '../../domain/catalogue-changes';
import { AppError } from '../../http/app-error';
import type { CatalogueCache } from '../../lib/catalogue-cache';
import { importEffect, type PricingCell, readPricingCsv } from './pricing-csv-import';

// The price grid's writes (beyond the spec): many prices at once, a device's prices copied to
// another, and the whole pricing as a CSV file back in (its export: pricing-csv-export.service.ts).
// Each is one transaction: all of it lands, or none of it.

type Cache = Pick<CatalogueCache, 'invalidate'>;
type PricingCopy = z.output<typeof pricingCopySchema>;

/** Writes cells (new prices get the spec's defaults for terms left out); returns how many were new. */
async function upsertCells(
  tx: Transaction,
  cells: PricingCell[],
  now: Date,
): Promise<{ created: number; updated: number }> {
  const existing = new Set(
    (
      await tx
        .select({ deviceId: deviceRepairPricing.deviceId, serviceId: deviceRepairPricing.repairServiceId })
        .from(deviceRepairPricing)
        .where(inArray(deviceRepairPricing.deviceId, [...new Set(cells.map((cell) => cell.deviceId))]))
    ).map((row) => `${row.deviceId}:${row.serviceId}`),
  );
  let created = 0;
  for (const cell of cells) {
    const terms = {
      priceAmount: cell.price,
      ...(cell.estimatedTimeHours !== undefined ? { estimatedTimeHours: cell.estimatedTimeHours } : {}),
      ...(cell.warrantyDays !== undefined ? { warrantyDays: cell.warrantyDays } : {}),
      ...(cell.isAvailable !== undefined ? { isAvailable: cell.isAvailable } : {}),
    };
    if (!existing.has(`${cell.deviceId}:${cell.repairServiceId}`)) created++;
    await tx
      .insert(deviceRepairPricing)
      .values({
        deviceId: cell.deviceId,
        repairServiceId: cell.repairServiceId,
        ...terms,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [deviceRepairPricing.deviceId, deviceRepairPricing.repairServiceId],
        set: { ...terms, updatedAt: now },
      });
  }
  return { created, updated: cells.length - created };
}

/** Every device and service the cells name must exist; the first that does not is the answer. */
async function checkCellTargets(tx: Transaction, cells: PricingCell[]): Promise<void> {
  const deviceIds = [...new Set(cells.map((cell) => cell.deviceId))];
  const serviceIds = [...new Set(cells.map((cell) => cell.repairServiceId))];
  const foundDevices = new Set(
    (await tx.select({ id: devices.id }).from(devices).where(inArray(devices.id, deviceIds))).map(
      (r) => r.id,
    ),
  );
  const foundServices = new Set(
    (
      await tx
        .select({ id: repairServices.id })
        .from(repairServices)
        .where(inArray(repairServices.id, serviceIds))
    ).map((r) => r.id),
  );
  if (deviceIds.some((id) => !foundDevices.has(id)) || serviceIds.some((id) => !foundServices.has(id))) {
    throw new AppError('VALIDATION_FAILED', 'Please select both device and repair service.');
  }
}

/** Saves the grid's changed cells together. */
export async function savePricingCells(
  db: Database,
  cache: Cache,
  adminId: string,
  cells: PricingCell[],
  now: Date,
): Promise<{ created: number; updated: number }> {
  return changeCatalogue(db, cache, async (tx) => {
    await checkCellTargets(tx, cells);
    return withAdminAudit(
      tx,
      { id: adminId, now },
      () => upsertCells(tx, cells, now),
      (result) => ({
        action: 'device_repair_pricing.saved_many',
        subjectType: 'device_repair_pricing',
        subjectId: cells.length === 1 ? `${cells[0]!.deviceId}:${cells[0]!.repairServiceId}` : 'many',
        details: {
          ...result,
          cells: cells.slice(0, 50).map((c) => [c.deviceId, c.repairServiceId, c.price]),
        },
      }),
    );
  });
}

/** Copies every price of one device onto another (same repair: replaced; the rest: added). */
export async function copyPricing(
  db: Database,
  cache: Cache,
  adminId: string,
  { fromDeviceId, toDeviceId }: PricingCopy,
  now: Date,
): Promise<{ created: number; updated: number }> {
  return changeCatalogue(db, cache, async (tx) => {
    const found = await tx
      .select({ id: devices.id })
      .from(devices)
      .where(inArray(devices.id, [fromDeviceId, toDeviceId]));
    if (found.length !== 2) throw new AppError('NOT_FOUND', 'Device not found');
    const prices = await tx
      .select()
      .from(deviceRepairPricing)
      .where(eq(deviceRepairPricing.deviceId, fromDeviceId));
    const copies = prices.map((price) => ({
      deviceId: toDeviceId,
      repairServiceId: price.repairServiceId,
      price: price.priceAmount,
      estimatedTimeHours: price.estimatedTimeHours,
      warrantyDays: price.warrantyDays,
      isAvailable: price.isAvailable,
    }));
    return withAdminAudit(
      tx,
      { id: adminId, now },
      () => upsertCells(tx, copies, now),
      (result) => ({
        action: 'device_repair_pricing.copied',
        subjectType: 'device',
        subjectId: toDeviceId,
        details: { fromDeviceId, ...result },
      }),
    );
  });
}

/**
 * Imports a pricing file (read and checked by readPricingCsv). Only a file without any problem is
 * applied, in one transaction; with `preview`, nothing is written and the answer lists the prices the
 * file would add or change, for the admin to confirm.
 */
export async function importPricingCsv(
  db: Database,
  cache: Cache,
  adminId: string,
  text: string,
  now: Date,
  { preview = false } = {},
): Promise<PricingImportPreview> {
  const { cells, names } = await readPricingCsv(db, text);
  const effect = await importEffect(db, cells, names);
  if (preview) return effect;
  const result = await changeCatalogue(db, cache, (tx) =>
    withAdminAudit(
      tx,
      { id: adminId, now },
      () => upsertCells(tx, cells, now),
      (upserted) => ({
        action: 'device_repair_pricing.imported',
        subjectType: 'device_repair_pricing',
        subjectId: 'import',
        details: upserted,
      }),
    ),
  );
  return { ...effect, ...result };
}
