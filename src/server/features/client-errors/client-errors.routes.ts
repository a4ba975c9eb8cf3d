import { Hono } from 'hono';
import type { ResponseOf } from '../../../shared/contracts/api';
import { clientErrorSchema } from '../../../shared/schemas/client-error';
import type { AppServices } from '../../http/app-services';
import type { AppEnv } from '../../http/request-context';
import { parseBody } from '../../http/validate';
import { recordClientError } from './client-errors.service';

/** Errors in people's browsers (lib/error-reporter.ts sends them): public, no sign-in. */
export function createClientErrorRoutes(services: AppServices) {
  return new Hono<AppEnv>().post('/client-errors', async (c) => {
    const report = await parseBody(c, clientErrorSchema);
    const recorded = await recordClientError(services, report, c.var.clientBucket, c.var.now);
    // 202: taken and dropped (over the address's hourly share).
    return c.json({ recorded } satisfies ResponseOf<'POST /api/client-errors'>, recorded ? 201 : 202);
  });
}
