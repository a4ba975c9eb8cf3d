import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  DeviceListResponse,
  DeviceResponse,
  RepairServiceListResponse,
} from '../../../shared/catalogue-types';
import { createTestApp, getJson } from '../../../../tests/test-app';
import type { Database } from '../client';
import {
  brands,
  deviceCategories,
  deviceRepairPricing,
  devices,
  repairServices,
  workRates,
} from '../schema/index';
import { DEFAULT_DEVICE_POPULARITY } from '../../../shared/constants';
import { seedDevices } from './data/devices';
import { popularityOrder } from './data/popularity';
import { isCatalogueEmpty } from './catalogue-empty';
import { seedCatalogue } from './seed-catalogue';

const { app, db } = await createTestApp();

async function tableCounts(database: Database) {
  const countOf = async (
    table:
      | typeof brands
      | typeof devices
      | typeof repairServices
      | typeof deviceCategories
      | typeof deviceRepairPricing
      | typeof workRates,
  ) => (await database.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    brands: await countOf(brands),
    categories: await countOf(deviceCategories),
    repairServices: await countOf(repairServices),
    devices: await countOf(devices),
    pricing: await countOf(deviceRepairPricing),
    workRates: await countOf(workRates),
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
    const deviceSnapshot = await db.select().from(devices).orderBy(devices.id);
    const second = await seedCatalogue(db);
    expect(second).toEqual({
      brands: 0,
      categories: 0,
      repairServices: 0,
      devices: 0,
      pricing: 0,
      workRates: 0,
    });
    expect(await tableCounts(db)).toEqual(afterFirst);
    expect(await db.select().from(deviceRepairPricing).orderBy(deviceRepairPricing.id)).toEqual(snapshot);
    expect(await db.select().from(devices).orderBy(devices.id)).toEqual(deviceSnapshot);
  });

  it('ranks devices seeded before ranks existed, and keeps a rank an admin chose', async () => {
    const rankOf = async (slug: string) =>
      (await db.select({ popularity: devices.popularity }).from(devices).where(eq(devices.slug, slug)))[0]
        ?.popularity;
    const unranked = popularityOrder[0]!;
    const chosen = popularityOrder[1]!;
    await db.update(devices).set({ popularity: DEFAULT_DEVICE_POPULARITY }).where(eq(devices.slug, unranked));
    await db.update(devices).set({ popularity: 7 }).where(eq(devices.slug, chosen));
    await seedCatalogue(db);
    expect(await rankOf(unranked)).toBe(1);
    expect(await rankOf(chosen)).toBe(7);
    await db.update(devices).set({ popularity: 2 }).where(eq(devices.slug, chosen));
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

  it('is a real Indian-market catalogue: the phones people carry, budget ones included', async () => {
    const brandNames = (await db.select({ name: brands.name }).from(brands)).map((b) => b.name);
    expect(brandNames.length).toBeGreaterThanOrEqual(20);
    for (const name of [
      'Apple',
      'Samsung',
      'Xiaomi',
      'Redmi',
      'POCO',
      'OnePlus',
      'Vivo',
      'Oppo',
      'Realme',
      'Motorola',
      'Google',
      'Nothing',
      'Infinix',
      'Tecno',
      'itel',
      'Lava',
      'Jio',
    ]) {
      expect(brandNames).toContain(name);
    }
    const categories = (await db.select().from(deviceCategories)).map((c) => c.iconName).sort();
    expect(categories).toEqual(['Headphones', 'Laptop', 'Smartphone', 'Tablet', 'Watch']);

    const list = await getJson<DeviceListResponse>(app, '/api/devices');
    const listed = list.body.devices;
    expect(listed.length).toBeGreaterThanOrEqual(200);
    expect(new Set(listed.map((d) => d.slug)).size).toBe(listed.length);
    expect(listed.filter((d) => d.category.name === 'Tablets').length).toBeGreaterThanOrEqual(10);
    for (const slug of [
      'apple-iphone-11',
      'apple-iphone-12',
      'redmi-note-8',
      'redmi-note-10',
      'redmi-note-12-5g',
      'samsung-galaxy-a15-5g',
      'infinix-hot-40i',
      'tecno-spark-20',
      'itel-a70',
      'lava-blaze-5g',
      'jiophone-next',
    ]) {
      expect(listed.map((d) => d.slug)).toContain(slug);
    }
    for (const device of listed) {
      expect(device.screenSize, device.name).toBeGreaterThan(3);
      expect(device.storageOptions.length, device.name).toBeGreaterThan(0);
      expect(device.colorOptions.length, device.name).toBeGreaterThan(0);
      expect(device.description?.length, device.name).toBeGreaterThan(30);
    }
    // Model numbers are the ones a source confirmed; the few that none did are left empty, not made up.
    const withModel = listed.filter((d) => d.modelNumber !== null);
    expect(withModel.every((d) => d.modelNumber!.trim() !== '')).toBe(true);
    expect(withModel.length / listed.length).toBeGreaterThan(0.9);
  });

  it('lists the popular phones first, every phone before any tablet', async () => {
    const listed = (await getJson<DeviceListResponse>(app, '/api/devices')).body.devices;
    expect(listed.map((d) => d.slug)).toEqual(popularityOrder);
    const firstTablet = listed.findIndex((d) => d.category.name === 'Tablets');
    expect(firstTablet).toBeGreaterThan(150);
    expect(listed.slice(firstTablet).every((d) => d.category.name === 'Tablets')).toBe(true);
    expect(listed.slice(0, 6).map((d) => d.brand.name)).toEqual(
      expect.arrayContaining(['Apple', 'Samsung', 'Redmi', 'Vivo']),
    );
    const ranks = await db.select({ popularity: devices.popularity }).from(devices);
    expect(new Set(ranks.map((r) => r.popularity)).size).toBe(ranks.length);
    expect(Math.max(...ranks.map((r) => r.popularity))).toBe(ranks.length);
  });

  it('prices the main repairs of every device, budget LCD screens within ₹1,000–2,500', () => {
    const main = ['screen-replacement', 'battery-replacement', 'charging-port', 'water-damage'] as const;
    const alsoEvery = [
      'speaker-repair',
      'microphone-repair',
      'camera-repair',
      'dead-mobile-diagnosis',
    ] as const;
    for (const device of seedDevices) {
      for (const service of [...main, ...alsoEvery]) {
        expect(device.prices[service], `${device.slug} ${service}`).toBeGreaterThan(0);
      }
    }
    expect(Math.min(...seedDevices.map((d) => d.prices['screen-replacement'] ?? 0))).toBeGreaterThanOrEqual(
      1000,
    );
    const screen = (slug: string) => seedDevices.find((d) => d.slug === slug)?.prices['screen-replacement'];
    for (const slug of [
      'redmi-note-8',
      'redmi-9a',
      'infinix-hot-40i',
      'itel-a70',
      'samsung-galaxy-a05s',
      'realme-c55',
    ]) {
      expect(screen(slug), slug).toBeGreaterThanOrEqual(1000);
      expect(screen(slug), slug).toBeLessThanOrEqual(2500);
    }
    expect(screen('redmi-note-10')).toBeGreaterThan(screen('redmi-note-9')!);
    expect(screen('apple-iphone-14-pro-max')).toBeGreaterThan(screen('apple-iphone-11')!);
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
