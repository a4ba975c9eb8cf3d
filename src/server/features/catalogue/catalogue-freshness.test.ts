import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookWith, makeBookingBody } from '../../../../tests/booking-fixtures';
import { createBrand, createDevice, createPricing, createRepairService } from '../../../../tests/factories';
import { createTestApp, getJson } from '../../../../tests/test-app';
import type { DeviceDetail } from '../../../shared/catalogue-types';
import { createApp } from '../../app';
import { bookings } from '../../db/schema/index';
import { createCatalogueCache } from '../../lib/catalogue-cache';

// The catalogue is cached in each process and dropped on every write made through the app. A change
// made another way (in SQL, by a process that missed the announcement) still shows within the cache's
// short lifetime (CATALOGUE_CACHE_SECONDS, 30 s by default, at most 60), on every process, and no HTTP
// header promises a browser or a proxy a longer one.

let now = new Date('2026-11-22T04:00:00Z');
const clock = () => now;
const later = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

const { app, db, services } = await createTestApp({ devOutbox: true, clock });
// A second process on the same database: its own cache, with a lifetime of its own.
const { app: other } = createApp({
  ...services,
  clock,
  catalogueCache: createCatalogueCache({ maxAgeSeconds: 5, clock }),
});

const brand = await createBrand(db, { name: 'Xiaomi' });
const device = await createDevice(db, { name: 'Redmi 13C 5G', brandId: brand.id });
const screen = await createRepairService(db, { name: 'Screen Replacement' });
const price = await createPricing(db, {
  deviceId: device.id,
  repairServiceId: screen.id,
  priceAmount: 229_900,
});

const screenPrice = async (target: typeof app) => {
  const res = await getJson<{ device: DeviceDetail }>(target, `/api/devices/${device.slug}`);
  expect(res.status).toBe(200);
  return res.body.device.repairs.find((repair) => repair.serviceId === screen.id)?.priceAmount;
};

/** A price change made in SQL: no announcement reaches the processes. */
const setPriceInSql = (paise: number) =>
  db.execute(sql`update device_repair_pricing set price_amount = ${paise} where id = ${price.id}`);

describe('the cached catalogue', () => {
  it('shows a change made in SQL once its short lifetime is over', async () => {
    expect(await screenPrice(app)).toBe(229_900);
    await setPriceInSql(249_900);
    // Served from memory meanwhile...
    later(29);
    expect(await screenPrice(app)).toBe(229_900);
    // ...and read again within the lifetime of 30 seconds.
    later(2);
    expect(await screenPrice(app)).toBe(249_900);
  });

  it('keeps every answer for that lifetime only: lists, brands and services too', async () => {
    const list = async () =>
      (await getJson<{ devices: { name: string }[] }>(app, `/api/devices?brand=${brand.id}`)).body.devices;
    const brands = async () =>
      (await getJson<{ brands: { name: string }[] }>(app, '/api/brands')).body.brands;
    const services = async () =>
      (await getJson<{ repairServices: { name: string }[] }>(app, '/api/repair-services')).body
        .repairServices;
    expect((await list()).map((d) => d.name)).toContain('Redmi 13C 5G');
    expect((await brands()).map((b) => b.name)).toContain('Xiaomi');
    expect((await services()).map((s) => s.name)).toContain('Screen Replacement');
    await db.execute(sql`update devices set name = 'Redmi 13C' where id = ${device.id}`);
    await db.execute(sql`update brands set name = 'Xiaomi India' where id = ${brand.id}`);
    await db.execute(sql`update repair_services set name = 'Screen Repair' where id = ${screen.id}`);
    later(31);
    expect((await list()).map((d) => d.name)).toContain('Redmi 13C');
    expect((await brands()).map((b) => b.name)).toContain('Xiaomi India');
    expect((await services()).map((s) => s.name)).toContain('Screen Repair');
  });

  it('expires on every process, each with its configured lifetime', async () => {
    expect(await screenPrice(other)).toBe(249_900);
    await setPriceInSql(199_900);
    later(4);
    expect(await screenPrice(other)).toBe(249_900);
    later(2);
    expect(await screenPrice(other)).toBe(199_900);
  });

  it('charges the price the page shows once it shows it', async () => {
    later(31);
    expect(await screenPrice(app)).toBe(199_900);
    const res = await bookWith(app)(makeBookingBody(device.id, [screen.id]));
    expect(res.status).toBe(201);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, res.body.booking.id));
    expect(row!.totalPrice).toBe(199_900);
  });

  it('promises browsers and proxies no longer freshness than that', async () => {
    for (const path of [
      `/api/devices/${device.slug}`,
      '/api/devices',
      '/api/brands',
      '/api/repair-services',
    ]) {
      const res = await app.request(path);
      const cacheControl = res.headers.get('cache-control') ?? '';
      const maxAge = Number(/(?:s-)?max-age=(\d+)/.exec(cacheControl)?.[1] ?? 0);
      expect(cacheControl, path).toMatch(/no-cache|no-store|max-age=/);
      expect(maxAge, path).toBeLessThanOrEqual(30);
    }
  });
});
