import { getConnInfo } from '@hono/node-server/conninfo';
import { isIP } from 'node:net';
import type { Context } from 'hono';

/**
 * The client's address: the socket's peer, or behind a trusted proxy the last X-Forwarded-For entry,
 * the one our proxy added (entries before it are whatever the client chose to send). An entry that is
 * not an IP address was not written by a proxy (one reaching the app port directly, or a proxy that
 * passes the header on untouched): the socket's peer is used instead, so junk cannot open a bucket of
 * its own in every per-address limit, nor reach the sessions table (decision 031).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded && isIP(forwarded) !== 0) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests built in-process (tests) have no socket.
    return 'unknown';
  }
}

/**
 * The key per-client limits count by: the address itself, or for IPv6 its /64 network, since one
 * subscriber usually holds a whole /64 and could otherwise rotate through it.
 */
export function addressBucket(address: string): string {
  if (!address.includes(':') || /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const missing = 8 - headParts.length - tailParts.length;
  const full = address.includes('::')
    ? [...headParts, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailParts]
    : headParts;
  return `${full
    .slice(0, 4)
    .map((part) => part.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The client's network, which lockouts of one-time codes count by: an IPv4 address's /24 (one office,
 * one home router's neighbours, one operator's pool of shared addresses) or an IPv6 address's /64.
 * Wider than `addressBucket`, so that someone who locks a person out must do it from many networks
 * to lock them out everywhere (decision 005).
 */
export function networkBucket(address: string): string {
  const ipv4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(address);
  if (ipv4) return `${ipv4[1]}.${ipv4[2]}.${ipv4[3]}.0/24`;
  return address.includes(':') ? addressBucket(address) : address;
}
