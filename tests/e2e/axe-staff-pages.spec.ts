// axe-core on the admins' and the technicians' pages, every tab of the admin desk and its booking
// dialogs, in the light and the dark theme, at the width of each project (1280 and 375 px), with
// 0 violations as the bar; each check logs its page's violation count (as axe-pages.spec.ts does for
// the public and customer pages).
import type { Locator, Page } from '@playwright/test';
import { bookThroughApi, startThroughApi } from './api-booking';
import { signInAsCustomer, signInAsStaff, useOwnAddress } from './auth-helpers';
import { prepareAxeChecks, themes } from './axe';
import { expect, test } from './fixtures';

/** Opens a staff page and waits for its heading and its data. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settled(page);
}

/** Nothing on the page is still loading. */
async function settled(page: Page) {
  await expect(page.locator('main .animate-spin')).toHaveCount(0, { timeout: 20_000 });
}

/** Each tab of `tabs` opened and checked, and the tabs each of them shows in turn (one level down). */
async function checkTabs(
  page: Page,
  tabs: Locator,
  label: string,
  check: (label: string) => Promise<void>,
  depth = 0,
) {
  const names = await tabs.allInnerTexts();
  for (const name of names) {
    const tab = tabs.and(page.getByRole('tab', { name, exact: true }));
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await settled(page);
    await check(`${label}: ${name}`);
    const inner = page.getByRole('tabpanel').getByRole('tab');
    if (depth === 0 && (await inner.count()) > 0) await checkTabs(page, inner, `${label}: ${name}`, check, 1);
  }
}

for (const theme of themes) {
  test.describe(`${theme} theme`, () => {
    test('the admin desk, its tabs and a booking’s dialogs', async ({ page }, testInfo) => {
      // Some twenty views, each checked by axe.
      test.setTimeout(300_000);
      const check = await prepareAxeChecks(page, testInfo, theme);
      const address = await useOwnAddress(page);
      await page.goto('/');
      const booking = await bookThroughApi(page, address, { name: 'Pramila Behera' });
      await signInAsStaff(page, address, 'admin');

      await open(page, '/users_location');
      await check('admin desk');
      await checkTabs(page, page.getByRole('main').getByRole('tab'), 'admin desk', check);

      await open(page, '/users_location');
      await page.getByLabel('Search by booking id, name, phone or e-mail').fill(booking.bookingId);
      await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
      await page
        .getByRole('button', { name: `View booking ${booking.bookingId}` })
        .first()
        .click();
      const details = page.getByRole('dialog', { name: 'Booking details' });
      await expect(details.getByText('Pramila Behera')).toBeVisible();
      await check('booking details dialog');

      await open(page, '/admin/content');
      await check('admin content');
      await checkTabs(page, page.getByRole('main').getByRole('tab'), 'admin content', check);

      await open(page, '/admin/users');
      await check('admin users');
    });

    test('a technician’s jobs, waiting and under way, with their dialogs', async ({
      page,
      playwright,
    }, testInfo) => {
      test.setTimeout(120_000);
      const check = await prepareAxeChecks(page, testInfo, theme);
      const address = await useOwnAddress(page);
      await page.goto('/');
      await signInAsCustomer(page, address);
      const waiting = await bookThroughApi(page, address, { name: 'Sarojini Das' });
      const underWay = await bookThroughApi(page, address, { name: 'Bijay Mishra' });
      await (await startThroughApi(playwright, page, waiting, 'jobsTechnician', { start: false })).dispose();
      await (await startThroughApi(playwright, page, underWay, 'jobsTechnician')).dispose();
      await signInAsStaff(page, address, 'jobsTechnician');

      await open(page, '/technician/dashboard');
      const card = (booking: { bookingId: string }) =>
        page.getByTestId('job-card').filter({ hasText: booking.bookingId });
      await expect(card(waiting)).toBeVisible();
      await expect(card(underWay)).toBeVisible();
      await check('technician jobs');
      await card(waiting).getByRole('button', { name: 'Start Job' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await check('technician: start a job');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await card(underWay).getByRole('button', { name: 'Complete Work' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await check('technician: complete a job');
    });

    test('a technician’s pages', async ({ page }, testInfo) => {
      const check = await prepareAxeChecks(page, testInfo, theme);
      const address = await useOwnAddress(page);
      await page.goto('/');
      await signInAsStaff(page, address, 'technician');
      for (const path of [
        '/technician/dashboard',
        '/technician/blog',
        '/technician/about',
        '/technician/guidelines',
        '/technician/settings',
      ]) {
        await open(page, path);
        await check(path);
      }
    });
  });
}
