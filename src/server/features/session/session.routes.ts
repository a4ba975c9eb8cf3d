import { Hono } from 'hono';
import { requireSignedIn } from '../../auth/area-guard';
import type { AppServices } from '../../http/app-services';
import type { AppEnv } from '../../http/request-context';
import type { ResponseOf } from '../../../shared/contracts/api';

/** Who is signed in, and which sign-in methods exist. */
export function createSessionRoutes({ googleSignIn, signInCodes }: AppServices) {
  return new Hono<AppEnv>()
    .get('/auth-config', (c) =>
      c.json({ google: googleSignIn, codes: signInCodes } satisfies ResponseOf<'GET /api/auth-config'>),
    )
    .get('/session', async (c) => {
      // The browser asks this on every page: signed out is an answer here, not an error.
      const user = await c.var.currentUser();
      if (!user) return c.json({ user: null, roles: [] } satisfies ResponseOf<'GET /api/session'>);
      const { id, email, phone, name, roles } = user;
      return c.json({ user: { id, email, phone, name }, roles } satisfies ResponseOf<'GET /api/session'>);
    })
    .get('/me', requireSignedIn(), (c) => {
      const { id, email, phone, name, roles } = c.var.user;
      return c.json({ user: { id, email, phone, name }, roles } satisfies ResponseOf<'GET /api/me'>);
    });
}
