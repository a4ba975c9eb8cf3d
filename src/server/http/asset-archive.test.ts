import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN, TEST_SITE_CONFIG } from '../../../tests/test-app';
import { ARCHIVE_KEEP_DAYS, archiveBuildAssets, readArchivedAsset } from './asset-archive';
import { loadWebAssets } from './web-assets';

// After a deploy, a tab opened before it still loads its build's hashed files: each start archives
// its build's files, the server serves an earlier build's file from the archive, and files of builds
// not started for ARCHIVE_KEEP_DAYS are deleted (decision 033).

const DAY = 24 * 3600_000;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'repair-archive-'));
const archiveDir = path.join(tmp, 'data', 'web-archive');

/** A built web app with these hashed files. */
function build(name: string, files: Record<string, string>): string {
  const root = path.join(tmp, name);
  fs.mkdirSync(path.join(root, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(root, 'assets', file), text);
  return root;
}

const serverOf = (root: string) => {
  const web = loadWebAssets(root, { publicOrigin: TEST_ORIGIN, siteConfig: TEST_SITE_CONFIG, archiveDir })!;
  return new Hono().get('*', (c) => web.serve(c) ?? c.text('Not Found', 404));
};

const first = build('first', { 'page-AAA1111.js': 'export const first = 1;' });
const second = build('second', { 'page-BBB2222.js': 'export const second = 2;' });
const deployedAt = new Date('2026-11-20T10:00:00Z');

describe('the archive of earlier builds', () => {
  it("serves the earlier build's files after a deploy, as immutable as its own", async () => {
    expect(archiveBuildAssets(first, archiveDir, deployedAt)).toEqual({ copied: 1, deleted: 0 });
    archiveBuildAssets(second, archiveDir, new Date(deployedAt.getTime() + DAY));
    const server = serverOf(second);
    const old = await server.request('/assets/page-AAA1111.js');
    expect(old.status).toBe(200);
    expect(await old.text()).toBe('export const first = 1;');
    expect(old.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(old.headers.get('content-type')).toContain('text/javascript');
    expect((await server.request('/assets/page-BBB2222.js')).status).toBe(200);
    // A file no build ever had stays a 404.
    expect((await server.request('/assets/page-CCC3333.js')).status).toBe(404);
  });

  it('never reads outside the archive', () => {
    fs.writeFileSync(path.join(tmp, 'data', 'secret.txt'), 'secret');
    for (const pathname of ['/assets/../secret.txt', '/assets/..', '/assets/sub/x.js', '/secret.txt']) {
      expect(readArchivedAsset(archiveDir, pathname), pathname).toBeUndefined();
    }
  });

  it(`deletes a build's files ${ARCHIVE_KEEP_DAYS} days after the last start of a build that had them`, () => {
    const later = (days: number) => new Date(deployedAt.getTime() + days * DAY);
    // The second build starts again and again; the first's files were last started with it on day 0.
    archiveBuildAssets(second, archiveDir, later(ARCHIVE_KEEP_DAYS - 1));
    expect(fs.existsSync(path.join(archiveDir, 'page-AAA1111.js'))).toBe(true);
    expect(archiveBuildAssets(second, archiveDir, later(ARCHIVE_KEEP_DAYS + 1))).toEqual({
      copied: 0,
      deleted: 1,
    });
    expect(fs.readdirSync(archiveDir)).toEqual(['page-BBB2222.js']);
  });

  it("lets pages send errors to the error tracker's host when SENTRY_DSN is set, and nowhere else", async () => {
    const dsn = 'https://publickey@o123.ingest.sentry.io/456';
    const withTracker = loadWebAssets(second, {
      publicOrigin: TEST_ORIGIN,
      siteConfig: { ...TEST_SITE_CONFIG, sentryDsn: dsn },
    })!;
    const server = new Hono().get('*', (c) => withTracker.serve(c) ?? c.text('Not Found', 404));
    const csp = (await server.request('/')).headers.get('content-security-policy');
    expect(csp).toContain("connect-src 'self' https://o123.ingest.sentry.io;");
    const without = (await serverOf(second).request('/')).headers.get('content-security-policy');
    expect(without).toContain("connect-src 'self';");
  });
});
