import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { parseCsv, plainCsvText } from '../../../shared/csv';
import type { pricingCellSchema } from '../../../shared/schemas/admin-catalogue';
import { pricingCsvColumns, pricingCsvRowSchema } from '../../../shared/schemas/admin-catalogue';
import type { PricingImportChange, PricingImportPreview } from '../../../shared/contracts/admin-catalogue';
import { englishOf } from '../../../shared/field-error';
import type { Database } from '../../db/client';
import { deviceRepairPricing, devices, repairServices } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { PRICING_IMPORT_MAX_LINES } from '../../limits';

// Reading a pricing file (the price grid's import): every line checked against the catalogue, and
// what the file would change. Writing it is importPricingCsv's (admin-pricing-bulk.service.ts).

export type PricingCell = z.output<typeof pricingCellSchema>;

/** Device and service names by id, for the preview's lines. */
export interface ImportNames {
  devices: Map<number, string>;
  services: Map<number, string>;
}

interface CatalogueSlugs {
  deviceIds: Map<string, number>;
  serviceIds: Map<string, number>;
  names: ImportNames;
}

/** The file's column names and its lines, refused whole when it is not CSV, lacks a column or is too long. */
function readTable(text: string): { columns: string[]; lines: string[][] } {
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
  return { columns, lines };
}

async function catalogueSlugs(db: Database): Promise<CatalogueSlugs> {
  const deviceRows = await db
    .select({ id: devices.id, slug: devices.slug, name: devices.name })
    .from(devices);
  const serviceRows = await db
    .select({ id: repairServices.id, slug: repairServices.slug, name: repairServices.name })
    .from(repairServices);
  const deviceIds = new Map(deviceRows.map((d) => [d.slug, d.id]));
  const serviceIds = new Map(serviceRows.map((s) => [s.slug, s.id]));
  const names: ImportNames = {
    devices: new Map(deviceRows.map((d) => [d.id, d.name])),
    services: new Map(serviceRows.map((s) => [s.id, s.name])),
  };
  return { deviceIds, serviceIds, names };
}

/**
 * The lines as cells, in file order; the problems (by line number) are thrown together. Blank lines
 * are skipped.
 */
function cellsOfLines(columns: string[], lines: string[][], slugs: CatalogueSlugs): PricingCell[] {
  const { deviceIds, serviceIds } = slugs;
  const problems: Record<string, string> = {};
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
  return cells;
}

/**
 * Reads a pricing file: every line is checked (its device and service found by slug, its numbers
 * valid, no pair twice), and the problems come back with their line numbers.
 */
export async function readPricingCsv(
  db: Database,
  text: string,
): Promise<{ cells: PricingCell[]; names: ImportNames }> {
  const { columns, lines } = readTable(text);
  const slugs = await catalogueSlugs(db);
  const cells = cellsOfLines(columns, lines, slugs);
  if (cells.length === 0) throw new AppError('VALIDATION_FAILED', 'The file has no prices.');
  return { cells, names: slugs.names };
}

/** What the cells would do to the stored prices: the new ones, the changed ones, how many stay. */
export async function importEffect(
  db: Database,
  cells: PricingCell[],
  names: ImportNames,
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
