import { createMiddleware } from 'hono/factory';
import type { Auth } from '../auth/auth';
import type { SignedInUser } from '../auth/signed-in-user';
import { loadSignedInUser } from '../auth/signed-in-user';
import type { Database } from '../db/client';
import { addressBucket, clientAddress } from './client-address';

/**
 * What every handler knows of its request: who is signed in (read once, on first use, so the
 * catalogue's hot path never touches the session table), the client's address, and the time.
 */
export interface RequestContextVariables {
  /** The signed-in user, or null; loaded at most once per request. */
  currentUser: () => Promise<SignedInUser | null>;
  /** The client's address (behind a trusted proxy, the one it saw). */
  clientAddress: string;
  /** The address per-client limits count by (an IPv6 address's /64). */
  clientBucket: string;
  /** The time the request is judged by (tests move it). */
  now: Date;
}

/** Set by an area guard: the signed-in user the route may rely on. */
export type GuardedVariables = RequestContextVariables & { user: SignedInUser };

export type AppEnv = { Variables: RequestContextVariables };
export type GuardedEnv = { Variables: GuardedVariables };

export function requestContext({
  auth,
  db,
  trustProxy,
  clock,
}: {
  auth: Auth;
  db: Database;
  trustProxy: boolean;
  clock: () => Date;
}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    let user: Promise<SignedInUser | null> | undefined;
    c.set('currentUser', () => (user ??= loadSignedInUser(auth, db, c)));
    const address = clientAddress(c, trustProxy);
    c.set('clientAddress', address);
    c.set('clientBucket', addressBucket(address));
    c.set('now', clock());
    await next();
    // API answers speak of someone (their bookings, profile, session) unless a route says otherwise:
    // no browser or shared cache keeps them. The public catalogue and content set their own.
    if (c.req.path.startsWith('/api/') && !c.res.headers.has('cache-control')) {
      try {
        c.res.headers.set('Cache-Control', 'no-store');
      } catch {
        // A response whose headers are immutable (Response.redirect): a copy takes the header.
        const copy = new Response(c.res.body, c.res);
        copy.headers.set('Cache-Control', 'no-store');
        c.res = copy;
      }
    }
  });
}
