import { Hono } from 'hono';
import type { ResponseOf } from '../../../shared/contracts/api';
import { laterPaymentSchema, refundSchema } from '../../../shared/schemas/booking-money';
import type { AppServices } from '../../http/app-services';
import type { GuardedEnv } from '../../http/request-context';
import { parseBody } from '../../http/validate';
import { getBookingMoney, recordLaterPayment, refundBooking } from './admin-money.service';

/** /api/admin/bookings/:id/money, …/payments and …/refunds: a booking's ledger (decision 063). */
export function createAdminMoneyRoutes(services: AppServices) {
  const { db } = services;
  return new Hono<GuardedEnv>()
    .get('/bookings/:id/money', async (c) => {
      const money = await getBookingMoney(db, c.req.param('id'));
      return c.json({ money } satisfies ResponseOf<'GET /api/admin/bookings/:id/money'>);
    })
    .post('/bookings/:id/payments', async (c) => {
      const input = await parseBody(c, laterPaymentSchema);
      const admin = { id: c.var.user.id, now: c.var.now };
      const money = await recordLaterPayment(db, admin, c.req.param('id'), input);
      return c.json({ money } satisfies ResponseOf<'POST /api/admin/bookings/:id/payments'>);
    })
    .post('/bookings/:id/refunds', async (c) => {
      const input = await parseBody(c, refundSchema);
      const admin = { id: c.var.user.id, now: c.var.now };
      const money = await refundBooking(db, admin, c.req.param('id'), input);
      return c.json({ money } satisfies ResponseOf<'POST /api/admin/bookings/:id/refunds'>);
    });
}
