import { asc, eq, sql } from 'drizzle-orm';
import { CSV_BOM, csvLine } from '../../../shared/csv';
import { paiseToRupees } from '../../../shared/money';
import { pricingCsvColumns } from '../../../shared/schemas/admin-catalogue';
import type { Database } from '../../db/client';
import { brands, deviceRepairPricing, devices, repairServices } from '../../db/schema/index';

// The pricing as a CSV file out (the price grid's export); read back in by pricing-csv-import.ts.

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
