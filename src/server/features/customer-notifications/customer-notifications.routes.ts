import { Hono } from 'hono';
import { notificationListQuerySchema } from '../../../shared/schemas/account';
import { requireSignedIn } from '../../auth/area-guard';
import type { AppServices } from '../../http/app-services';
import type { AppEnv } from '../../http/request-context';
import { parseQuery } from '../../http/validate';
import { listCustomerNotifications } from './customer-notifications.service';
import type { ResponseOf } from '../../../shared/contracts/api';

/** The signed-in customer's notifications page: the e-mails and texts sent to them. */
export function createCustomerNotificationRoutes({ db }: AppServices) {
  return new Hono<AppEnv>().get('/notifications', requireSignedIn(), async (c) => {
    const query = parseQuery(c, notificationListQuerySchema);
    return c.json(
      (await listCustomerNotifications(db, c.var.user, query)) satisfies ResponseOf<'GET /api/notifications'>,
    );
  });
}
