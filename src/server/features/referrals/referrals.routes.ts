import { Hono } from 'hono';
import { referralValidateSchema } from '../../../shared/schemas/booking';
import { requireSignedIn } from '../../auth/area-guard';
import type { AppServices } from '../../http/app-services';
import type { AppEnv } from '../../http/request-context';
import { parseBody } from '../../http/validate';
import { MINUTE_MS } from '../../lib/durations';
import type { Limit } from '../../lib/rate-limiter';
import { REFERRAL_CHECKS_PER_ADDRESS_PER_MINUTE } from '../../limits';
import { sendPhoneCodeSchema, verifyPhoneCodeSchema } from '../../../shared/schemas/auth';
import {
  getReferralStats,
  sendPhoneProofCode,
  validateReferral,
  verifyPhoneProofCode,
} from './referrals.service';
import type { ResponseOf } from '../../../shared/contracts/api';

// Codes are 8 characters from 31, far too many to guess; this keeps a script from trying anyway.
export const referralChecks: Limit = {
  name: 'referral-checks',
  limit: REFERRAL_CHECKS_PER_ADDRESS_PER_MINUTE,
  windowMs: MINUTE_MS,
  code: 'REFERRAL_CHECKS_LIMITED',
  message: 'Too many code checks. Please wait a minute and try again.',
};

export function createReferralRoutes(services: AppServices) {
  const { db, limiter } = services;
  return new Hono<AppEnv>()
    .post('/referrals/validate', async (c) => {
      await limiter.hit(referralChecks, c.var.clientBucket, { now: c.var.now });
      const input = await parseBody(c, referralValidateSchema);
      const validation = await validateReferral(db, input, await c.var.currentUser(), c.var.now);
      return c.json(validation satisfies ResponseOf<'POST /api/referrals/validate'>);
    })
    .post('/referrals/phone-code', async (c) => {
      const { phone, language } = await parseBody(c, sendPhoneCodeSchema);
      await sendPhoneProofCode(db, services.codes, services.sms, {
        phone,
        language,
        clientAddress: c.var.clientBucket,
        user: await c.var.currentUser(),
      });
      return c.json({ sent: true } satisfies ResponseOf<'POST /api/referrals/phone-code'>);
    })
    .post('/referrals/phone-code/verify', async (c) => {
      const { phone, code } = await parseBody(c, verifyPhoneCodeSchema);
      const proof = await verifyPhoneProofCode(
        db,
        services.codes,
        phone,
        code,
        c.var.clientAddress,
        c.var.now,
      );
      return c.json(proof satisfies ResponseOf<'POST /api/referrals/phone-code/verify'>);
    })
    .get('/referrals/me', requireSignedIn(), async (c) =>
      c.json(
        (await getReferralStats(
          db,
          c.var.user,
          services.publicOrigin,
        )) satisfies ResponseOf<'GET /api/referrals/me'>,
      ),
    );
}
