import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CSV_BOM, csvLine, parseCsv, plainCsvText } from '../../../shared/csv';
import { paiseToRupees } from '../../../shared/money';
import type { pricingCellSchema, pricingCopySchema } from '../../../shared/schemas/admin-catalogue';
import { pricingCsvColumns, pricingCsvRowSchema } from '../../../shared/schemas/admin-catalogue';
import type { Database } from '../../db/client';
import { brands, deviceRepairPricing, devices, repairServices } from '../../db/schema/index';
import { recordAdminAction } from '../../domain/admin-audit';
import type { Transaction } from '../../domain/booking-lifecycle';
import { changeCatalogue } from '../../domain/catalogue-changes';
import { AppError } from '../../http/app-error';
import type { CatalogueCache } from '../../lib/catalogue-cache';

// The price grid's writes (beyond the spec): many prices at once, a device's prices copied to
// another, and the whole pricing as a CSV file out and back in. Each is one transaction: all of it
// lands, or none of it.

type Cache = Pick<CatalogueCache, 'invalidate'>;
type PricingCell = z.output<typeof pricingCellSchema>;
type PricingCopy = z.output<typeof pricingCopySchema>;

/** Lines an imported file may have (a large catalogue has a few thousand prices). */
const MAX_IMPORT_LINES = 20_000;

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
    const result = await upsertCells(tx, cells, now);
    await recordAdminAction(tx, {
      actorUserId: adminId,
      action: 'device_repair_pricing.saved_many',
      subjectType: 'device_repair_pricing',
      subjectId: cells.length === 1 ? `${cells[0]!.deviceId}:${cells[0]!.repairServiceId}` : 'many',
      details: { ...result, cells: cells.slice(0, 50).map((c) => [c.deviceId, c.repairServiceId, c.price]) },
      now,
    });
    return result;
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
    const result = await upsertCells(
      tx,
      prices.map((price) => ({
        deviceId: toDeviceId,
        repairServiceId: price.repairServiceId,
        price: price.priceAmount,
        estimatedTimeHours: price.estimatedTimeHours,
        warrantyDays: price.warrantyDays,
        isAvailable: price.isAvailable,
      })),
      now,
    );
    await recordAdminAction(tx, {
      actorUserId: adminId,
      action: 'device_repair_pricing.copied',
      subjectType: 'device',
      subjectId: toDeviceId,
      details: { fromDeviceId, ...result },
      now,
    });
    return result;
  });
}

/** The whole pricing as CSV text (with the byte-order mark), by brand, device and service. */
export async function exportPricingCsv(db: Database): Promise<string> {
  const rows = await db
    .select({
      brand: brands.name,
      deviceSlug: devices.slug,
      device: devices.name,
      serviceSlug: repairServices.slug,
      service: repairServices.name,
      priceAmount: deviceRepairPricing.priceAmount,
      hours: deviceRepairPricing.estimatedTimeHours,
      warrantyDays: deviceRepairPricing.warrantyDays,
      isAvailable: deviceRepairPricing.isAvailable,
    })
    .from(deviceRepairPricing)
    .innerJoin(devices, eq(devices.id, deviceRepairPricing.deviceId))
    .innerJoin(brands, eq(brands.id, devices.brandId))
    .innerJoin(repairServices, eq(repairServices.id, deviceRepairPricing.repairServiceId))
    .orderBy(asc(sql`lower(${brands.name})`), asc(sql`lower(${devices.name})`), asc(repairServices.name));
  return (
    CSV_BOM +
    csvLine(pricingCsvColumns) +
    rows
      .map((row) =>
        csvLine([
          row.brand,
          row.deviceSlug,
          row.device,
          row.serviceSlug,
          row.service,
          paiseToRupees(row.priceAmount),
          row.hours,
          row.warrantyDays,
          row.isAvailable ? 'yes' : 'no',
        ]),
      )
      .join('')
  );
}

/**
 * Reads a pricing file: every line is checked (its device and service found by slug, its numbers
 * valid, no pair twice), and the problems come back with their line numbers. Only a file without any
 * problem is applied, in one transaction.
 */
export async function importPricingCsv(
  db: Database,
  cache: Cache,
  adminId: string,
  text: string,
  now: Date,
): Promise<{ created: number; updated: number }> {
  const problems: Record<string, string> = {};
  let table: string[][];
  try {
    table = parseCsv(text);
  } catch (error) {
    throw new AppError('VALIDATION_FAILED', `The file is not valid CSV: ${(error as Error).message}`);
  }
  const [header, ...lines] = table;
  const columns = (header ?? []).map((name) => name.trim().toLowerCase());
  const missing = ['device_slug', 'service_slug', 'price_rupees'].filter((name) => !columns.includes(name));
  if (missing.length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      `The file's first line must name the columns; missing: ${missing.join(', ')}.`,
    );
  }
  if (lines.length > MAX_IMPORT_LINES) {
    throw new AppError('VALIDATION_FAILED', `A file may have at most ${MAX_IMPORT_LINES} lines.`);
  }
  const deviceIds = new Map(
    (await db.select({ id: devices.id, slug: devices.slug }).from(devices)).map((d) => [d.slug, d.id]),
  );
  const serviceIds = new Map(
    (await db.select({ id: repairServices.id, slug: repairServices.slug }).from(repairServices)).map((s) => [
      s.slug,
      s.id,
    ]),
  );
  const cells: PricingCell[] = [];
  const seen = new Map<string, number>();
  lines.forEach((cellsOfLine, index) => {
    const lineNumber = index + 2;
    if (cellsOfLine.every((cell) => cell.trim() === '')) return;
    // Columns the file leaves out read as empty: their defaults apply.
    const record = {
      ...Object.fromEntries(pricingCsvColumns.map((name) => [name, ''])),
      ...Object.fromEntries(columns.map((name, i) => [name, plainCsvText(cellsOfLine[i] ?? '')])),
    };
    const parsed = pricingCsvRowSchema.safeParse(record);
    if (!parsed.success) {
      problems[`line ${lineNumber}`] = parsed.error.issues
        .map((issue) => `${String(issue.path[0] ?? '')}: ${issue.message}`)
        .join('; ');
      return;
    }
    const row = parsed.data;
    const deviceId = deviceIds.get(row.device_slug);
    const serviceId = serviceIds.get(row.service_slug);
    if (deviceId === undefined || serviceId === undefined) {
      problems[`line ${lineNumber}`] =
        deviceId === undefined
          ? `No device has the slug "${row.device_slug}".`
          : `No repair service has the slug "${row.service_slug}".`;
      return;
    }
    const pair = `${deviceId}:${serviceId}`;
    const earlier = seen.get(pair);
    if (earlier !== undefined) {
      problems[`line ${lineNumber}`] = `This device and repair are already priced on line ${earlier}.`;
      return;
    }
    seen.set(pair, lineNumber);
    cells.push({
      deviceId,
      repairServiceId: serviceId,
      price: row.price_rupees,
      estimatedTimeHours: row.estimated_time_hours,
      warrantyDays: row.warranty_days,
      isAvailable: row.available,
    });
  });
  const problemCount = Object.keys(problems).length;
  if (problemCount > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      `${problemCount} line${problemCount === 1 ? ' has a problem' : 's have problems'}; nothing was imported.`,
      problems,
    );
  }
  if (cells.length === 0) throw new AppError('VALIDATION_FAILED', 'The file has no prices.');
  return changeCatalogue(db, cache, async (tx) => {
    const result = await upsertCells(tx, cells, now);
    await recordAdminAction(tx, {
      actorUserId: adminId,
      action: 'device_repair_pricing.imported',
      subjectType: 'device_repair_pricing',
      subjectId: 'import',
      details: result,
      now,
    });
    return result;
  });
}
