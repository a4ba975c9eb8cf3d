import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Logger } from '../lib/logger';
import { loggablePath } from '../lib/logger';
import { everyResponseHeaders } from './security-headers';

/**
 * The HTTP server's request listener: the headers every response carries and one log line per
 * request are handled here, on the Node response, so the app itself needs no middleware for them and
 * its cached answers go out without a single promise.
 */
export function createNodeListener(
  fetch: (request: Request) => Response | Promise<Response>,
  logger: Logger,
  /** The site's public origin: https adds HSTS. */
  { publicOrigin }: { publicOrigin?: string } = {},
) {
  const handle = getRequestListener(fetch);
  const securityHeaderEntries = Object.entries(everyResponseHeaders(publicOrigin));
  return (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    for (const [name, value] of securityHeaderEntries) res.setHeader(name, value);
    res.once('finish', () => {
      logger.info(
        {
          method: req.method,
          path: req.url === undefined ? undefined : loggablePath(req.url),
          status: res.statusCode,
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      );
    });
    // The Hono listener answers errors itself; nothing is left to await here.
    void handle(req, res);
  };
}
