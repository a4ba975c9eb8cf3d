import { Hono } from 'hono';
import type { ResponseOf } from '../../../shared/contracts/api';
import { csvFilename } from '../../../shared/csv';
import { slugify } from '../../../shared/slug';
import {
  adminPricingQuerySchema,
  pricingCellsSchema,
  pricingCopySchema,
  pricingExportQuerySchema,
  pricingImportQuerySchema,
  pricingSchema,
  pricingUpdateSchema,
} from '../../../shared/schemas/admin-catalogue';
import { AppError, notFound } from '../../http/app-error';
import type { AppServices } from '../../http/app-services';
import type { GuardedEnv } from '../../http/request-context';
import { parseBody, parseQuery } from '../../http/validate';
import { createPricing, deletePricing, listPricing, updatePricing } from './admin-pricing.service';
import { copyPricing, importPricingCsv, savePricingCells } from './admin-pricing-bulk.service';
import { idOf } from './catalogue-path-id';
import { brandNameOf, exportPricingCsv } from './pricing-csv-export.service';

/** The admin's prices (/api/admin/pricing): one price at a time, and the price grid's bulk writes. */
export function createAdminPricingRoutes({ db, catalogueCache: cache }: AppServices) {
  return (
    new Hono<GuardedEnv>()
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
