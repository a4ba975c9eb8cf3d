import { createMiddleware } from 'hono/factory';
import type { Role } from '../../shared/roles';
import { AppError } from '../http/app-error';
import type { GuardedEnv } from '../http/request-context';

/**
 * The one guard: 401 without a session, 403 without one of the roles (none given: any signed-in
 * user), 403 ACCOUNT_INACTIVE to an inactive technician whose only way in is the technician role.
 * The admin and technician API areas each sit behind one of these; customer routes use it bare.
 */
export function requireSignedIn(...allowed: Role[]) {
  return createMiddleware<GuardedEnv>(async (c, next) => {
    const user = await c.var.currentUser();
    if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
    const granted = allowed.filter((role) => user.roles.includes(role));
    if (allowed.length > 0 && granted.length === 0) {
      throw new AppError('FORBIDDEN', 'You do not have access to this.');
    }
    // Setting a technician inactive ends their sessions; this refuses any session made since (the
    // admin's password sign-in does not know technician statuses).
    if (user.technicianInactive && granted.length > 0 && granted.every((role) => role === 'technician')) {
      throw new AppError(
        'ACCOUNT_INACTIVE',
        'This technician account is inactive. Please contact the administrator.',
      );
    }
    c.set('user', user);
    await next();
  });
}
