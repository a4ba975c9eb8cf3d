import type { MiddlewareHandler } from 'hono';
import { AppError } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface SameOriginOptions {
  /** The origin of our own pages. */
  publicOrigin: string;
  /**
   * Development without PUBLIC_ORIGIN: a page served from whatever host the request was made to
   * (127.0.0.1, the machine's address on the network) is our own page too.
   */
  acceptRequestHost: boolean;
}

/** The origin a state-changing request came from: its Origin header, or failing that its Referer. */
export function requestSource(headers: { origin?: string | undefined; referer?: string | undefined }) {
  return headers.origin ?? originOf(headers.referer);
}

/** Whether the page that sent this request is one of ours. */
export function isOwnOrigin(source: string | undefined, requestUrl: string, options: SameOriginOptions) {
  if (source === undefined) return false;
  if (source === options.publicOrigin) return true;
  return options.acceptRequestHost && source === new URL(requestUrl).origin;
}

/**
 * State-changing requests must come from our own pages. Cookies are SameSite=Lax already; this
 * closes what Lax leaves open. A refusal says which address to open, since the usual cause is a
 * page opened under another name for the same server.
 */
export function requireSameOrigin(options: SameOriginOptions): MiddlewareHandler {
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const source = requestSource({ origin: c.req.header('origin'), referer: c.req.header('referer') });
      if (!isOwnOrigin(source, c.req.url, options)) {
        throw new AppError(
          'ORIGIN_REFUSED',
          `This request must come from the DoorstepFix website. Please open ${options.publicOrigin} and try again.`,
          undefined,
          { params: { origin: options.publicOrigin } },
        );
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
