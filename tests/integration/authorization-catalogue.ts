import type { Database } from '../../src/server/db/client';
import { createBrand, createCategory, createDevice, createPricing, createRepairService } from '../factories';
import { only } from './authorization-setup';
import type { Entry } from './authorization-setup';

// The authorization matrix's rows for Device Management and Image Uploads: admins only, and each
// write of an admin checked for real (fresh rows for every call that changes one).

export function catalogueEntries(
  db: Database,
  device: { id: number; brandId: number; categoryId: number },
  screen: { id: number },
): Entry[] {
  // The catalogue rows the Device Management writes change, fresh for each call.
  const freshBrandId = async () => (await createBrand(db)).id;
  const freshCategoryId = async () => (await createCategory(db)).id;
  const freshServiceId = async () => (await createRepairService(db)).id;
  const freshDeviceId = async () => (await createDevice(db)).id;
  const freshPriceId = async () => (await createPricing(db)).id;
  const catalogueWrites = (route: string, fresh: () => Promise<number>, body: () => unknown): Entry[] => [
    {
      method: 'PUT',
      route: `${route}/:id`,
      path: async () => `${route}/${await fresh()}`,
      body,
      expected: only('admin', 200, 403),
    },
    {
      method: 'POST',
      route: `${route}/:id/active`,
      path: async () => `${route}/${await fresh()}/active`,
      body: () => ({ isActive: false }),
      expected: only('admin', 200, 403),
    },
    {
      method: 'DELETE',
      route: `${route}/:id`,
      path: async () => `${route}/${await fresh()}`,
      expected: only('admin', 200, 403),
    },
  ];
  let catalogueSerial = 0;
  let copyTarget = 0;
  const catalogueName = (what: string) => `Matrix ${what} ${++catalogueSerial}`;
  return [
    // Device Management
    { method: 'GET', route: '/api/admin/brands', expected: only('admin', 200, 403) },
    {
      method: 'POST',
      route: '/api/admin/brands',
      body: () => ({ name: catalogueName('Brand') }),
      expected: only('admin', 201, 403),
    },
    ...catalogueWrites('/api/admin/brands', freshBrandId, () => ({ name: catalogueName('Brand') })),
    { method: 'GET', route: '/api/admin/categories', expected: only('admin', 200, 403) },
    {
      method: 'POST',
      route: '/api/admin/categories',
      body: () => ({ name: catalogueName('Category') }),
      expected: only('admin', 201, 403),
    },
    ...catalogueWrites('/api/admin/categories', freshCategoryId, () => ({ name: catalogueName('Category') })),
    { method: 'GET', route: '/api/admin/repair-services', expected: only('admin', 200, 403) },
    {
      method: 'POST',
      route: '/api/admin/repair-services',
      body: () => ({ name: catalogueName('Service') }),
      expected: only('admin', 201, 403),
    },
    ...catalogueWrites('/api/admin/repair-services', freshServiceId, () => ({
      name: catalogueName('Service'),
    })),
    { method: 'GET', route: '/api/admin/devices', expected: only('admin', 200, 403) },
    {
      method: 'POST',
      route: '/api/admin/devices',
      body: () => ({ name: catalogueName('Device'), brandId: device.brandId, categoryId: device.categoryId }),
      expected: only('admin', 201, 403),
    },
    ...catalogueWrites('/api/admin/devices', freshDeviceId, () => ({
      name: catalogueName('Device'),
      brandId: device.brandId,
      categoryId: device.categoryId,
    })),
    { method: 'GET', route: '/api/admin/pricing', expected: only('admin', 200, 403) },
    {
      method: 'POST',
      route: '/api/admin/pricing',
      body: () => ({ deviceId: device.id, repairServiceId: screen.id + 1000 }),
      // The admin's call is checked: the service does not exist.
      expected: only('admin', 400, 403),
    },
    {
      method: 'PUT',
      route: '/api/admin/pricing/cells',
      body: () => ({ cells: [{ deviceId: device.id, repairServiceId: screen.id, price: 999 }] }),
      expected: only('admin', 200, 403),
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
    },
    { method: 'GET', route: '/api/admin/pricing/export', expected: only('admin', 200, 403) },
    {
      method: 'POST',
      route: '/api/admin/pricing/import',
      body: () => ({}),
      // The admin's call is checked: a pricing file is text/csv.
      expected: only('admin', 400, 403),
    },
    ...catalogueWrites('/api/admin/pricing', freshPriceId, () => ({ price: 999 })).filter(
      (entry) => !entry.route.endsWith('/active'),
    ),
    // Image Uploads: the admin's writes are checked (no file, an unknown image), everyone else is refused.
    { method: 'GET', route: '/api/admin/images', expected: only('admin', 200, 403) },
    { method: 'POST', route: '/api/admin/images', body: () => ({}), expected: only('admin', 400, 403) },
    {
      method: 'POST',
      route: '/api/admin/images/:id/use',
      path: () => '/api/admin/images/999999/use',
      body: () => ({ target: 'device', deviceId: device.id }),
      expected: only('admin', 404, 403),
    },
    {
      method: 'DELETE',
      route: '/api/admin/images/:id',
      path: () => '/api/admin/images/999999',
      expected: only('admin', 404, 403),
    },
  ];
}
