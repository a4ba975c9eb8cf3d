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
