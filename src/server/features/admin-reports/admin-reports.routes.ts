import { Hono } from 'hono';
import type { ResponseOf } from '../../../shared/contracts/api';
import {
  dayRangeQuerySchema,
  gstSummaryQuerySchema,
  revenueReportQuerySchema,
} from '../../../shared/schemas/day-range';
import type { AppServices } from '../../http/app-services';
import type { GuardedEnv } from '../../http/request-context';
import { parseQuery } from '../../http/validate';
import { gstSummary } from './gst-summary.service';
import { invoiceRegisterStream, registerFilename } from './invoice-register';
import { reportRange, revenueReport } from './revenue-report.service';

/** /api/admin/reports/*: revenue, the GST summary and the invoice register (issue 33). */
export function createAdminReportRoutes({ db, logger }: AppServices) {
  return new Hono<GuardedEnv>()
    .get('/reports/revenue', async (c) => {
      const query = parseQuery(c, revenueReportQuerySchema);
      const report = await revenueReport(db, c.var.now, query);
      return c.json(report satisfies ResponseOf<'GET /api/admin/reports/revenue'>);
    })
    .get('/reports/gst', async (c) => {
      const { month } = parseQuery(c, gstSummaryQuerySchema);
      const summary = await gstSummary(db, c.var.now, month);
      return c.json(summary satisfies ResponseOf<'GET /api/admin/reports/gst'>);
    })
    .get('/reports/invoices.csv', (c) => {
      const range = reportRange(c.var.now, parseQuery(c, dayRangeQuerySchema));
      return c.body(invoiceRegisterStream(db, logger, range), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${registerFilename(c.var.now)}"`,
        'Cache-Control': 'no-store',
      });
    });
}
