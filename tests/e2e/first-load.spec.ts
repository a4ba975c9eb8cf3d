// What a public page costs on its first load (decision 021): the catalogue's pages arrive with their
// content (readable with JavaScript off), the app takes every rendered page over without an error, no
// admin or technician code is loaded, and the home page's JavaScript stays within its budget.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { useOwnAddress } from './auth-helpers';
import { inr, seedDevice, trackConsoleErrors } from './helpers';
import { HELD_INPUT_SCRIPT } from '../../scripts/held-input';
import {
  gzippedBytes,
  heldInputScriptBytes,
  HOME_PAGE_JS_BUDGET_BYTES,
  pageScriptFiles,
  readManifest,
  staffOnlyFiles,
} from '../../scripts/page-javascript';

const webDir = path.resolve(import.meta.dirname, '../../dist/web');
const device = seedDevice('apple-iphone-15');

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the device list arrives with every device in it', async ({ page }) => {
    expect((await page.goto('/devices'))?.status()).toBe(200);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('link', { name: new RegExp(device.name) }).first()).toBeVisible();
    expect(await main.getByTestId('device-card').count()).toBeGreaterThan(100);
  });

  test('the device search and the brand chips work without the script: the server renders the list', async ({
    page,
  }) => {
    await page.goto('/devices');
    const search = page.getByRole('searchbox', { name: 'Search devices' });
    await search.fill('iphone 15 pro max');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/devices\?q=iphone\+15\+pro\+max$/);
    await expect(page.getByTestId('device-card')).toHaveCount(1);
    await expect(search).toHaveValue('iphone 15 pro max');

    await page.goto('/devices');
    const brands = page.getByRole('group', { name: 'Filter by brand' });
    await brands.getByRole('link', { name: 'Samsung', exact: true }).click();
    await expect(page).toHaveURL(/\/devices\?brand=\d+$/);
    await expect(brands.getByRole('link', { name: 'Samsung', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const cards = page.getByTestId('device-card');
    expect(await cards.count()).toBeGreaterThan(5);
    await expect(cards.filter({ hasNotText: 'Samsung' })).toHaveCount(0);
    // A search within the brand keeps the brand.
    await search.fill('galaxy s24');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/devices\?q=galaxy\+s24&brand=\d+$/);
    await expect(cards.filter({ hasNotText: 'Samsung' })).toHaveCount(0);
    expect(await cards.count()).toBeGreaterThan(0);
  });

  test("a device's page arrives with its repairs and prices", async ({ page }) => {
    expect((await page.goto('/devices/apple-iphone-15'))?.status()).toBe(200);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toContainText(device.name);
    const screen = device.prices['screen-replacement'];
    if (screen === undefined) throw new Error('the seed prices no screen for this device');
    await expect(main.getByText(inr(screen)).first()).toBeVisible();
  });
});

test('the app takes each rendered page over without an error, and answers', async ({ page }) => {
  const problems = trackConsoleErrors(page);
  for (const pagePath of ['/', '/devices', '/devices/apple-iphone-15', '/faq']) {
    await page.goto(pagePath);
    // Taken over: the search box filters (the app's), the theme button switches (the app's).
    if (pagePath === '/devices') {
      await page.getByLabel('Search devices').fill('iphone 15');
      await expect(page.getByTestId('device-card').first()).toContainText('iPhone 15');
    }
  }
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(problems).toEqual([]);
});

test('public pages load no admin or technician code', async ({ page }) => {
  const staffOnly = staffOnlyFiles(readManifest(webDir));
  expect(staffOnly.size).toBeGreaterThan(0);
  const loaded = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') loaded.add(new URL(request.url()).pathname);
  });
  for (const pagePath of ['/', '/devices', '/devices/apple-iphone-15', '/services', '/about', '/blog']) {
    await page.goto(pagePath, { waitUntil: 'networkidle' });
  }
  expect(loaded.size).toBeGreaterThan(0);
  expect([...loaded].filter((file) => staffOnly.has(file))).toEqual([]);
});

test("the home page's JavaScript, with the inline script that holds early presses, stays within its budget of 110 KB gzipped", () => {
  const html = fs.readFileSync(path.join(webDir, 'prerendered/index.html'), 'utf8');
  const files = pageScriptFiles(readManifest(webDir), html, 'routes/public/home-page.tsx');
  expect(html).toContain(HELD_INPUT_SCRIPT);
  expect(gzippedBytes(webDir, files) + heldInputScriptBytes()).toBeLessThanOrEqual(HOME_PAGE_JS_BUDGET_BYTES);
});
