// Narrow phones (decision 035): the header stays one row from 320 px up in every language, signed out
// and signed in; the admin desk's lists never scroll sideways as a page; the desk lines up with the
// header; the referral figures fill their rows; the device list comes a page at a time.
import type { Page } from '@playwright/test';
import { bookThroughApi } from './api-booking';
import { signInAsCustomer, signInAsStaff, useOwnAddress } from './auth-helpers';
import { expect, test } from './fixtures';
import { isPhone } from './helpers';

const WIDTHS = [320, 360, 375, 390] as const;
const LANGUAGES = ['', '/hi', '/or'] as const;

/** The tops of the header bar's visible items: one row means one top (give or take a pixel or two). */
async function headerRows(page: Page): Promise<number> {
  return page
    .locator('header > div')
    .first()
    .evaluate((bar) => {
      const tops = [...bar.children]
        .map((child) => child.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.height > 0)
        .map((box) => Math.round(box.top + box.height / 2));
      return new Set(tops.map((top) => Math.round(top / 8))).size;
    });
}

/** How far the page scrolls sideways (0 when it fits the screen). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function expectOneRowEverywhere(page: Page, state: string) {
  for (const prefix of LANGUAGES) {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${prefix}/devices`);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expect
        .poll(() => headerRows(page), { message: `${state} ${prefix || '/en'} at ${width} px` })
        .toBe(1);
      expect(await sidewaysScroll(page), `${state} ${prefix || '/en'} at ${width} px`).toBe(0);
    }
  }
}

test('the header stays one row from 320 px in English, Hindi and Odia, signed out and in', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const address = await useOwnAddress(page);
  await expectOneRowEverywhere(page, 'signed out');
  await signInAsCustomer(page, address);
  await expectOneRowEverywhere(page, 'signed in');
});

test('the referral figures fill their rows at 375 px: no card is left alone', async ({ page }) => {
  const address = await useOwnAddress(page);
  await page.goto('/');
  await signInAsCustomer(page, address);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/referrals');
  const cards = page.locator('section[aria-labelledby="referral-stats"] dl > *');
  await expect(cards).toHaveCount(4);
  const tops = await cards.evaluateAll((items) =>
    items.map((item) => Math.round(item.getBoundingClientRect().top)),
  );
  const perRow = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
  expect(perRow).toEqual([2, 2]);
});

test.describe('the admin desk on a phone and a desktop', () => {
  let address = '';
  test.beforeEach(async ({ page }) => {
    address = await useOwnAddress(page);
    await page.goto('/admin/auth');
    await signInAsStaff(page, address, 'admin');
  });

  test('the bookings list does not scroll the page sideways at 375 px', async ({ page }, testInfo) => {
    // A phone's scrollbars take no width; a desktop window made 375 px wide keeps a classic one.
    test.skip(!isPhone(testInfo), 'phone-sized screens only');
    // An unlisted device's mark carries screen-reader text, placed absolutely far along its row: the
    // table's frame must clip it too.
    const unlisted = await bookThroughApi(page, address, {
      deviceId: undefined,
      unlisted: true,
      brandId: null,
      deviceModel: 'Lava Agni 2 5G',
    });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/admin/content?tab=bookings&q=${unlisted.bookingId}`);
    await expect(page.getByTestId('device-not-listed').first()).toBeVisible();
    await expect.poll(() => sidewaysScroll(page)).toBe(0);
  });

  test('the desk lines up with the header at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/admin/content?tab=bookings');
    const brand = await page.locator('header a').first().boundingBox();
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(Math.abs((brand?.x ?? 0) - (heading?.x ?? -99))).toBeLessThanOrEqual(1);
  });

  test('the device list comes 25 at a time, with the next page on the server', async ({ page }) => {
    await page.goto('/admin/content?tab=devices');
    const table = page.getByRole('table', { name: 'Devices' });
    await expect(table.locator('tbody tr')).toHaveCount(25);
    const first = await table.locator('tbody tr').first().textContent();
    const next = page.waitForResponse(
      (r) => r.url().includes('/api/admin/devices/pages') && r.url().includes('cursor='),
    );
    await page.getByRole('button', { name: 'Next page' }).click();
    expect((await next).status()).toBe(200);
    await expect(page.getByText('Page 2')).toBeVisible();
    await expect(table.locator('tbody tr').first()).not.toHaveText(first ?? '');
  });
});
