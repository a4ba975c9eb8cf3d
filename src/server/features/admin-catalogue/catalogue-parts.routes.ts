import { Hono } from 'hono';
import type { ResponseOf } from '../../../shared/contracts/api';
import {
  activeSchema,
  brandSchema,
  categorySchema,
  repairServiceSchema,
} from '../../../shared/schemas/admin-catalogue';
import type { AppServices } from '../../http/app-services';
import type { GuardedEnv } from '../../http/request-context';
import { parseBody } from '../../http/validate';
import { setCatalogueActive } from './catalogue-active.service';
import { idOf } from './catalogue-path-id';
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

// The admin's brands, device categories and repair services (/api/admin), one router each.

export function createBrandRoutes({ db, catalogueCache: cache }: AppServices) {
  return new Hono<GuardedEnv>()
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
    });
}

export function createCategoryRoutes({ db, catalogueCache: cache }: AppServices) {
  return new Hono<GuardedEnv>()
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
    });
}

export function createRepairServiceRoutes({ db, catalogueCache: cache }: AppServices) {
  return new Hono<GuardedEnv>()
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
    });
}
