// Large text and narrow screens (WCAG 1.4.4, 1.4.10, 2.5.8): every page reflows at 320 px wide and
// with text at 200%, nothing is cut off or drawn over, and tap targets are at least 24×24 px.
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { bookThroughApi, trackingPathFromOutbox } from './api-booking';
import { signInAsCustomer, signInAsStaff, useOwnAddress } from './auth-helpers';
import { reflowProblems, setTextSize } from './reflow';
import { isPhone } from './helpers';

const publicPages = [
  '/',
  '/services',
  '/services/screen-repair',
  '/devices',
  '/devices/samsung-galaxy-s24',
  '/booking?deviceSlug=samsung-galaxy-s24&issues=1',
  '/about',
  '/contact',
  '/faq',
  '/blog',
  '/warranty',
  '/auth',
  '/hi',
  '/or/devices/samsung-galaxy-s24',
];

/** The ways of reading a page checked here: each a width and a text size. */
const readings = [
  { name: '320 px wide', width: 320, text: 100 },
  { name: '640 px wide, text at 200%', width: 640, text: 200 },
  { name: '1280 px wide, text at 200%', width: 1280, text: 200 },
] as const;

/** Every path at every reading: the problems found, reported per page as the suite runs. */
async function checkPages(page: Page, testInfo: TestInfo, paths: readonly string[]) {
  const report: string[] = [];
  const found: string[] = [];
  for (const reading of readings) {
    await page.setViewportSize({ width: reading.width, height: 800 });
    for (const path of paths) {
      await setTextSize(page, reading.text);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // A path that is no page would be checked as the 'Page Not Found' page.
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toHaveCount(0);
      const problems = await reflowProblems(page);
      report.push(`${reading.name} ${path}: ${problems.length} problem(s)`);
      for (const problem of problems) {
        report.push(`  ${problem.kind}: ${problem.what}`);
        found.push(`${reading.name} ${path}: ${problem.kind}: ${problem.what}`);
      }
    }
  }
  await testInfo.attach('reflow', { body: report.join('\n'), contentType: 'text/plain' });
  expect(found).toEqual([]);
}

test.beforeEach(({ page: _page }, testInfo) => {
  // Each check sets its own widths.
  test.skip(isPhone(testInfo), 'the widths are set by the test');
});

test('public pages', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  await useOwnAddress(page);
  await checkPages(page, testInfo, publicPages);
});

test('a customer’s pages', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const address = await useOwnAddress(page);
  await page.goto('/');
  await signInAsCustomer(page, address);
  const booking = await bookThroughApi(page, address);
  await checkPages(page, testInfo, [
    '/dashboard',
    '/dashboard/history',
    '/dashboard/notifications',
    '/dashboard/profile',
    await trackingPathFromOutbox(page.request, booking.email),
  ]);
});

test('a technician’s pages', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const address = await useOwnAddress(page);
  await page.goto('/');
  await signInAsStaff(page, address, 'technician');
  await checkPages(page, testInfo, [
    '/technician/dashboard',
    '/technician/guidelines',
    '/technician/settings',
  ]);
});
