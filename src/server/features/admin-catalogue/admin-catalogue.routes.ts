import { Hono } from 'hono';
import type { ResponseOf } from '../../../shared/contracts/api';
import { csvFilename } from '../../../shared/csv';
import { slugify } from '../../../shared/slug';
import {
  activeSchema,
  adminDevicePageQuerySchema,
  adminDeviceQuerySchema,
  adminPricingQuerySchema,
  brandSchema,
  categorySchema,
  deviceSchema,
  pricingCellsSchema,
  pricingCopySchema,
  pricingExportQuerySchema,
  pricingImportQuerySchema,
  pricingSchema,
  pricingUpdateSchema,
  repairServiceSchema,
} from '../../../shared/schemas/admin-catalogue';
import { AppError, notFound } from '../../http/app-error';
import type { AppServices } from '../../http/app-services';
import type { GuardedEnv } from '../../http/request-context';
import { parseBody, parseParam, parseQuery, serialIdSchema } from '../../http/validate';
import { deleteDevice, listAdminDevices, pageAdminDevices, saveDevice } from './admin-devices.service';
import { createPricing, deletePricing, listPricing, updatePricing } from './admin-pricing.service';
import {
  brandNameOf,
  copyPricing,
  exportPricingCsv,
  importPricingCsv,
  savePricingCells,
} from './admin-pricing-bulk.service';
import {
  deleteBrand,
  deleteCategory,
  deleteRepairService,
  listBrands,
  listCategories,
  listRepairServices,
  saveBrand,
  saveCategory,
  saveRepairService,
} from './catalogue-parts.service';
import { setCatalogueActive } from './catalogue-active.service';

const idOf = (raw: string | undefined, message: string) => {
  const id = parseParam(raw, serialIdSchema);
  if (id === undefined) throw notFound(message);
  return id;
};

/**
 * The catalogue an admin manages (Device Management: brands, categories, repair services, devices,
 * pricing); mounted in the admin area (/api/admin), behind its one guard. Every write drops the
 * catalogue cache of every process.
 */
export function createAdminCatalogueRoutes({ db, catalogueCache: cache }: AppServices) {
  return (
    new Hono<GuardedEnv>()
      // Brands
      .get('/brands', async (c) =>
        c.json({ brands: await listBrands(db) } satisfies ResponseOf<'GET /api/admin/brands'>),
      )
      .post('/brands', async (c) => {
        const input = await parseBody(c, brandSchema);
        const brand = await saveBrand(db, cache, c.var.user.id, input, c.var.now);
        return c.json({ brand } satisfies ResponseOf<'POST /api/admin/brands'>, 201);
      })
      .put('/brands/:id', async (c) => {
        const id = idOf(c.req.param('id'), 'Brand not found');
        const input = await parseBody(c, brandSchema);
        const brand = await saveBrand(db, cache, c.var.user.id, input, c.var.now, id);
        return c.json({ brand } satisfies ResponseOf<'PUT /api/admin/brands/:id'>);
      })
      .post('/brands/:id/active', async (c) => {
        const id = idOf(c.req.param('id'), 'Brand not found');
        const { isActive } = await parseBody(c, activeSchema);
        await setCatalogueActive(db, cache, c.var.user.id, 'brand', id, isActive, c.var.now);
        return c.json({ updated: true } satisfies ResponseOf<'POST /api/admin/brands/:id/active'>);
      })
      .delete('/brands/:id', async (c) => {
        await deleteBrand(db, cache, c.var.user.id, idOf(c.req.param('id'), 'Brand not found'), c.var.now);
        return c.json({ deleted: true } satisfies ResponseOf<'DELETE /api/admin/brands/:id'>);
      })
      // Device categories
      .get('/categories', async (c) =>
        c.json({ categories: await listCategories(db) } satisfies ResponseOf<'GET /api/admin/categories'>),
      )
      .post('/categories', async (c) => {
        const input = await parseBody(c, categorySchema);
        const category = await saveCategory(db, cache, c.var.user.id, input, c.var.now);
        return c.json({ category } satisfies ResponseOf<'POST /api/admin/categories'>, 201);
      })
      .put('/categories/:id', async (c) => {
        const id = idOf(c.req.param('id'), 'Category not found');
        const input = await parseBody(c, categorySchema);
        const category = await saveCategory(db, cache, c.var.user.id, input, c.var.now, id);
        return c.json({ category } satisfies ResponseOf<'PUT /api/admin/categories/:id'>);
      })
      .post('/categories/:id/active', async (c) => {
        const id = idOf(c.req.param('id'), 'Category not found');
        const { isActive } = await parseBody(c, activeSchema);
        await setCatalogueActive(db, cache, c.var.user.id, 'device_category', id, isActive, c.var.now);
        return c.json({ updated: true } satisfies ResponseOf<'POST /api/admin/categories/:id/active'>);
      })
      .delete('/categories/:id', async (c) => {
        const id = idOf(c.req.param('id'), 'Category not found');
        await deleteCategory(db, cache, c.var.user.id, id, c.var.now);
        return c.json({ deleted: true } satisfies ResponseOf<'DELETE /api/admin/categories/:id'>);
      })
      // Repair services
      .get('/repair-services', async (c) =>
        c.json({
          services: await listRepairServices(db),
        } satisfies ResponseOf<'GET /api/admin/repair-services'>),
      )
      .post('/repair-services', async (c) => {
        const input = await parseBody(c, repairServiceSchema);
        const service = await saveRepairService(db, cache, c.var.user.id, input, c.var.now);
        return c.json({ service } satisfies ResponseOf<'POST /api/admin/repair-services'>, 201);
      })
      .put('/repair-services/:id', async (c) => {
        const id = idOf(c.req.param('id'), 'Repair service not found');
        const input = await parseBody(c, repairServiceSchema);
        const service = await saveRepairService(db, cache, c.var.user.id, input, c.var.now, id);
        return c.json({ service } satisfies ResponseOf<'PUT /api/admin/repair-services/:id'>);
      })
      .post('/repair-services/:id/active', async (c) => {
        const id = idOf(c.req.param('id'), 'Repair service not found');
        const { isActive } = await parseBody(c, activeSchema);
        await setCatalogueActive(db, cache, c.var.user.id, 'repair_service', id, isActive, c.var.now);
        return c.json({ updated: true } satisfies ResponseOf<'POST /api/admin/repair-services/:id/active'>);
      })
      .delete('/repair-services/:id', async (c) => {
        const id = idOf(c.req.param('id'), 'Repair service not found');
        await deleteRepairService(db, cache, c.var.user.id, id, c.var.now);
        return c.json({ deleted: true } satisfies ResponseOf<'DELETE /api/admin/repair-services/:id'>);
      })
      // Devices
      .get('/devices', async (c) => {
        const query = parseQuery(c, adminDeviceQuerySchema);
        return c.json({
          devices: await listAdminDevices(db, query),
        } satisfies ResponseOf<'GET /api/admin/devices'>);
      })
      .get('/devices/pages', async (c) => {
        const query = parseQuery(c, adminDevicePageQuerySchema);
        return c.json(
          (await pageAdminDevices(db, query)) satisfies ResponseOf<'GET /api/admin/devices/pages'>,
        );
      })
      .post('/devices', async (c) => {
        const input = await parseBody(c, deviceSchema);
        const device = await saveDevice(db, cache, c.var.user.id, input, c.var.now);
        return c.json({ device } satisfies ResponseOf<'POST /api/admin/devices'>, 201);
      })
      .put('/devices/:id', async (c) => {
        const id = idOf(c.req.param('id'), 'Device not found');
        const input = await parseBody(c, deviceSchema);
        const device = await saveDevice(db, cache, c.var.user.id, input, c.var.now, id);
        return c.json({ device } satisfies ResponseOf<'PUT /api/admin/devices/:id'>);
      })
      .post('/devices/:id/active', async (c) => {
        const id = idOf(c.req.param('id'), 'Device not found');
        const { isActive } = await parseBody(c, activeSchema);
        await setCatalogueActive(db, cache, c.var.user.id, 'device', id, isActive, c.var.now);
        return c.json({ updated: true } satisfies ResponseOf<'POST /api/admin/devices/:id/active'>);
      })
      .delete('/devices/:id', async (c) => {
        await deleteDevice(db, cache, c.var.user.id, idOf(c.req.param('id'), 'Device not found'), c.var.now);
        return c.json({ deleted: true } satisfies ResponseOf<'DELETE /api/admin/devices/:id'>);
      })
      // Pricing
      .get('/pricing', async (c) => {
        const query = parseQuery(c, adminPricingQuerySchema);
        return c.json({
          pricing: await listPricing(db, query),
        } satisfies ResponseOf<'GET /api/admin/pricing'>);
      })
      .post('/pricing', async (c) => {
        const input = await parseBody(c, pricingSchema);
        const price = await createPricing(db, cache, c.var.user.id, input, c.var.now);
        return c.json({ price } satisfies ResponseOf<'POST /api/admin/pricing'>, 201);
      })
      // The price grid: registered before '/pricing/:id', which would take their paths.
      .put('/pricing/cells', async (c) => {
        const { cells } = await parseBody(c, pricingCellsSchema);
        const saved = await savePricingCells(db, cache, c.var.user.id, cells, c.var.now);
        return c.json(saved satisfies ResponseOf<'PUT /api/admin/pricing/cells'>);
      })
      .post('/pricing/copy', async (c) => {
        const input = await parseBody(c, pricingCopySchema);
        const copied = await copyPricing(db, cache, c.var.user.id, input, c.var.now);
        return c.json(copied satisfies ResponseOf<'POST /api/admin/pricing/copy'>);
      })
      .get('/pricing/export', async (c) => {
        const { brandId } = parseQuery(c, pricingExportQuerySchema);
        const brand = brandId === undefined ? undefined : await brandNameOf(db, brandId);
        if (brandId !== undefined && brand === undefined) throw notFound('Brand not found');
        const csv = await exportPricingCsv(db, brandId);
        // pricing-samsung-2026-11-28.csv, or pricing-all-brands-…: the file says what it holds.
        const stem = `pricing-${brand === undefined ? 'all-brands' : slugify(brand) || `brand-${brandId}`}`;
        return c.body(csv, 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${csvFilename(stem, c.var.now)}"`,
          'Cache-Control': 'private, no-store',
        });
      })
      .post('/pricing/import', async (c) => {
        const type = c.req.header('content-type') ?? '';
        if (!/^text\/(csv|plain)\b/.test(type)) {
          throw new AppError('BAD_REQUEST', 'Please send the pricing file as text/csv.');
        }
        const { preview } = parseQuery(c, pricingImportQuerySchema);
        const imported = await importPricingCsv(db, cache, c.var.user.id, await c.req.text(), c.var.now, {
          preview: preview === 'true',
        });
        return c.json(imported satisfies ResponseOf<'POST /api/admin/pricing/import'>);
      })
      .put('/pricing/:id', async (c) => {
        const id = idOf(c.req.param('id'), 'Price not found');
        const input = await parseBody(c, pricingUpdateSchema);
        const price = await updatePricing(db, cache, c.var.user.id, id, input, c.var.now);
        return c.json({ price } satisfies ResponseOf<'PUT /api/admin/pricing/:id'>);
      })
      .delete('/pricing/:id', async (c) => {
        await deletePricing(db, cache, c.var.user.id, idOf(c.req.param('id'), 'Price not found'), c.var.now);
        return c.json({ deleted: true } satisfies ResponseOf<'DELETE /api/admin/pricing/:id'>);
      })
  );
}
