import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAs, nextAddress, postJson, signInWithPassword } from '../../../../tests/auth-helpers';
import {
  createBrand,
  createDevice,
  createPricing,
  createRepairService,
  createUser,
} from '../../../../tests/factories';
import { createTestApp, TEST_ORIGIN } from '../../../../tests/test-app';
import type { DeviceDetail } from '../../../shared/catalogue-types';
import type { PricingBulkResult, PricingImportPreview } from '../../../shared/contracts/admin-catalogue';
import { deviceRepairPricing } from '../../db/schema/index';

// The price grid's writes: many prices at once, a device's prices copied to another, and the pricing
// as CSV out and back in. Each lands whole or not at all, and customers see it on their next view.

// 01:30 in India on Saturday 28 November 2026, still the 27th in UTC: file names carry the India date.
const now = new Date('2026-11-27T20:00:00Z');
const { app, db, auth } = await createTestApp({ devOutbox: true, clock: () => now });
await createUser(auth, db, { email: 'grid-admin@example.com', role: 'admin', password: 'admin-pass-1' });
const admin = await signInWithPassword(app, 'grid-admin@example.com', 'admin-pass-1');

const brand = await createBrand(db, { name: 'Grid Brand' });
const phoneA = await createDevice(db, { name: 'Grid A', slug: 'grid-a', brandId: brand.id });
const phoneB = await createDevice(db, { name: 'Grid B', slug: 'grid-b', brandId: brand.id });
const screen = await createRepairService(db, { name: 'Grid Screen', slug: 'grid-screen' });
const battery = await createRepairService(db, { name: 'Grid Battery', slug: 'grid-battery' });

const pricesOf = async (deviceId: number) =>
  Object.fromEntries(
    (await db.select().from(deviceRepairPricing).where(eq(deviceRepairPricing.deviceId, deviceId))).map(
      (p) => [p.repairServiceId, p.priceAmount],
    ),
  );

const importCsv = (text: string, type = 'text/csv', query = '') =>
  app.request(`/api/admin/pricing/import${query}`, {
    method: 'POST',
    headers: { Cookie: admin, Origin: TEST_ORIGIN, 'X-Forwarded-For': nextAddress(), 'Content-Type': type },
    body: text,
  });

describe('saving grid cells', () => {
  it('creates and updates many prices together, and the device page shows them', async () => {
    await createPricing(db, { deviceId: phoneA.id, repairServiceId: screen.id, priceAmount: 100_000 });
    const saved = await postJson<PricingBulkResult>(
      app,
      '/api/admin/pricing/cells',
      {
        cells: [
          { deviceId: phoneA.id, repairServiceId: screen.id, price: 1249 },
          { deviceId: phoneA.id, repairServiceId: battery.id, price: '899', warrantyDays: 180 },
        ],
      },
      { cookie: admin, method: 'PUT' },
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ created: 1, updated: 1 });
    const page = (await getAs(app, '/api/devices/grid-a')).body as { device: DeviceDetail };
    expect(page.device.repairs.map((r) => [r.name, r.priceAmount, r.warrantyDays]).sort()).toEqual([
      ['Grid Battery', 89_900, 180],
      ['Grid Screen', 124_900, 90],
    ]);
  });

  it('saves nothing when one cell is wrong', async () => {
    const before = await pricesOf(phoneB.id);
    const refused = await postJson(
      app,
      '/api/admin/pricing/cells',
      {
        cells: [
          { deviceId: phoneB.id, repairServiceId: screen.id, price: 500 },
          { deviceId: phoneB.id, repairServiceId: 999_999, price: 500 },
        ],
      },
      { cookie: admin, method: 'PUT' },
    );
    expect(refused.status).toBe(400);
    expect(await pricesOf(phoneB.id)).toEqual(before);
    const negative = await postJson(
      app,
      '/api/admin/pricing/cells',
      { cells: [{ deviceId: phoneB.id, repairServiceId: screen.id, price: -1 }] },
      { cookie: admin, method: 'PUT' },
    );
    expect(negative.body.error?.fields).toEqual({ 'cells.0.price': 'The price cannot be negative.' });
  });
});

describe('copying prices', () => {
  it("copies one device's prices to another, replacing the same repairs", async () => {
    const target = await createDevice(db, { name: 'Grid C', slug: 'grid-c', brandId: brand.id });
    await createPricing(db, { deviceId: target.id, repairServiceId: screen.id, priceAmount: 1 });
    const copied = await postJson<PricingBulkResult>(
      app,
      '/api/admin/pricing/copy',
      { fromDeviceId: phoneA.id, toDeviceId: target.id },
      { cookie: admin },
    );
    expect(copied.body).toEqual({ created: 1, updated: 1 });
    expect(await pricesOf(target.id)).toEqual(await pricesOf(phoneA.id));
    const same = await postJson(
      app,
      '/api/admin/pricing/copy',
      { fromDeviceId: phoneA.id, toDeviceId: phoneA.id },
      { cookie: admin },
    );
    expect(same.body.error?.fields).toEqual({ toDeviceId: 'Please choose another device to copy to.' });
  });
});

describe('pricing as CSV', () => {
  it('exports every price and imports the edited file back', async () => {
    const exported = await app.request('/api/admin/pricing/export', { headers: { Cookie: admin } });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await exported.arrayBuffer());
    // The byte-order mark first, so that Excel reads ₹ and Indian scripts right.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith('brand,device_slug,device,service_slug,service,price_rupees')).toBe(true);
    expect(text).toContain('Grid Brand,grid-a,Grid A,grid-screen,Grid Screen,1249,1,90,yes\r\n');

    const edited = text.replace(
      'grid-a,Grid A,grid-screen,Grid Screen,1249,1,90,yes',
      'grid-a,Grid A,grid-screen,Grid Screen,1299,2,120,no',
    );
    const imported = await importCsv(edited);
    expect(imported.status).toBe(200);
    const result = (await imported.json()) as PricingBulkResult;
    expect(result.created).toBe(0);
    expect(result.updated).toBeGreaterThan(0);
    const [row] = await db
      .select()
      .from(deviceRepairPricing)
      .where(eq(deviceRepairPricing.deviceId, phoneA.id))
      .then((rows) => rows.filter((r) => r.repairServiceId === screen.id));
    expect(row).toMatchObject({
      priceAmount: 129_900,
      estimatedTimeHours: 2,
      warrantyDays: 120,
      isAvailable: false,
    });
  });

  it('reports every bad line by number and applies none of the file', async () => {
    const before = await pricesOf(phoneB.id);
    const file = [
      'device_slug,service_slug,price_rupees,warranty_days',
      'grid-b,grid-screen,700,',
      'grid-b,grid-battery,abc,90',
      '',
      'no-such-phone,grid-screen,100,90',
      'grid-b,grid-screen,800,90',
      'grid-b,grid-battery,-5,90',
    ].join('\n');
    const refused = await importCsv(file);
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { error: { message: string; fields: Record<string, string> } };
    expect(body.error.message).toBe('4 lines have problems; nothing was imported.');
    expect(Object.keys(body.error.fields)).toEqual(['line 3', 'line 5', 'line 6', 'line 7']);
    expect(body.error.fields['line 5']).toBe('No device has the slug "no-such-phone".');
    expect(body.error.fields['line 6']).toBe('This device and repair are already priced on line 2.');
    expect(body.error.fields['line 7']).toMatch(/cannot be negative/);
    expect(await pricesOf(phoneB.id)).toEqual(before);
  });

  it('takes CSV only, names missing columns, and refuses a file that is too large', async () => {
    expect((await importCsv('{"a":1}', 'application/json')).status).toBe(400);
    const noColumns = await importCsv('device,price\nx,1');
    expect(((await noColumns.json()) as { error: { message: string } }).error.message).toMatch(
      /missing: device_slug, service_slug, price_rupees/,
    );
    const huge = `device_slug,service_slug,price_rupees\n${'grid-b,grid-screen,1\n'.repeat(250_000)}`;
    expect((await importCsv(huge)).status).toBe(413);
  });
});

describe('one brand out, a preview before a file goes in', () => {
  it("exports only the chosen brand's prices, or every brand's, named for the India date", async () => {
    const other = await createBrand(db, { name: 'Other Make' });
    const otherPhone = await createDevice(db, { name: 'Other X', slug: 'other-x', brandId: other.id });
    await createPricing(db, { deviceId: otherPhone.id, repairServiceId: screen.id, priceAmount: 50_000 });

    const one = await app.request(`/api/admin/pricing/export?brandId=${brand.id}`, {
      headers: { Cookie: admin },
    });
    expect(one.status).toBe(200);
    expect(one.headers.get('content-disposition')).toBe(
      'attachment; filename="pricing-grid-brand-2026-11-28.csv"',
    );
    const lines = (await one.text()).split('\r\n').slice(1).filter(Boolean);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.startsWith('Grid Brand,'))).toBe(true);

    const all = await app.request('/api/admin/pricing/export', { headers: { Cookie: admin } });
    expect(all.headers.get('content-disposition')).toBe(
      'attachment; filename="pricing-all-brands-2026-11-28.csv"',
    );
    const text = await all.text();
    expect(text).toContain('Other Make,other-x');
    expect(text).toContain('Grid Brand,grid-a');

    const unknown = await app.request('/api/admin/pricing/export?brandId=999999', {
      headers: { Cookie: admin },
    });
    expect(unknown.status).toBe(404);
    const bad = await app.request('/api/admin/pricing/export?brandId=abc', { headers: { Cookie: admin } });
    expect(bad.status).toBe(400);
  });

  it('previews what a good file would change and writes nothing until it is sent again', async () => {
    await db.delete(deviceRepairPricing).where(eq(deviceRepairPricing.deviceId, phoneB.id));
    await createPricing(db, { deviceId: phoneB.id, repairServiceId: screen.id, priceAmount: 70_000 });
    await createPricing(db, { deviceId: phoneB.id, repairServiceId: battery.id, priceAmount: 40_000 });
    const file = [
      'device_slug,service_slug,price_rupees',
      'grid-b,grid-screen,749',
      'grid-b,grid-battery,400',
    ].join('\n');
    const before = await pricesOf(phoneB.id);
    const previewed = await importCsv(file, 'text/csv', '?preview=true');
    expect(previewed.status).toBe(200);
    expect((await previewed.json()) as PricingImportPreview).toEqual({
      created: 0,
      updated: 2,
      unchanged: 1,
      changes: [{ device: 'Grid B', service: 'Grid Screen', before: 70_000, after: 74_900 }],
    });
    expect(await pricesOf(phoneB.id)).toEqual(before);

    await createDevice(db, { name: 'Grid Preview', slug: 'grid-preview', brandId: brand.id });
    const fresh = await importCsv(
      'device_slug,service_slug,price_rupees\ngrid-preview,grid-battery,555',
      'text/csv',
      '?preview=true',
    );
    expect(((await fresh.json()) as PricingImportPreview).changes).toEqual([
      { device: 'Grid Preview', service: 'Grid Battery', before: null, after: 55_500 },
    ]);

    const applied = await importCsv(file);
    expect(applied.status).toBe(200);
    expect(((await applied.json()) as PricingImportPreview).changes).toHaveLength(1);
    expect((await pricesOf(phoneB.id))[screen.id]).toBe(74_900);
    const bad = await importCsv(file, 'text/csv', '?preview=maybe');
    expect(bad.status).toBe(400);
  });
});
