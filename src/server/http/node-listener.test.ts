import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/test-app';
import { createNodeListener } from './node-listener';

const { app } = await createTestApp();
const lines: Array<Record<string, unknown>> = [];
const logger = pino(
  { level: 'info' },
  { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
);
const server = createServer(createNodeListener(app.fetch, logger));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the HTTP server', () => {
  it('sends the security headers on every kind of response', async () => {
    for (const path of ['/api/health', '/api/devices', '/api/devices/nope', '/api/me']) {
      const res = await fetch(base + path);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });

  it('sends no HSTS for a site on plain http', async () => {
    expect((await fetch(`${base}/api/health`)).headers.get('strict-transport-security')).toBeNull();
  });

  it('logs one line per request with its method, path, status and time', async () => {
    lines.length = 0;
    await fetch(`${base}/api/devices/nope?x=1`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request', method: 'GET', path: '/api/devices/nope', status: 404 });
    expect(typeof lines[0]?.ms).toBe('number');
  });

  it("keeps tracking links' tokens out of the log", async () => {
    lines.length = 0;
    await fetch(`${base}/api/track/abcdefghijklmnopqrstuvwxyz/warranty`);
    await expect.poll(() => lines.length).toBe(1);
    expect(lines[0]).toMatchObject({ path: '/api/track/[token]/warranty', status: 404 });
    expect(JSON.stringify(lines)).not.toContain('abcdefghij');
  });
});

describe('a site served over https (PUBLIC_ORIGIN https://…)', async () => {
  const secure = await createTestApp({ origin: 'https://doorstepfix.example' });
  const httpsServer = createServer(
    createNodeListener(secure.app.fetch, logger, { publicOrigin: 'https://doorstepfix.example' }),
  );
  await new Promise<void>((resolve) => httpsServer.listen(0, '127.0.0.1', resolve));
  const secureBase = `http://127.0.0.1:${(httpsServer.address() as AddressInfo).port}`;
  afterAll(() => new Promise<void>((resolve) => httpsServer.close(() => resolve())));

  it('tells browsers to come back over https only (HSTS), on every kind of response', async () => {
    for (const path of ['/api/health', '/api/devices/nope', '/api/me', '/', '/no-such-page']) {
      const res = await fetch(secureBase + path);
      expect(res.headers.get('strict-transport-security'), path).toBe('max-age=31536000');
    }
  });
});
