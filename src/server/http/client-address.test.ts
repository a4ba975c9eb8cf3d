import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/test-app';
import { createNodeListener } from './node-listener';

// Behind a trusted proxy (TRUST_PROXY=true) the client's address is the last X-Forwarded-For entry,
// the one the proxy added. Anything there that is not an IP address was not written by a proxy: the
// socket's own address stands in, so it cannot open a bucket of its own in every per-address limit.

const { app } = await createTestApp({ trustProxy: true });
const server = createServer(createNodeListener(app.fetch, pino({ level: 'silent' })));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** An unknown tracking link: 404, and each one an address asks for counts (20 an hour). */
let tokens = 0;
const missAs = async (forwardedFor: string) => {
  const token = String(++tokens)
    .padStart(26, 'a')
    .replace(/[0-9]/g, (d) => 'bcdefghijk'[Number(d)]!);
  const res = await fetch(`${base}/api/track/${token}`, { headers: { 'X-Forwarded-For': forwardedFor } });
  await res.body?.cancel();
  return res.status;
};

describe('the client address behind a trusted proxy', () => {
  it('is the socket address when the last X-Forwarded-For entry is not an IP address', async () => {
    // Each a different "address", as a client rotating junk through the header would send.
    const junk = (i: number) =>
      [
        `not-an-address-${i}`,
        `203.0.113.${i}:443`,
        `[2001:db8::${i}]`,
        `198.51.100.${i}, unknown-${i}`,
        `999.1.1.${i}`,
        `2001:db8::${i}/64`,
        `<script>${i}</script>`,
      ][i % 7]!;
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push(await missAs(junk(i)));
    // All counted as the one socket address: the 21st miss is refused.
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('is the last entry when it is an IP address, v4 or v6', async () => {
    // Another client than the socket's, with nothing counted yet.
    expect(await missAs('not-a-proxy-entry, 198.51.100.77')).toBe(404);
    expect(await missAs('2001:db8:77::1')).toBe(404);
  });
});
