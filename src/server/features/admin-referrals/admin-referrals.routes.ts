import { Hono } from 'hono';
import type { ResponseOf } from '../../../shared/contracts/api';
import { referralPaymentSchema } from '../../../shared/schemas/admin-desk';
import { notFound } from '../../http/app-error';
import type { AppServices } from '../../http/app-services';
import type { GuardedEnv } from '../../http/request-context';
import { parseBody, parseParam, serialIdSchema } from '../../http/validate';
import { listReferrals, setReferralPayment } from './admin-referrals.service';

/** Referral payouts; mounted in the admin area (/api/admin), behind its one guard. */
export function createAdminReferralRoutes({ db }: AppServices) {
  return new Hono<GuardedEnv>()
    .get('/referrals', async (c) =>
      c.json((await listReferrals(db)) satisfies ResponseOf<'GET /api/admin/referrals'>),
    )
    .post('/referrals/:id/payment', async (c) => {
      const id = parseParam(c.req.param('id'), serialIdSchema);
      if (id === undefined) throw notFound('Referral not found');
      const { paid } = await parseBody(c, referralPaymentSchema);
      const referral = await setReferralPayment(db, c.var.user.id, id, paid, c.var.now);
      return c.json({ referral } satisfies ResponseOf<'POST /api/admin/referrals/:id/payment'>);
    });
}
