import { describe, expect, it } from 'vitest';
import { getAs, postJson, signInWithPassword } from '../../../../tests/auth-helpers';
import { bookWith, makeBookingBody, tomorrowInIndia } from '../../../../tests/booking-fixtures';
import {
  createBrand,
  createCategory,
  createDevice,
  createPricing,
  createRepairService,
  createUser,
} from '../../../../tests/factories';
import { createTestApp } from '../../../../tests/test-app';
import type {
  AdminBrandRow,
  AdminDeviceRow,
  AdminPricingRow,
  AdminRepairServiceRow,
} from '../../../shared/contracts/admin-catalogue';
import type { DeviceDetail, DeviceSummary } from '../../../shared/catalogue-types';

// Device Management: an admin runs the catalogue in the app. Every write shows on the customer's
// next page view (the catalogue cache is dropped), prices are typed in rupees and kept in paise,
// and what is still in use cannot be deleted, only deactivated.

const { app, db, auth } = await createTestApp({ devOutbox: true });
await createUser(auth, db, { email: 'catalogue-admin@example.com', role: 'admin', password: 'admin-pass-1' });
const admin = await signInWithPassword(app, 'catalogue-admin@example.com', 'admin-pass-1');
const book = bookWith(app);

const send = <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown = {}) =>
  postJson<T>(app, path, body, { cookie: admin, method });

const publicDevices = async () =>
  ((await getAs(app, '/api/devices')).body as { devices: DeviceSummary[] }).devices.map((d) => d.slug);
const publicDevice = async (slug: string) => getAs(app, `/api/devices/${slug}`);

describe('brands, categories and repair services', () => {
  it('creates, edits and refuses a second brand of the same name, on the name field', async () => {
    const made = await send<{ brand: AdminBrandRow }>('POST', '/api/admin/brands', {
      name: 'Nothing',
      websiteUrl: 'https://nothing.tech',
    });
    expect(made.status).toBe(201);
    expect(made.body.brand).toMatchObject({ name: 'Nothing', logoUrl: null, isActive: true, deviceCount: 0 });
    const again = await send('POST', '/api/admin/brands', { name: 'Nothing' });
    expect(again.status).toBe(409);
    expect(again.body.error?.fields).toEqual({ name: 'A brand with this name already exists.' });
    const empty = await send('POST', '/api/admin/brands', { name: '  ' });
    expect(empty.body.error?.fields).toEqual({ name: 'Brand name is required.' });
    const badSite = await send('POST', '/api/admin/brands', {
      name: 'Odd',
      websiteUrl: 'javascript:alert(1)',
    });
    expect(badSite.body.error?.fields?.websiteUrl).toMatch(/http/);

    const edited = await send<{ brand: AdminBrandRow }>('PUT', `/api/admin/brands/${made.body.brand.id}`, {
      name: 'Nothing Phone',
      websiteUrl: '',
    });
    expect(edited.body.brand).toMatchObject({ name: 'Nothing Phone', websiteUrl: null });
  });

  it('keeps a brand in use: delete is refused with the way out, deactivating hides its devices', async () => {
    const brand = await createBrand(db, { name: 'Realme' });
    await createDevice(db, { name: 'Realme 12', slug: 'realme-12', brandId: brand.id });
    expect(await publicDevices()).toContain('realme-12');

    const refused = await send('DELETE', `/api/admin/brands/${brand.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe('IN_USE');
    expect(refused.body.error?.message).toMatch(/Deactivate the brand instead/);

    expect((await send('POST', `/api/admin/brands/${brand.id}/active`, { isActive: false })).status).toBe(
      200,
    );
    expect(await publicDevices()).not.toContain('realme-12');
    expect((await send('POST', `/api/admin/brands/${brand.id}/active`, { isActive: true })).status).toBe(200);
    expect(await publicDevices()).toContain('realme-12');

    const unused = await createBrand(db, { name: 'Unused Brand' });
    expect((await send('DELETE', `/api/admin/brands/${unused.id}`)).status).toBe(200);
    expect((await send('DELETE', `/api/admin/brands/${unused.id}`)).status).toBe(404);
  });

  it('takes only the spec icons for categories and services', async () => {
    const tablet = await send('POST', '/api/admin/categories', { name: 'Tablets', iconName: 'Tablet' });
    expect(tablet.status).toBe(201);
    const odd = await send('POST', '/api/admin/categories', { name: 'Odd', iconName: 'Rocket' });
    expect(odd.body.error?.fields).toEqual({ iconName: 'Please choose an icon.' });
    const service = await send<{ service: AdminRepairServiceRow }>('POST', '/api/admin/repair-services', {
      name: 'Back Glass Replacement',
      iconName: 'Smartphone',
      diyGuideText: 'Cover the cracked glass with tape until the repair.',
      blogSlug: 'cracked-screen-immediate-actions',
    });
    expect(service.status).toBe(201);
    expect(service.body.service).toMatchObject({ slug: 'back-glass-replacement', pricedDeviceCount: 0 });
    const noIcon = await send<{ service: AdminRepairServiceRow }>('POST', '/api/admin/repair-services', {
      name: 'Back Glass Replacement!',
    });
    // Its own slug, numbered; the settings icon by default.
    expect(noIcon.body.service).toMatchObject({ slug: 'back-glass-replacement-2', iconName: 'Settings' });
  });

  it('refuses to delete a priced service; deactivating it takes it off the device page', async () => {
    const device = await createDevice(db, { name: 'Pixel 8', slug: 'pixel-8' });
    const camera = await createRepairService(db, { name: 'Camera Repair' });
    await createPricing(db, { deviceId: device.id, repairServiceId: camera.id, priceAmount: 189_900 });
    const refused = await send('DELETE', `/api/admin/repair-services/${camera.id}`);
    expect(refused.body.error?.code).toBe('IN_USE');
    expect(refused.body.error?.message).toMatch(/priced for 1 device/);
    await send('POST', `/api/admin/repair-services/${camera.id}/active`, { isActive: false });
    const page = (await publicDevice('pixel-8')).body as { device: DeviceDetail };
    expect(page.device.repairs.map((r) => r.name)).not.toContain('Camera Repair');
  });
});

describe('devices', () => {
  it("checks the device form with the spec's messages", async () => {
    const refused = await send('POST', '/api/admin/devices', { name: '', brandId: '', categoryId: '' });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.fields).toEqual({
      name: 'Device name is required.',
      brandId: 'Please select a brand.',
      categoryId: 'Please select a category.',
    });
    const unknown = await send('POST', '/api/admin/devices', {
      name: 'X',
      brandId: 99999,
      categoryId: 99999,
    });
    expect(unknown.body.error?.fields).toEqual({
      brandId: 'Please select a brand.',
      categoryId: 'Please select a category.',
    });
  });

  it('makes the slug from the name, keeps an edited one unique, and reads the comma lists', async () => {
    const brand = await createBrand(db, { name: 'OnePlus' });
    const phones = await createCategory(db, { name: 'Phones' });
    const made = await send<{ device: AdminDeviceRow }>('POST', '/api/admin/devices', {
      name: 'OnePlus 12R (5G)',
      slug: '',
      brandId: String(brand.id),
      categoryId: String(phones.id),
      storageOptions: '128GB, 256GB, ,',
      colorOptions: ' Iron Gray ,Cool Blue',
      screenSize: '6.78',
      modelNumber: '',
    });
    expect(made.status).toBe(201);
    expect(made.body.device).toMatchObject({
      slug: 'oneplus-12r-5g',
      storageOptions: ['128GB', '256GB'],
      colorOptions: ['Iron Gray', 'Cool Blue'],
      screenSize: 6.8,
      modelNumber: null,
      brandName: 'OnePlus',
      categoryName: 'Phones',
    });
    // New and active: customers see it at once.
    expect(await publicDevices()).toContain('oneplus-12r-5g');

    const clash = await send('POST', '/api/admin/devices', {
      name: 'Another',
      slug: 'oneplus-12r-5g',
      brandId: brand.id,
      categoryId: phones.id,
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error?.fields).toEqual({
      slug: 'Another device already has this slug. Please choose another.',
    });

    const renamed = await send<{ device: AdminDeviceRow }>(
      'PUT',
      `/api/admin/devices/${made.body.device.id}`,
      {
        name: 'OnePlus 12R',
        slug: 'OnePlus 12R Special',
        brandId: brand.id,
        categoryId: phones.id,
      },
    );
    expect(renamed.body.device.slug).toBe('oneplus-12r-special');
    expect((await publicDevice('oneplus-12r-special')).status).toBe(200);
    expect((await publicDevice('oneplus-12r-5g')).status).toBe(404);
  });

  it("ranks a device by popularity: the customer's next read is in the new order", async () => {
    const brand = await createBrand(db, { name: 'Tecno' });
    const phones = await createCategory(db, { name: 'Tecno Phones' });
    const spark = await createDevice(db, {
      name: 'Tecno Spark 20',
      slug: 'tecno-spark-20',
      brandId: brand.id,
      categoryId: phones.id,
      popularity: 20,
    });
    const pova = await createDevice(db, {
      name: 'Tecno Pova 6 Pro 5G',
      slug: 'tecno-pova-6-pro-5g',
      brandId: brand.id,
      categoryId: phones.id,
      popularity: 10,
    });
    const tecnoOrder = async () => (await publicDevices()).filter((slug) => slug.startsWith('tecno-'));
    expect(await tecnoOrder()).toEqual(['tecno-pova-6-pro-5g', 'tecno-spark-20']);

    const form = { name: 'Tecno Spark 20', slug: 'tecno-spark-20', brandId: brand.id, categoryId: phones.id };
    const ranked = await send<{ device: AdminDeviceRow }>('PUT', `/api/admin/devices/${spark.id}`, {
      ...form,
      popularity: '1',
    });
    expect(ranked.status).toBe(200);
    expect(ranked.body.device.popularity).toBe(1);
    expect(await tecnoOrder()).toEqual(['tecno-spark-20', 'tecno-pova-6-pro-5g']);

    // Saved without the field, the rank stays; the list shows it.
    await send('PUT', `/api/admin/devices/${spark.id}`, { ...form, description: 'Budget phone.' });
    const list = await getAs(app, `/api/admin/devices?brandId=${brand.id}`, admin);
    const rows = (list.body as { devices: AdminDeviceRow[] }).devices;
    expect(rows.map((d) => [d.slug, d.popularity])).toEqual([
      ['tecno-pova-6-pro-5g', 10],
      ['tecno-spark-20', 1],
    ]);

    for (const popularity of ['0', '-3', '2.5', 'first', 100_001]) {
      const refused = await send('PUT', `/api/admin/devices/${pova.id}`, { ...form, popularity });
      expect(refused.status, String(popularity)).toBe(400);
      expect(refused.body.error?.fields).toEqual({
        popularity: 'The popularity must be a whole number from 1 to 1,00,000.',
      });
    }
    const made = await send<{ device: AdminDeviceRow }>('POST', '/api/admin/devices', {
      name: 'Tecno Pop 8',
      brandId: brand.id,
      categoryId: phones.id,
    });
    expect(made.body.device.popularity).toBe(1000);
  });

  it('filters the list, and deleting a device deletes its prices', async () => {
    const brand = await createBrand(db, { name: 'Vivo' });
    const device = await createDevice(db, { name: 'Vivo V30', slug: 'vivo-v30', brandId: brand.id });
    await createDevice(db, { name: 'Vivo Y28', slug: 'vivo-y28', brandId: brand.id, isActive: false });
    const service = await createRepairService(db, { name: 'Vivo Screen' });
    await createPricing(db, { deviceId: device.id, repairServiceId: service.id });

    const list = await getAs(app, `/api/admin/devices?brandId=${brand.id}&active=true`, admin);
    const rows = (list.body as { devices: AdminDeviceRow[] }).devices;
    expect(rows.map((d) => d.slug)).toEqual(['vivo-v30']);
    expect(rows[0]!.priceCount).toBe(1);
    const searched = await getAs(app, '/api/admin/devices?q=y28', admin);
    expect((searched.body as { devices: AdminDeviceRow[] }).devices.map((d) => d.slug)).toEqual(['vivo-y28']);

    expect((await send('DELETE', `/api/admin/devices/${device.id}`)).status).toBe(200);
    const prices = await getAs(app, `/api/admin/pricing?deviceId=${device.id}`, admin);
    expect((prices.body as { pricing: AdminPricingRow[] }).pricing).toEqual([]);
    expect((await send('DELETE', `/api/admin/repair-services/${service.id}`)).status).toBe(200);
  });
});

describe('the device list, a page at a time', () => {
  type Page = { devices: AdminDeviceRow[]; nextCursor: string | null };
  const pageOf = async (query: string) => {
    const res = await getAs(app, `/api/admin/devices/pages?${query}`, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Page;
  };
  /** Every page of the query, following the cursors: the names in the order they came. */
  const walk = async (query: string) => {
    const names: string[][] = [];
    let page = await pageOf(query);
    names.push(page.devices.map((d) => d.name));
    while (page.nextCursor) {
      page = await pageOf(`${query}&cursor=${encodeURIComponent(page.nextCursor)}`);
      names.push(page.devices.map((d) => d.name));
    }
    return names;
  };

  it('pages by name and by popularity after a cursor, with the filters, never repeating a row', async () => {
    const brand = await createBrand(db, { name: 'Pagebrand' });
    // Names that sort apart only without case, and two with the same popularity (the id breaks ties).
    for (const [name, popularity] of [
      ['pg Alpha', 5],
      ['PG beta', 3],
      ['pg Gamma', 3],
      ['PG delta', 9],
      ['pg Epsilon', 1],
    ] as const) {
      await createDevice(db, {
        name,
        slug: name.toLowerCase().replace(' ', '-'),
        brandId: brand.id,
        popularity,
      });
    }
    await createDevice(db, { name: 'pg Zeta', slug: 'pg-zeta', popularity: 2 });
    const byName = await walk(`brandId=${brand.id}&limit=2`);
    expect(byName).toEqual([['pg Alpha', 'PG beta'], ['PG delta', 'pg Epsilon'], ['pg Gamma']]);
    const backwards = await walk(`brandId=${brand.id}&limit=2&sort=name&dir=desc`);
    expect(backwards.flat()).toEqual(['pg Gamma', 'pg Epsilon', 'PG delta', 'PG beta', 'pg Alpha']);
    const byPopularity = await walk(`brandId=${brand.id}&limit=3&sort=popularity`);
    expect(byPopularity).toEqual([
      ['pg Epsilon', 'PG beta', 'pg Gamma'],
      ['pg Alpha', 'PG delta'],
    ]);
    const searched = await walk('q=pg%20&limit=10');
    expect(searched.flat()).toContain('pg Zeta');
  });

  it('refuses a cursor that is not its own with the one error shape', async () => {
    for (const cursor of ['nonsense', Buffer.from('["a","x1"]').toString('base64url')]) {
      const res = await getAs(app, `/api/admin/devices/pages?cursor=${cursor}`, admin);
      expect(res.status, cursor).toBe(400);
      expect(res.body.error?.code).toBe('BAD_REQUEST');
    }
    const popular = Buffer.from('["first","1"]').toString('base64url');
    const res = await getAs(app, `/api/admin/devices/pages?sort=popularity&cursor=${popular}`, admin);
    expect(res.status).toBe(400);
    const tooMany = await getAs(app, '/api/admin/devices/pages?limit=500', admin);
    expect(tooMany.status).toBe(400);
  });
});

describe('pricing', () => {
  it('takes rupees, keeps paise, defaults the terms, and refuses a second price for the same pair', async () => {
    const device = await createDevice(db, { name: 'Redmi Note 13', slug: 'redmi-note-13' });
    const screen = await createRepairService(db, { name: 'Redmi Screen' });
    const missing = await send('POST', '/api/admin/pricing', { deviceId: '', repairServiceId: screen.id });
    expect(missing.body.error?.fields).toEqual({ deviceId: 'Please select both device and repair service.' });

    const made = await send<{ price: AdminPricingRow }>('POST', '/api/admin/pricing', {
      deviceId: device.id,
      repairServiceId: screen.id,
      price: '2499.50',
    });
    expect(made.status).toBe(201);
    expect(made.body.price).toMatchObject({
      priceAmount: 249_950,
      estimatedTimeHours: 1,
      warrantyDays: 90,
      isAvailable: true,
    });
    const twice = await send('POST', '/api/admin/pricing', {
      deviceId: device.id,
      repairServiceId: screen.id,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error?.fields?.repairServiceId).toMatch(/already has a price/);
    const negative = await send('POST', '/api/admin/pricing', {
      deviceId: device.id,
      repairServiceId: screen.id,
      price: -5,
    });
    expect(negative.body.error?.fields).toEqual({ price: 'The price cannot be negative.' });
  });

  it('shows a new price on the next page view and books at it', async () => {
    const device = await createDevice(db, { name: 'Galaxy A55', slug: 'galaxy-a55' });
    const battery = await createRepairService(db, { name: 'A55 Battery' });
    const price = await createPricing(db, {
      deviceId: device.id,
      repairServiceId: battery.id,
      priceAmount: 149_900,
    });
    // The page is read (and cached) at the old price first.
    const before = (await publicDevice('galaxy-a55')).body as { device: DeviceDetail };
    expect(before.device.repairs[0]!.priceAmount).toBe(149_900);

    const changed = await send<{ price: AdminPricingRow }>('PUT', `/api/admin/pricing/${price.id}`, {
      price: 1799,
      estimatedTimeHours: '1.5',
      warrantyDays: '180',
      isAvailable: true,
    });
    expect(changed.body.price).toMatchObject({
      priceAmount: 179_900,
      estimatedTimeHours: 1.5,
      warrantyDays: 180,
    });
    const after = (await publicDevice('galaxy-a55')).body as { device: DeviceDetail };
    expect(after.device.repairs[0]).toMatchObject({ priceAmount: 179_900, warrantyDays: 180 });

    const booked = await book(
      makeBookingBody(device.id, [battery.id], {
        deviceModel: 'Galaxy A55',
        preferredDate: tomorrowInIndia(),
      }),
    );
    expect(booked.status).toBe(201);
    expect(booked.body.booking.totalPrice).toBe(179_900);

    // Unavailable: off the page, and no longer bookable.
    await send('PUT', `/api/admin/pricing/${price.id}`, { price: 1799, isAvailable: false });
    const hidden = (await publicDevice('galaxy-a55')).body as { device: DeviceDetail };
    expect(hidden.device.repairs).toEqual([]);
    expect((await book(makeBookingBody(device.id, [battery.id]))).status).toBe(400);
  });
});
