import type { MiddlewareHandler } from 'hono';
import { AppError } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing requests must come from our own pages: their Origin (or, failing that, Referer)
 * must be the public origin. Cookies are SameSite=Lax already; this closes what Lax leaves open.
 */
export function requireSameOrigin(publicOrigin: string): MiddlewareHandler {
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin') ?? originOf(c.req.header('referer'));
      if (origin !== publicOrigin) {
        throw new AppError('FORBIDDEN', 'This request must come from the DoorstepFix website.');
      }
    }
    await next();
  };
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
