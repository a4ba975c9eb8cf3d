import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  BrandListResponse,
  DeviceListResponse,
  DeviceResponse,
  RepairServiceListResponse,
} from '../../../shared/catalogue-types';
import type { ApiErrorBody } from '../../../shared/api-error';
import { deviceRepairPricing, devices } from '../../db/schema/index';
import {
  createBrand,
  createCategory,
  createDevice,
  createPricing,
  createRepairService,
} from '../../../../tests/factories';
import { createTestApp, getJson, TEST_ORIGIN } from '../../../../tests/test-app';

const { app, db, catalogueCache } = await createTestApp();

// One small catalogue shared by the read-only tests below.
const world = await (async () => {
  const phones = await createCategory(db, { name: 'Smartphones', iconName: 'Smartphone' });
  const hiddenCategory = await createCategory(db, { name: 'Laptops', isActive: false });
  const apple = await createBrand(db, { name: 'Apple' });
  const samsung = await createBrand(db, { name: 'Samsung' });
  const retired = await createBrand(db, { name: 'Retired Brand', isActive: false });
  const screen = await createRepairService(db, {
    name: 'Screen Replacement',
    slug: 'screen-replacement',
    iconName: 'Monitor',
    blogSlug: 'cracked-screen-immediate-actions',
  });
  const battery = await createRepairService(db, {
    name: 'Battery Replacement',
    slug: 'battery-replacement',
    iconName: 'Battery',
  });
  const camera = await createRepairService(db, {
    name: 'Camera Repair',
    slug: 'camera-repair',
    isActive: false,
  });

  const iphone = await createDevice(db, {
    name: 'Apple iPhone 15 Pro',
    slug: 'apple-iphone-15-pro',
    modelNumber: 'A3102',
    brandId: apple.id,
    categoryId: phones.id,
    screenSize: 6.1,
    storageOptions: ['128GB', '256GB'],
    colorOptions: ['Natural Titanium'],
  });
  const galaxy = await createDevice(db, {
    name: 'Samsung Galaxy A15 5G',
    slug: 'samsung-galaxy-a15-5g',
    modelNumber: 'SM-A156E',
    brandId: samsung.id,
    categoryId: phones.id,
  });
  const percent = await createDevice(db, {
    name: 'Samsung 100% Phone',
    slug: 'samsung-100-phone',
    brandId: samsung.id,
    categoryId: phones.id,
  });
  const inactive = await createDevice(db, {
    name: 'Apple iPhone 6',
    slug: 'apple-iphone-6',
    brandId: apple.id,
    categoryId: phones.id,
    isActive: false,
  });
  const ofRetiredBrand = await createDevice(db, {
    name: 'Old Phone',
    slug: 'old-phone',
    brandId: retired.id,
    categoryId: phones.id,
  });
  const laptop = await createDevice(db, {
    name: 'Apple MacBook',
    slug: 'apple-macbook',
    brandId: apple.id,
    categoryId: hiddenCategory.id,
  });

  await createPricing(db, {
    deviceId: iphone.id,
    repairServiceId: screen.id,
    priceAmount: 2_899_900,
    estimatedTimeHours: 1.5,
  });
  await createPricing(db, { deviceId: iphone.id, repairServiceId: battery.id, priceAmount: 649_900 });
  await createPricing(db, { deviceId: iphone.id, repairServiceId: camera.id, priceAmount: 999_900 });
  await createPricing(db, { deviceId: galaxy.id, repairServiceId: screen.id, priceAmount: 349_900 });
  await createPricing(db, {
    deviceId: galaxy.id,
    repairServiceId: battery.id,
    priceAmount: 149_900,
    isAvailable: false,
  });
  // Cheaper, but on devices nobody can book: must not become the "starting from" price.
  await createPricing(db, { deviceId: inactive.id, repairServiceId: screen.id, priceAmount: 100 });
  await createPricing(db, { deviceId: laptop.id, repairServiceId: battery.id, priceAmount: 100 });
  return {
    apple,
    samsung,
    retired,
    screen,
    battery,
    camera,
    iphone,
    galaxy,
    percent,
    inactive,
    ofRetiredBrand,
    laptop,
  };
})();

const names = (body: DeviceListResponse) => body.devices.map((d) => d.name);

describe('GET /api/devices', () => {
  it('lists active devices of active brands and categories, ordered by name, with brand and category', async () => {
    const res = await getJson<DeviceListResponse>(app, '/api/devices');
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Apple iPhone 15 Pro', 'Samsung 100% Phone', 'Samsung Galaxy A15 5G']);
    expect(res.body.devices[0]).toMatchObject({
      slug: 'apple-iphone-15-pro',
      modelNumber: 'A3102',
      screenSize: 6.1,
      storageOptions: ['128GB', '256GB'],
      colorOptions: ['Natural Titanium'],
      brand: { id: world.apple.id, name: 'Apple' },
      category: { name: 'Smartphones', iconName: 'Smartphone' },
    });
  });

  it('filters by brand', async () => {
    const res = await getJson<DeviceListResponse>(app, `/api/devices?brand=${world.samsung.id}`);
    expect(names(res.body)).toEqual(['Samsung 100% Phone', 'Samsung Galaxy A15 5G']);
    const none = await getJson<DeviceListResponse>(app, `/api/devices?brand=${world.retired.id}`);
    expect(none.body.devices).toEqual([]);
  });

  it('searches name, model number and brand, case-insensitively', async () => {
    expect(names((await getJson<DeviceListResponse>(app, '/api/devices?q=IPHONE')).body)).toEqual([
      'Apple iPhone 15 Pro',
    ]);
    expect(names((await getJson<DeviceListResponse>(app, '/api/devices?q=sm-a156')).body)).toEqual([
      'Samsung Galaxy A15 5G',
    ]);
    expect(names((await getJson<DeviceListResponse>(app, '/api/devices?q=apple')).body)).toEqual([
      'Apple iPhone 15 Pro',
    ]);
  });

  it('treats % and _ in the search text literally', async () => {
    expect(names((await getJson<DeviceListResponse>(app, '/api/devices?q=100%25')).body)).toEqual([
      'Samsung 100% Phone',
    ]);
    expect((await getJson<DeviceListResponse>(app, '/api/devices?q=%25%25%25')).body.devices).toEqual([]);
    expect((await getJson<DeviceListResponse>(app, '/api/devices?q=_')).body.devices).toEqual([]);
  });

  it('filters by repair service: available pricing of an active service only', async () => {
    const screen = await getJson<DeviceListResponse>(app, '/api/devices?service=screen-replacement');
    expect(names(screen.body)).toEqual(['Apple iPhone 15 Pro', 'Samsung Galaxy A15 5G']);
    const battery = await getJson<DeviceListResponse>(app, '/api/devices?service=battery-replacement');
    expect(names(battery.body)).toEqual(['Apple iPhone 15 Pro']);
    const inactiveService = await getJson<DeviceListResponse>(app, '/api/devices?service=camera-repair');
    expect(inactiveService.body.devices).toEqual([]);
    const unknown = await getJson<DeviceListResponse>(app, '/api/devices?service=no-such-service');
    expect(unknown.status).toBe(200);
    expect(unknown.body.devices).toEqual([]);
    // A group of services (Mic & Speaker on /services): devices with any of them.
    const either = await getJson<DeviceListResponse>(
      app,
      '/api/devices?service=battery-replacement,no-such-service',
    );
    expect(names(either.body)).toEqual(['Apple iPhone 15 Pro']);
    const both = await getJson<DeviceListResponse>(
      app,
      '/api/devices?service=screen-replacement,battery-replacement',
    );
    expect(names(both.body)).toEqual(['Apple iPhone 15 Pro', 'Samsung Galaxy A15 5G']);
  });

  it('combines filters', async () => {
    const res = await getJson<DeviceListResponse>(
      app,
      `/api/devices?brand=${world.samsung.id}&q=galaxy&service=screen-replacement`,
    );
    expect(names(res.body)).toEqual(['Samsung Galaxy A15 5G']);
  });

  it.each([
    ['brand=apple', 'brand'],
    ['brand=-1', 'brand'],
    ['brand=1e3', 'brand'],
    [`q=${'x'.repeat(101)}`, 'q'],
    ['service=Screen%20Repair', 'service'],
    ['service=%3Cscript%3E', 'service'],
    ['service=screen-replacement,,battery', 'service'],
  ])('rejects ?%s with 400 in the one error shape', async (query, field) => {
    const res = await getJson<ApiErrorBody>(app, `/api/devices?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.message).toBe('Invalid query parameters');
    expect(Object.keys(res.body.error.fields ?? {})).toEqual([field]);
  });
});

describe('GET /api/devices/:slug', () => {
  it('returns the device with its available repairs of active services', async () => {
    const res = await getJson<DeviceResponse>(app, '/api/devices/apple-iphone-15-pro');
    expect(res.status).toBe(200);
    expect(res.body.device.name).toBe('Apple iPhone 15 Pro');
    expect(res.body.device.brand.name).toBe('Apple');
    expect(res.body.device.repairs).toEqual([
      {
        serviceId: world.screen.id,
        slug: 'screen-replacement',
        name: 'Screen Replacement',
        description: 'Fixes a thing.',
        iconName: 'Monitor',
        diyGuideText: '1. Restart the phone.\n2. Try again.',
        blogSlug: 'cracked-screen-immediate-actions',
        translations: {},
        priceAmount: 2_899_900,
        estimatedTimeHours: 1.5,
        warrantyDays: 90,
      },
      expect.objectContaining({ serviceId: world.battery.id, priceAmount: 649_900, estimatedTimeHours: 1 }),
    ]);
  });

  it('leaves out unavailable pricing', async () => {
    const res = await getJson<DeviceResponse>(app, '/api/devices/samsung-galaxy-a15-5g');
    expect(res.body.device.repairs.map((r) => r.slug)).toEqual(['screen-replacement']);
  });

  it('returns an empty repair list for a device with no pricing', async () => {
    const res = await getJson<DeviceResponse>(app, '/api/devices/samsung-100-phone');
    expect(res.status).toBe(200);
    expect(res.body.device.repairs).toEqual([]);
  });

  it.each([
    'no-such-device',
    'apple-iphone-6',
    'old-phone',
    'apple-macbook',
    'UPPER-case',
    'a%2Fb',
    '..%2F..%2Fetc',
  ])('404s for %s', async (slug) => {
    const res = await getJson<ApiErrorBody>(app, `/api/devices/${slug}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: 'Device not found' } });
  });
});

describe('GET /api/brands', () => {
  it('lists active brands by name with their bookable device counts', async () => {
    const res = await getJson<BrandListResponse>(app, '/api/brands');
    expect(res.status).toBe(200);
    expect(res.body.brands.map((b) => [b.name, b.deviceCount])).toEqual([
      ['Apple', 1],
      ['Samsung', 2],
    ]);
  });
});

describe('GET /api/repair-services', () => {
  it('lists active services with the lowest price a customer can book', async () => {
    const res = await getJson<RepairServiceListResponse>(app, '/api/repair-services');
    expect(res.status).toBe(200);
    expect(res.body.repairServices.map((s) => [s.slug, s.startingPrice])).toEqual([
      ['screen-replacement', 349_900],
      ['battery-replacement', 649_900],
    ]);
  });
});

describe('caching', () => {
  it('sends an ETag and answers 304 to a matching If-None-Match', async () => {
    for (const path of [
      '/api/devices',
      '/api/devices/apple-iphone-15-pro',
      '/api/brands',
      '/api/repair-services',
    ]) {
      const first = await app.request(path);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await app.request(path, { headers: { 'If-None-Match': etag! } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      const weak = await app.request(path, { headers: { 'If-None-Match': `"other", W/${etag!}` } });
      expect(weak.status).toBe(304);
      const stale = await app.request(path, { headers: { 'If-None-Match': '"stale"' } });
      expect(stale.status).toBe(200);
    }
  });

  it('serves cached reads until a catalogue write invalidates them', async () => {
    const before = await getJson<DeviceResponse>(app, '/api/devices/samsung-galaxy-a15-5g');
    await db
      .update(deviceRepairPricing)
      .set({ priceAmount: 399_900 })
      .where(eq(deviceRepairPricing.deviceId, world.galaxy.id));
    const cached = await getJson<DeviceResponse>(app, '/api/devices/samsung-galaxy-a15-5g');
    expect(cached.body).toEqual(before.body);

    catalogueCache.invalidate();
    const fresh = await getJson<DeviceResponse>(app, '/api/devices/samsung-galaxy-a15-5g');
    expect(fresh.body.device.repairs[0]?.priceAmount).toBe(399_900);
    expect(fresh.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  it('does not keep a cached 404 after the device appears', async () => {
    expect((await app.request('/api/devices/brand-new-phone')).status).toBe(404);
    await createDevice(db, {
      name: 'Brand New Phone',
      slug: 'brand-new-phone',
      brandId: world.apple.id,
      categoryId: world.iphone.categoryId,
    });
    catalogueCache.invalidate();
    expect((await app.request('/api/devices/brand-new-phone')).status).toBe(200);
  });
});

describe('errors', () => {
  it('answers unknown API paths with 404 in the one error shape', async () => {
    const res = await getJson<ApiErrorBody>(app, '/api/nope');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
    const post = await app.request('/api/devices', {
      method: 'POST',
      body: '{',
      headers: { Origin: TEST_ORIGIN },
    });
    expect(post.status).toBe(404);
  });

  it('never answers 500 to odd input', async () => {
    const paths = [
      '/api/devices?q=%E0%A4%A',
      '/api/devices?q=%00',
      `/api/devices?q=${encodeURIComponent("'; drop table devices; --")}`,
      '/api/devices?brand=1&brand=2',
      '/api/devices/%E0%A4%A',
      '/%E0%A4%A',
    ];
    for (const path of paths) {
      const res = await app.request(path);
      expect(res.status, path).toBeLessThan(500);
    }
    const after = await db.select().from(devices);
    expect(after.length).toBeGreaterThan(0);
  });
});

describe('compression', () => {
  it('gzips large responses for clients that accept it, and only those', async () => {
    const small = await app.request('/api/brands', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    for (let i = 0; i < 12; i++)
      await createDevice(db, { brandId: world.apple.id, categoryId: world.iphone.categoryId });
    catalogueCache.invalidate();
    const gzipped = await app.request('/api/devices', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toBe('Accept-Encoding');
    const plain = await app.request('/api/devices');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(((await plain.json()) as DeviceListResponse).devices).toHaveLength(16);
  });
});
