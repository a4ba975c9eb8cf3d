import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/client';
import type { DatabaseHandle } from '../../src/server/db/client';
import { startServerProcess } from '../server-process';
import { startTcpProxy } from '../tcp-proxy';
import type { TcpProxy } from '../tcp-proxy';
import { createTestDatabase } from '../test-database';

// The booking page while PostgreSQL is away, in a real browser: the customer is told plainly that
// online booking is down for a moment, offered the support phone and WhatsApp, and keeps everything
// typed; when the database is back, the same form books once. Needs the built web app and Debian's
// Chromium (CI has both when it runs the integration tests on PostgreSQL).

const root = path.resolve(import.meta.dirname, '../..');
const webDist = path.join(root, 'dist/web');
const chromium = '/usr/bin/chromium';
const canRun =
  Boolean(process.env.DATABASE_URL) &&
  fs.existsSync(path.join(webDist, 'index.html')) &&
  fs.existsSync(chromium);
/** Set to a directory to keep screenshots of the message (light and dark, 1280 and 375 px). */
const screenshotDir = process.env.OUTAGE_SCREENSHOTS;

const SUPPORT_PHONE = '+919812345670';
const SUPPORT_WHATSAPP = '+919812345671';

let database: DatabaseHandle | null = null;
let browser: Browser | null = null;
afterAll(async () => {
  await browser?.close();
  await database?.close();
});

describe.skipIf(!canRun)('the booking page during a database outage', () => {
  let proxy: TcpProxy;
  let server = '';
  beforeAll(async () => {
    database = await createTestDatabase();
    const direct = new URL(database.url!);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const throughProxy = new URL(database.url!);
    throughProxy.host = `127.0.0.1:${proxy.port}`;
    ({ url: server } = await startServerProcess({
      DATABASE_URL: throughProxy.toString(),
      // Every process on a shared database signs sessions with one secret (decision 019).
      BETTER_AUTH_SECRET: 'a-secret-for-the-outage-page-test-long-enough',
      WEB_DIST_DIR: webDist,
      SUPPORT_PHONE,
      SUPPORT_WHATSAPP,
    }));
    const { chromium: launcher } = await import('playwright-core');
    browser = await launcher.launch({
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
    });
  }, 60_000);

  it('says online booking is down, offers phone and WhatsApp, keeps what was typed, then books once', async () => {
    const list = (await (await fetch(`${server}/api/devices`)).json()) as { devices: { slug: string }[] };
    const slug = list.devices[0]!.slug;
    const detail = (await (await fetch(`${server}/api/devices/${slug}`)).json()) as {
      device: { repairs: { serviceId: number }[] };
    };
    const page = await browser!.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server}/booking?deviceSlug=${slug}&issues=${detail.device.repairs[0]!.serviceId}`);
    const typed = {
      'Full name': 'Priya Das',
      Email: 'outage.page@example.com',
      'Phone number': '9876543210',
      Address: 'Plot 42, Saheed Nagar',
      City: 'Bhubaneswar',
      State: 'Odisha',
      Pincode: '751007',
      'Describe the problem (optional)': 'The screen is cracked at the top.',
    };
    for (const [label, value] of Object.entries(typed)) {
      await page.getByLabel(label, { exact: true }).fill(value);
    }

    await proxy.cut();
    await page.getByRole('button', { name: 'Schedule Repair' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Online booking is down for a moment' });
    await notice.waitFor({ timeout: 10_000 });
    expect(await notice.textContent()).toContain('Your details are still here');
    expect(await notice.getByRole('link', { name: 'Call +91 98123 45670' }).getAttribute('href')).toBe(
      `tel:${SUPPORT_PHONE}`,
    );
    expect(await notice.getByRole('link', { name: 'WhatsApp +91 98123 45671' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/919812345671\?text=/,
    );
    for (const [label, value] of Object.entries(typed)) {
      expect(await page.getByLabel(label, { exact: true }).inputValue()).toBe(value);
    }
    expect(page.url()).toContain('/booking?');
    // A device page not read before is still served as a page (it says itself that it cannot load).
    const otherDevice = await fetch(`${server}/devices/${list.devices[1]!.slug}`);
    expect(otherDevice.status).toBe(200);
    expect(otherDevice.headers.get('content-type')).toContain('text/html');
    if (screenshotDir) {
      fs.mkdirSync(screenshotDir, { recursive: true });
      for (const width of [1280, 375]) {
        for (const scheme of ['light', 'dark'] as const) {
          await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
          await page.emulateMedia({ colorScheme: scheme });
          await notice.scrollIntoViewIfNeeded();
          await page.screenshot({ path: path.join(screenshotDir, `booking-outage-${width}-${scheme}.png`) });
        }
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    await proxy.restore();
    await expect.poll(async () => (await fetch(`${server}/api/ready`)).status, { timeout: 20_000 }).toBe(200);
    await page.getByRole('button', { name: 'Schedule Repair' }).click();
    await page.waitForURL(/\/booking-confirmation$/, { timeout: 15_000 });
    const rows = rowsOf<{ n: number }>(
      await database!.db.execute(
        sql`select count(*)::int as n from bookings where email = 'outage.page@example.com'`,
      ),
    );
    expect(rows[0]!.n).toBe(1);
  }, 90_000);
});
