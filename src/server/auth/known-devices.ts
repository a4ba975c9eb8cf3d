import { createHmac, timingSafeEqual } from 'node:crypto';
import type { GenericEndpointContext } from 'better-auth';

// A browser that has signed in with an e-mail address, phone number or staff name before carries a
// mark of it: an httpOnly cookie holding a keyed tag per name, which only this server can make and
// which tells nobody else which names they are. Strangers' failures from many networks can lock a
// name everywhere (the ceiling that keeps guessing impossible); the person's own browser, which
// carries the mark, is not locked by them (decision 028, after OWASP's "device cookies").

export const KNOWN_DEVICE_COOKIE = 'doorstep_known_device';
/** Names one browser remembers, newest first (a family's shared phone signs several people in). */
const MAX_NAMES = 8;
/** Browsers keep a cookie at most 400 days. */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
/** 128 bits of HMAC-SHA256, base64url. */
const TAG_LENGTH = 22;

export interface KnownDevices {
  /** Whether the request comes from a browser that has signed in with this name before. */
  knows(ctx: GenericEndpointContext, name: string): boolean;
  /** Marks the browser of a sign-in that got through as known for this name. */
  remember(ctx: GenericEndpointContext, name: string): void;
}

function tagsIn(ctx: GenericEndpointContext): string[] {
  const value = ctx.getCookie(KNOWN_DEVICE_COOKIE) ?? '';
  return value
    .split('.')
    .filter((tag) => tag.length === TAG_LENGTH)
    .slice(0, MAX_NAMES);
}

export function createKnownDevices(key: string, { secure }: { secure: boolean }): KnownDevices {
  const tagOf = (name: string) =>
    createHmac('sha256', key).update(`known-device\n${name}`).digest('base64url').slice(0, TAG_LENGTH);

  return {
    knows(ctx, name) {
      const expected = Buffer.from(tagOf(name));
      return tagsIn(ctx).some((tag) => timingSafeEqual(Buffer.from(tag), expected));
    },

    remember(ctx, name) {
      const tag = tagOf(name);
      const tags = [tag, ...tagsIn(ctx).filter((other) => other !== tag)].slice(0, MAX_NAMES);
      ctx.setCookie(KNOWN_DEVICE_COOKIE, tags.join('.'), {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        // Read only by the sign-in endpoints.
        path: '/api/auth',
        maxAge: MAX_AGE_SECONDS,
      });
    },
  };
}
