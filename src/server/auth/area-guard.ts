import { createMiddleware } from 'hono/factory';
import type { Role } from '../../shared/roles';
import { AppError } from '../http/app-error';
import type { GuardedEnv } from '../http/request-context';

/**
 * The one guard: 401 without a session, 403 without one of the roles (none given: any signed-in
 * user). The admin and technician API areas each sit behind one of these; customer routes use it bare.
 */
export function requireSignedIn(...allowed: Role[]) {
  return createMiddleware<GuardedEnv>(async (c, next) => {
    const user = await c.var.currentUser();
    if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
    if (allowed.length > 0 && !allowed.some((role) => user.roles.includes(role))) {
      throw new AppError('FORBIDDEN', 'You do not have access to this.');
    }
    c.set('user', user);
    await next();
  });
}
