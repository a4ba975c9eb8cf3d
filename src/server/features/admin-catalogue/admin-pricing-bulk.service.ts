import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CSV_BOM, csvLine, parseCsv, plainCsvText } from '../../../shared/csv';
import { englishOf } from '../../../shared/field-error';
import { paiseToRupees } from '../../../shared/money';
import type { pricingCellSchema, pricingCopySchema } from '../../../shared/schemas/admin-catalogue';
import { pricingCsvColumns, pricingCsvRowSchema } from '../../../shared/schemas/admin-catalogue';
import type { PricingImportChange, PricingImportPreview } from '../../../shared/contracts/admin-catalogue';
import type { Database } from '../../db/client';
import { brands, deviceRepairPricing, devices, repairServices } from '../../db/schema/index';
import { withAdminAudit } from '../../domain/admin-audit';
import type { Transaction } from '../../domain/booking-lifecycle';
import { changeCatalogue } from '../../domain/catalogue-changes';
import { AppError } from '../../http/app-error';
import type { CatalogueCache } from '../../lib/catalogue-cache';
import { PRICING_IMPORT_MAX_LINES } from '../../limits';

// The price grid's writes (beyond the spec): many prices at once, a device's prices copied to
// another, and the whole pricing as a CSV file out and back in. Each is one transaction: all of it
// lands, or none of it.

type Cache = Pick<CatalogueCache, 'invalidate'>;
type PricingCell = z.output<typeof pricingCellSchema>;
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

/** The brand's name for the export's file name, or undefined when it does not exist. */
export async function brandNameOf(db: Database, brandId: number): Promise<string | undefined> {
  const [brand] = await db.select({ name: brands.name }).from(brands).where(eq(brands.id, brandId));
  return brand?.name;
}

/**
 * The pricing as CSV text (with the byte-order mark), by brand, device and service: one brand's
 * prices when `brandId` is given (the brand the grid shows), else every brand's.
 */
export async function exportPricingCsv(db: Database, brandId?: number): Promise<string> {
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
    .where(brandId === undefined ? undefined : eq(devices.brandId, brandId))
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
 * problem is applied, in one transaction; with `preview`, nothing is written and the answer lists the
 * prices the file would add or change, for the admin to confirm.
 */
export async function importPricingCsv(
  db: Database,
  cache: Cache,
  adminId: string,
  text: string,
  now: Date,
  { preview = false } = {},
): Promise<PricingImportPreview> {
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
  if (lines.length > PRICING_IMPORT_MAX_LINES) {
    throw new AppError('VALIDATION_FAILED', `A file may have at most ${PRICING_IMPORT_MAX_LINES} lines.`);
  }
  const deviceRows = await db
    .select({ id: devices.id, slug: devices.slug, name: devices.name })
    .from(devices);
  const serviceRows = await db
    .select({ id: repairServices.id, slug: repairServices.slug, name: repairServices.name })
    .from(repairServices);
  const deviceIds = new Map(deviceRows.map((d) => [d.slug, d.id]));
  const serviceIds = new Map(serviceRows.map((s) => [s.slug, s.id]));
  const names = {
    devices: new Map(deviceRows.map((d) => [d.id, d.name])),
    services: new Map(serviceRows.map((s) => [s.id, s.name])),
  };
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
        .map((issue) => `${String(issue.path[0] ?? '')}: ${englishOf(issue.message)}`)
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

/** What the cells would do to the stored prices: the new ones, the changed ones, how many stay. */
async function importEffect(
  db: Database,
  cells: PricingCell[],
  names: { devices: Map<number, string>; services: Map<number, string> },
): Promise<PricingImportPreview> {
  const stored = new Map(
    (
      await db
        .select()
        .from(deviceRepairPricing)
        .where(inArray(deviceRepairPricing.deviceId, [...new Set(cells.map((cell) => cell.deviceId))]))
    ).map((row) => [`${row.deviceId}:${row.repairServiceId}`, row]),
  );
  const changes: PricingImportChange[] = [];
  let created = 0;
  let unchanged = 0;
  for (const cell of cells) {
    const before = stored.get(`${cell.deviceId}:${cell.repairServiceId}`);
    if (!before) created++;
    const same =
      before !== undefined &&
      before.priceAmount === cell.price &&
      (cell.estimatedTimeHours === undefined || before.estimatedTimeHours === cell.estimatedTimeHours) &&
      (cell.warrantyDays === undefined || before.warrantyDays === cell.warrantyDays) &&
      (cell.isAvailable === undefined || before.isAvailable === cell.isAvailable);
    if (same) {
      unchanged++;
      continue;
    }
    changes.push({
      device: names.devices.get(cell.deviceId) ?? '',
      service: names.services.get(cell.repairServiceId) ?? '',
      before: before?.priceAmount ?? null,
      after: cell.price,
    });
  }
  return { created, updated: cells.length - created, unchanged, changes };
}
