import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  DeviceListResponse,
  DeviceResponse,
  RepairServiceListResponse,
} from '../../../shared/catalogue-types';
import { createTestApp, getJson } from '../../../../tests/test-app';
import type { Database } from '../client';
import { brands, deviceCategories, deviceRepairPricing, devices, repairServices } from '../schema/index';
import { isCatalogueEmpty, seedCatalogue } from './seed-catalogue';

const { app, db } = await createTestApp();

async function tableCounts(database: Database) {
  const countOf = async (
    table:
      | typeof brands
      | typeof devices
      | typeof repairServices
      | typeof deviceCategories
      | typeof deviceRepairPricing,
  ) => (await database.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    brands: await countOf(brands),
    categories: await countOf(deviceCategories),
    repairServices: await countOf(repairServices),
    devices: await countOf(devices),
    pricing: await countOf(deviceRepairPricing),
  };
}

describe('seedCatalogue', () => {
  it('fills an empty catalogue, and a second run changes nothing', async () => {
    expect(await isCatalogueEmpty(db)).toBe(true);
    const first = await seedCatalogue(db);
    const afterFirst = await tableCounts(db);
    expect(afterFirst).toEqual(first);
    expect(await isCatalogueEmpty(db)).toBe(false);

    const snapshot = await db.select().from(deviceRepairPricing).orderBy(deviceRepairPricing.id);
    const second = await seedCatalogue(db);
    expect(second).toEqual({ brands: 0, categories: 0, repairServices: 0, devices: 0, pricing: 0 });
    expect(await tableCounts(db)).toEqual(afterFirst);
    expect(await db.select().from(deviceRepairPricing).orderBy(deviceRepairPricing.id)).toEqual(snapshot);
  });

  it('keeps an admin’s price change on a later run', async () => {
    const [row] = await db.select().from(deviceRepairPricing).limit(1);
    await db
      .update(deviceRepairPricing)
      .set({ priceAmount: 123_400 })
      .where(eq(deviceRepairPricing.id, row!.id));
    await seedCatalogue(db);
    const [after] = await db.select().from(deviceRepairPricing).where(eq(deviceRepairPricing.id, row!.id));
    expect(after?.priceAmount).toBe(123_400);
  });

  it('is a real Indian-market catalogue', async () => {
    const brandNames = (await db.select({ name: brands.name }).from(brands)).map((b) => b.name);
    expect(brandNames.length).toBeGreaterThanOrEqual(10);
    for (const name of [
      'Apple',
      'Samsung',
      'Xiaomi',
      'OnePlus',
      'Vivo',
      'Oppo',
      'Realme',
      'Motorola',
      'Google',
      'Nothing',
    ]) {
      expect(brandNames).toContain(name);
    }
    const categories = (await db.select().from(deviceCategories)).map((c) => c.iconName).sort();
    expect(categories).toEqual(['Headphones', 'Laptop', 'Smartphone', 'Tablet', 'Watch']);

    const list = await getJson<DeviceListResponse>(app, '/api/devices');
    expect(list.body.devices.length).toBeGreaterThanOrEqual(60);
    expect(list.body.devices.filter((d) => d.category.name === 'Tablets').length).toBeGreaterThanOrEqual(10);
    for (const device of list.body.devices) {
      expect(device.modelNumber, device.name).toBeTruthy();
      expect(device.screenSize, device.name).toBeGreaterThan(3);
      expect(device.storageOptions.length, device.name).toBeGreaterThan(0);
      expect(device.colorOptions.length, device.name).toBeGreaterThan(0);
    }
  });

  it('names every repair of both fixed issue lists, each with its texts and icon', async () => {
    const services = await db.select().from(repairServices);
    const slugs = services.map((s) => s.slug);
    for (const slug of [
      'screen-replacement',
      'battery-replacement',
      'charging-port',
      'water-damage',
      'speaker-repair',
      'microphone-repair',
      'software-troubleshooting',
      'camera-repair',
      'button-replacement',
    ]) {
      expect(slugs).toContain(slug);
    }
    for (const service of services) {
      expect(service.description?.length, service.slug).toBeGreaterThan(20);
      expect(service.diyGuideText?.split('\n').length, service.slug).toBeGreaterThanOrEqual(3);
      expect([
        'Monitor',
        'Battery',
        'Droplet',
        'Smartphone',
        'Speaker',
        'Mic',
        'Camera',
        'Settings',
      ]).toContain(service.iconName);
    }
    expect(services.find((s) => s.slug === 'battery-replacement')?.blogSlug).toBe('extend-battery-life-tips');
  });

  it('prices every device realistically: 90-day warranty, flagships dearer than budget phones', async () => {
    const pricing = await db.select().from(deviceRepairPricing);
    expect(pricing.every((p) => p.warrantyDays === 90 && p.priceAmount > 0 && p.estimatedTimeHours > 0)).toBe(
      true,
    );
    expect(pricing.every((p) => p.priceAmount % 100 === 0)).toBe(true);

    const screenPrice = async (slug: string) => {
      const res = await getJson<DeviceResponse>(app, `/api/devices/${slug}`);
      expect(res.status, slug).toBe(200);
      expect(res.body.device.repairs.length, slug).toBeGreaterThanOrEqual(6);
      return res.body.device.repairs.find((r) => r.slug === 'screen-replacement')?.priceAmount ?? 0;
    };
    const flagship = await screenPrice('apple-iphone-15-pro-max');
    const midRange = await screenPrice('samsung-galaxy-a55-5g');
    const budget = await screenPrice('redmi-13c-5g');
    expect(flagship).toBeGreaterThan(midRange);
    expect(midRange).toBeGreaterThan(budget);

    const services = await getJson<RepairServiceListResponse>(app, '/api/repair-services');
    expect(services.body.repairServices.every((s) => s.startingPrice !== null)).toBe(true);
  });
});
