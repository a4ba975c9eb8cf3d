import { Hono } from 'hono';
import type { ResponseOf } from '../../../shared/contracts/api';
import { guideOutcomeSchema } from '../../../shared/schemas/guide-outcome';
import type { AppServices } from '../../http/app-services';
import type { AppEnv } from '../../http/request-context';
import { parseBody } from '../../http/validate';
import { recordGuideOutcome } from './guide-outcomes.service';

/** 'Try This First' answers from the device page: public, no sign-in. */
export function createGuideOutcomeRoutes(services: AppServices) {
  return new Hono<AppEnv>().post('/guide-outcomes', async (c) => {
    const outcome = await parseBody(c, guideOutcomeSchema);
    const recorded = await recordGuideOutcome(services, outcome, c.var.clientBucket, c.var.now);
    // 202: taken and dropped (over the address's hourly share), nothing for the visitor to do.
    return c.json({ recorded } satisfies ResponseOf<'POST /api/guide-outcomes'>, recorded ? 201 : 202);
  });
}
