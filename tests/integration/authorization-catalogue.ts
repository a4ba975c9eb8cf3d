import sharp from 'sharp';
import type { Database } from '../../src/server/db/client';
import { uploadedImages, workRates } from '../../src/server/db/schema/index';
import { createBrand, createCategory, createDevice, createPricing, createRepairService } from '../factories';
import { only } from './authorization-setup';
import type { Entry } from './authorization-setup';

// The authorization matrix's rows for Device Management and Image Uploads: admins only, and each
// write of an admin checked for real (fresh rows for every call that changes one), with its audit.

/** A picture an admin may upload. */
const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
  .png()
  .toBuffer();

export function catalogueEntries(
  db: Database,
  device: { id: number; slug: string; brandId: number; categoryId: number },
  screen: { id: number; slug: string },
): Entry[] {
  // The catalogue rows the Device Management writes change, fresh for each call.
  const freshBrandId = async () => (await createBrand(db)).id;
  const freshCategoryId = async () => (await createCategory(db)).id;
  const freshServiceId = async () => (await createRepairService(db)).id;
  const freshDeviceId = async () => (await createDevice(db)).id;
  const freshPriceId = async () => (await createPricing(db)).id;
  const freshRateId = async () =>
    (
      await db
        .insert(workRates)
        .values({ name: catalogueName('Rate'), priceAmount: 29_900 })
        .returning()
    )[0]!.id;
  const catalogueWrites = (
    route: string,
    subject: string,
    fresh: () => Promise<number>,
    body: () => unknown,
  ): Entry[] => [
    {
      method: 'PUT',
      route: `${route}/:id`,
      path: async () => `${route}/${await fresh()}`,
      body,
      expected: only('admin', 200, 403),
      audit: `${subject}.updated`,
    },
    {
      method: 'POST',
      route: `${route}/:id/active`,
      path: async () => `${route}/${await fresh()}/active`,
      body: () => ({ isActive: false }),
      expected: only('admin', 200, 403),
      audit: `${subject}.deactivated`,
    },
    {
      method: 'DELETE',
      route: `${route}/:id`,
      path: async () => `${route}/${await fresh()}`,
      expected: only('admin', 200, 403),
      audit: `${subject}.deleted`,
    },
  ];
  /** An uploaded image's record, fresh for each call that uses or deletes one (its files need not exist). */
  let imageSerial = 0;
  const freshImageId = async () => {
    const key = `images/2026/11/matrix-image-${String(++imageSerial).padStart(8, '0')}.png`;
    const [row] = await db
      .insert(uploadedImages)
      .values({
        imageName: 'matrix.png',
        imageKey: key,
        imageUrl: `/uploads/${key}`,
        fileSize: 1,
        contentType: 'image/png',
      })
      .returning({ id: uploadedImages.id });
    return row!.id;
  };
  let catalogueSerial = 0;
  let copyTarget = 0;
  let pricedService = 0;
  let pictured = 0;
  const catalogueName = (what: string) => `Matrix ${what} ${++catalogueSerial}`;
  return [
    // Device Management
    { method: 'GET', route: '/api/admin/brands', expected: only('admin', 200, 403) },
    {
      method: 'POST',
      route: '/api/admin/brands',
      body: () => ({ name: catalogueName('Brand') }),
      expected: only('admin', 201, 403),
      audit: 'brand.created',
    },
    ...catalogueWrites('/api/admin/brands', 'brand', freshBrandId, () => ({ name: catalogueName('Brand') })),
    { method: 'GET', route: '/api/admin/categories', expected: only('admin', 200, 403) },
    {
      method: 'POST',
      route: '/api/admin/categories',
      body: () => ({ name: catalogueName('Category') }),
      expected: only('admin', 201, 403),
      audit: 'device_category.created',
    },
    ...catalogueWrites('/api/admin/categories', 'device_category', freshCategoryId, () => ({
      name: catalogueName('Category'),
    })),
    { method: 'GET', route: '/api/admin/repair-services', expected: only('admin', 200, 403) },
    {
      method: 'POST',
      route: '/api/admin/repair-services',
      body: () => ({ name: catalogueName('Service') }),
      expected: only('admin', 201, 403),
      audit: 'repair_service.created',
    },
    ...catalogueWrites('/api/admin/repair-services', 'repair_service', freshServiceId, () => ({
      name: catalogueName('Service'),
    })),
    { method: 'GET', route: '/api/admin/devices', expected: only('admin', 200, 403) },
    { method: 'GET', route: '/api/admin/devices/pages', expected: only('admin', 200, 403) },
    {
      method: 'POST',
      route: '/api/admin/devices',
      body: () => ({ name: catalogueName('Device'), brandId: device.brandId, categoryId: device.categoryId }),
      expected: only('admin', 201, 403),
      audit: 'device.created',
    },
    ...catalogueWrites('/api/admin/devices', 'device', freshDeviceId, () => ({
      name: catalogueName('Device'),
      brandId: device.brandId,
      categoryId: device.categoryId,
    })),
    { method: 'GET', route: '/api/admin/pricing', expected: only('admin', 200, 403) },
    {
      method: 'POST',
      route: '/api/admin/pricing',
      path: async () => {
        pricedService = await freshServiceId();
        return '/api/admin/pricing';
      },
      body: () => ({ deviceId: device.id, repairServiceId: pricedService, price: 999 }),
      expected: only('admin', 201, 403),
      audit: 'device_repair_pricing.created',
    },
    {
      method: 'PUT',
      route: '/api/admin/pricing/cells',
      body: () => ({ cells: [{ deviceId: device.id, repairServiceId: screen.id, price: 999 }] }),
      expected: only('admin', 200, 403),
      audit: 'device_repair_pricing.saved_many',
    },
    {
      method: 'POST',
      route: '/api/admin/pricing/copy',
      path: async () => {
        copyTarget = await freshDeviceId();
        return '/api/admin/pricing/copy';
      },
      body: () => ({ fromDeviceId: device.id, toDeviceId: copyTarget }),
      expected: only('admin', 200, 403),
      audit: 'device_repair_pricing.copied',
    },
    { method: 'GET', route: '/api/admin/pricing/export', expected: only('admin', 200, 403) },
    {
      method: 'POST',
      route: '/api/admin/pricing/import',
      rawBody: () => ({
        body: `device_slug,service_slug,price_rupees\n${device.slug},${screen.slug},1000`,
        type: 'text/csv',
      }),
      expected: only('admin', 200, 403),
      audit: 'device_repair_pricing.imported',
    },
    ...catalogueWrites('/api/admin/pricing', 'device_repair_pricing', freshPriceId, () => ({
      price: 999,
    })).filter((entry) => !entry.route.endsWith('/active')),
    // The rate card for work the catalogue does not list (decision 060)
    { method: 'GET', route: '/api/admin/work-rates', expected: only('admin', 200, 403) },
    {
      method: 'POST',
      route: '/api/admin/work-rates',
      body: () => ({ name: catalogueName('Rate'), price: 299 }),
      expected: only('admin', 201, 403),
      audit: 'work_rate.created',
    },
    {
      method: 'PUT',
      route: '/api/admin/work-rates/:id',
      path: async () => `/api/admin/work-rates/${await freshRateId()}`,
      body: () => ({ name: catalogueName('Rate'), price: 399 }),
      expected: only('admin', 200, 403),
      audit: 'work_rate.updated',
    },
    // Image Uploads
    { method: 'GET', route: '/api/admin/images', expected: only('admin', 200, 403) },
    {
      method: 'POST',
      route: '/api/admin/images',
      rawBody: () => {
        const form = new FormData();
        form.append('file', new File([new Uint8Array(png)], 'matrix.png', { type: 'image/png' }));
        return { body: form };
      },
      expected: only('admin', 201, 403),
      audit: 'image.uploaded',
    },
    {
      method: 'POST',
      route: '/api/admin/images/:id/use',
      path: async () => {
        pictured = await freshDeviceId();
        return `/api/admin/images/${await freshImageId()}/use`;
      },
      body: () => ({ target: 'device', deviceId: pictured }),
      expected: only('admin', 200, 403),
      audit: 'image.used_for_device',
    },
    {
      method: 'DELETE',
      route: '/api/admin/images/:id',
      path: async () => `/api/admin/images/${await freshImageId()}`,
      expected: only('admin', 200, 403),
      audit: 'image.deleted',
    },
  ];
}
