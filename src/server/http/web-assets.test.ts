import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDevice } from '../../../tests/factories';
import { createTestApp } from '../../../tests/test-app';
import { loadWebAssets } from './web-assets';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'repair-web-'));
const themeScript = "document.documentElement.classList.add('dark');";
const indexHtml = `<!doctype html><html><head><script>${themeScript}</script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
fs.mkdirSync(path.join(root, 'assets'));
fs.writeFileSync(path.join(root, 'index.html'), indexHtml);
fs.writeFileSync(
  path.join(root, 'assets', 'main-abc123.js'),
  `console.log(${JSON.stringify('x'.repeat(2000))});`,
);
fs.writeFileSync(path.join(root, 'humans.txt'), 'User-agent: *\n');
// A file with the compressed copies the build writes beside it; the copies say which one was sent.
const builtScript = `console.log(${JSON.stringify('y'.repeat(2000))});`;
fs.writeFileSync(path.join(root, 'assets', 'built-def456.js'), builtScript);
fs.writeFileSync(path.join(root, 'assets', 'built-def456.js.br'), brotliCompressSync('/* brotli copy */'));
fs.writeFileSync(path.join(root, 'assets', 'built-def456.js.gz'), gzipSync('/* gzip copy */'));

const { app, db } = await createTestApp({ webAssets: loadWebAssets(root) });

describe('serving the web app', () => {
  it('answers the pages of the route table with the app and 200', async () => {
    await createDevice(db, { slug: 'apple-iphone-15' });
    for (const page of ['/', '/devices', '/devices/apple-iphone-15', '/services', '/booking']) {
      const res = await app.request(page);
      expect(res.status, page).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(indexHtml);
    }
  });

  it('protects pages with a CSP that allows exactly their inline script', async () => {
    const res = await app.request('/');
    const csp = res.headers.get('content-security-policy') ?? '';
    const hash = createHash('sha256').update(themeScript).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers unknown pages with the app (which shows Page Not Found) and a 404 status', async () => {
    for (const page of ['/no-such-page', '/devices/no-such-device', '/contact/x']) {
      const res = await app.request(page);
      expect(res.status, page).toBe(404);
      expect(await res.text()).toBe(indexHtml);
    }
  });

  it('serves hashed assets as immutable, compressed for clients that accept it', async () => {
    const res = await app.request('/assets/main-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('console.log');
    const br = await app.request('/assets/main-abc123.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
  });

  it("serves the build's compressed copies as they are, and never as files of their own", async () => {
    const br = await app.request('/assets/built-def456.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe('/* brotli copy */');
    const gz = await app.request('/assets/built-def456.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe('/* gzip copy */');
    const plain = await app.request('/assets/built-def456.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(builtScript);
    expect((await app.request('/assets/built-def456.js.br')).status).toBe(404);
  });

  it('answers a matching If-None-Match with 304 and HEAD without a body', async () => {
    const first = await app.request('/humans.txt');
    const etag = first.headers.get('etag')!;
    expect((await app.request('/humans.txt', { headers: { 'If-None-Match': etag } })).status).toBe(304);
    const head = await app.request('/humans.txt', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('gives missing files a plain 404 rather than the app', async () => {
    const res = await app.request('/assets/missing.js');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<html');
    expect((await app.request('/../../etc/passwd')).status).toBe(404);
  });
});
