import { visibleDevice } from '../../domain/catalogue-visibility';
import { and, asc, eq, exists, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  brands,
  deviceCategories,
  deviceRepairPricing,
  devices,
  repairServices,
} from '../../db/schema/index';
import type {
  BrandSummary,
  DeviceDetail,
  DeviceSummary,
  RepairServiceSummary,
} from '../../../shared/catalogue-types';
import type { DeviceListQuery } from '../../../shared/schemas/catalogue';
import { deviceSearchKeys, matchesSearch, prepareSearch } from '../../../shared/device-search';

// Catalogue reads: active devices of active brands and categories, and the repairs priced for them.

const deviceColumns = {
  id: devices.id,
  name: devices.name,
  slug: devices.slug,
  modelNumber: devices.modelNumber,
  description: devices.description,
  imageUrl: devices.imageUrl,
  screenSize: devices.screenSize,
  storageOptions: devices.storageOptions,
  colorOptions: devices.colorOptions,
  brand: {
    id: brands.id,
    name: brands.name,
    logoUrl: brands.logoUrl,
  },
  category: {
    id: deviceCategories.id,
    name: deviceCategories.name,
    description: deviceCategories.description,
    iconName: deviceCategories.iconName,
  },
};

/** A bookable device with what the customer's list filters and searches it by. */
export interface IndexedDevice {
  summary: DeviceSummary;
  /** Slugs of the active repair services it has an available price for. */
  serviceSlugs: ReadonlySet<string>;
  searchKeys: string[];
}

/**
 * Every bookable device in the customer's order (popularity, then name), ready to be filtered in
 * memory: the catalogue is small, so one load per catalogue version serves every search and filter.
 */
export async function loadDeviceIndex(db: Database): Promise<IndexedDevice[]> {
  const rows = await db
    .select(deviceColumns)
    .from(devices)
    .innerJoin(brands, eq(brands.id, devices.brandId))
    .innerJoin(deviceCategories, eq(deviceCategories.id, devices.categoryId))
    .where(visibleDevice)
    .orderBy(asc(devices.popularity), asc(sql`lower(${devices.name})`), asc(devices.id));
  const offered = await db
    .select({ deviceId: deviceRepairPricing.deviceId, slug: repairServices.slug })
    .from(deviceRepairPricing)
    .innerJoin(repairServices, eq(repairServices.id, deviceRepairPricing.repairServiceId))
    .where(and(eq(deviceRepairPricing.isAvailable, true), eq(repairServices.isActive, true)));
  const slugsByDevice = new Map<number, Set<string>>();
  for (const { deviceId, slug } of offered) {
    const slugs = slugsByDevice.get(deviceId) ?? new Set<string>();
    slugs.add(slug);
    slugsByDevice.set(deviceId, slugs);
  }
  return rows.map((summary) => ({
    summary,
    serviceSlugs: slugsByDevice.get(summary.id) ?? new Set<string>(),
    searchKeys: deviceSearchKeys({
      brand: summary.brand.name,
      name: summary.name,
      modelNumber: summary.modelNumber,
    }),
  }));
}

/** The customer's list narrowed by brand, repair service and search text, in the index's order. */
export function filterDevices(index: readonly IndexedDevice[], query: DeviceListQuery): DeviceSummary[] {
  const search = query.q ? prepareSearch(query.q) : undefined;
  return index
    .filter(
      (device) =>
        (query.brand === undefined || device.summary.brand.id === query.brand) &&
        (query.service === undefined || query.service.some((slug) => device.serviceSlugs.has(slug))) &&
        (search === undefined || matchesSearch(device.searchKeys, search)),
    )
    .map((device) => device.summary);
}

export async function findDeviceBySlug(db: Database, slug: string): Promise<DeviceDetail | undefined> {
  const [device] = await db
    .select(deviceColumns)
    .from(devices)
    .innerJoin(brands, eq(brands.id, devices.brandId))
    .innerJoin(deviceCategories, eq(deviceCategories.id, devices.categoryId))
    .where(and(eq(devices.slug, slug), visibleDevice));
  if (!device) return undefined;
  const repairs = await db
    .select({
      serviceId: repairServices.id,
      slug: repairServices.slug,
      name: repairServices.name,
      description: repairServices.description,
      iconName: repairServices.iconName,
      diyGuideText: repairServices.diyGuideText,
      blogSlug: repairServices.blogSlug,
      translations: repairServices.translations,
      priceAmount: deviceRepairPricing.priceAmount,
      estimatedTimeHours: deviceRepairPricing.estimatedTimeHours,
      warrantyDays: deviceRepairPricing.warrantyDays,
    })
    .from(deviceRepairPricing)
    .innerJoin(repairServices, eq(repairServices.id, deviceRepairPricing.repairServiceId))
    .where(
      and(
        eq(deviceRepairPricing.deviceId, device.id),
        eq(deviceRepairPricing.isAvailable, true),
        eq(repairServices.isActive, true),
      ),
    )
    .orderBy(asc(repairServices.id));
  return { ...device, repairs };
}

export async function listBrands(db: Database): Promise<BrandSummary[]> {
  return db
    .select({
      id: brands.id,
      name: brands.name,
      logoUrl: brands.logoUrl,
      websiteUrl: brands.websiteUrl,
      deviceCount: sql<number>`count(${devices.id})::int`,
    })
    .from(brands)
    .leftJoin(
      devices,
      and(
        eq(devices.brandId, brands.id),
        eq(devices.isActive, true),
        exists(
          db
            .select({ one: sql`1` })
            .from(deviceCategories)
            .where(and(eq(deviceCategories.id, devices.categoryId), eq(deviceCategories.isActive, true))),
        ),
      ),
    )
    .where(eq(brands.isActive, true))
    .groupBy(brands.id)
    .orderBy(asc(sql`lower(${brands.name})`));
}

/** Active services, each with its lowest available price on an active device (the "starting from"). */
export async function listRepairServices(db: Database): Promise<RepairServiceSummary[]> {
  const lowest = db
    .select({
      serviceId: deviceRepairPricing.repairServiceId,
      startingPrice: min(deviceRepairPricing.priceAmount).as('starting_price'),
    })
    .from(deviceRepairPricing)
    .innerJoin(devices, eq(devices.id, deviceRepairPricing.deviceId))
    .innerJoin(brands, eq(brands.id, devices.brandId))
    .innerJoin(deviceCategories, eq(deviceCategories.id, devices.categoryId))
    .where(and(eq(deviceRepairPricing.isAvailable, true), visibleDevice))
    .groupBy(deviceRepairPricing.repairServiceId)
    .as('lowest');
  return db
    .select({
      id: repairServices.id,
      slug: repairServices.slug,
      name: repairServices.name,
      description: repairServices.description,
      iconName: repairServices.iconName,
      blogSlug: repairServices.blogSlug,
      translations: repairServices.translations,
      startingPrice: lowest.startingPrice,
    })
    .from(repairServices)
    .leftJoin(lowest, eq(lowest.serviceId, repairServices.id))
    .where(eq(repairServices.isActive, true))
    .orderBy(asc(repairServices.id));
}
