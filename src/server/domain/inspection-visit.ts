import { and, eq, min } from 'drizzle-orm';
import { INSPECTION_SERVICE_SLUG } from '../../shared/constants';
import type { Database } from '../db/client';
import { brands, deviceCategories, deviceRepairPricing, devices, repairServices } from '../db/schema/index';
import { visibleDevice } from './catalogue-visibility';

// The inspection visit a booking for a device that is not listed pays (docs/decisions/018): the
// diagnosis service's starting price, the lowest price it has on any device customers can see, so the
// admin sets it in the catalogue like any other price and /services shows the same figure.

export interface InspectionVisit {
  serviceId: number;
  /** Paise. */
  fee: number;
}

/** The visit and its fee, or null while the service is switched off or has no available price. */
export async function findInspectionVisit(db: Pick<Database, 'select'>): Promise<InspectionVisit | null> {
  const [row] = await db
    .select({ serviceId: repairServices.id, fee: min(deviceRepairPricing.priceAmount) })
    .from(repairServices)
    .innerJoin(deviceRepairPricing, eq(deviceRepairPricing.repairServiceId, repairServices.id))
    .innerJoin(devices, eq(devices.id, deviceRepairPricing.deviceId))
    .innerJoin(brands, eq(brands.id, devices.brandId))
    .innerJoin(deviceCategories, eq(deviceCategories.id, devices.categoryId))
    .where(
      and(
        eq(repairServices.slug, INSPECTION_SERVICE_SLUG),
        eq(repairServices.isActive, true),
        eq(deviceRepairPricing.isAvailable, true),
        visibleDevice,
      ),
    )
    .groupBy(repairServices.id);
  return row && row.fee !== null ? { serviceId: row.serviceId, fee: row.fee } : null;
}
