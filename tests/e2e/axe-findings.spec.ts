// axe-core on the pages where it found problems: the booking page's map credit, the AMOLED vs LCD
// article's table on a phone, the desktop account menu, and the admin users table on a phone. Each in
// the light and the dark theme, with 0 violations as the bar.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { isPhone } from './helpers';
import { signInAsCustomer, signInAsStaff, useOwnAddress } from './auth-helpers';
import { expectNoAxeViolations } from './axe';

const themes = ['light', 'dark'] as const;
type Theme = (typeof themes)[number];

let address = '';
test.beforeEach(async ({ page }) => {
  address = await useOwnAddress(page);
});

/** Opens the page in the theme a visitor chose (kept in localStorage, as the theme toggle does). */
async function openInTheme(page: Page, path: string, theme: Theme) {
  await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
  await page.goto(path);
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
  // The app has started (it replaces the static head tags with the page's own) and has rendered the
  // page in place of the prerendered text it keeps, inert, while the page loads.
  await expect(page.locator('head [data-static]')).toHaveCount(0);
  await expect(page.locator('main [inert]')).toHaveCount(0);
}

for (const theme of themes) {
  test.describe(`${theme} theme`, () => {
    test('the booking page with its map', async ({ page }, testInfo) => {
      const slug = 'samsung-galaxy-s24';
      const api = (await (await page.request.get(`/api/devices/${slug}`)).json()) as {
        device: { repairs: { serviceId: number; name: string }[] };
      };
      const screen = api.device.repairs.find((r) => r.name === 'Screen Replacement');
      if (!screen) throw new Error(`${slug} has no Screen Replacement`);
      // No tiles, as on a slow network: axe can then judge the credit line against its background
      // (over tile images it cannot, and says nothing).
      await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
      await openInTheme(page, `/booking?deviceSlug=${slug}&issues=${screen.serviceId}`, theme);
      const map = page.getByRole('region', { name: /^Map:/ });
      await expect(map).toBeVisible();
      // The tile provider's credit, with its link to the copyright page.
      await expect(map.getByRole('link', { name: 'OpenStreetMap' })).toBeVisible();
      await expectNoAxeViolations(page, testInfo, `booking page with map (${theme})`);
    });

    test('the admin bookings map’s credit line', async ({ page }, testInfo) => {
      test.skip(isPhone(testInfo), 'one width is enough for the same credit line');
      await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
      await page.goto('/');
      await signInAsStaff(page, address, 'admin');
      await openInTheme(page, '/users_location', theme);
      const credit = page.locator('.booking-map .leaflet-control-attribution');
      await expect(credit.getByRole('link', { name: 'OpenStreetMap' })).toBeVisible();
      await expectNoAxeViolations(page, testInfo, `admin bookings map (${theme})`, '.booking-map');
    });

    test('the AMOLED vs LCD article on a phone', async ({ page }, testInfo) => {
      test.skip(!isPhone(testInfo), 'its table scrolls sideways on a 375 px screen');
      await openInTheme(page, '/blog/amoled-vs-lcd-screen-comparison', theme);
      const table = page.getByRole('region', { name: 'Quick comparison' });
      await expect(table).toBeVisible();
      // The table is wider than the screen: a keyboard reaches its scrolling frame, with a visible ring.
      expect(await table.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      await table.focus();
      await expect(table).toBeFocused();
      expect(await table.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
      await expectNoAxeViolations(page, testInfo, `AMOLED vs LCD article at 375 px (${theme})`);
    });

    test('the desktop account menu of a signed-in customer', async ({ page }, testInfo) => {
      test.skip(isPhone(testInfo), 'the account menu button is in the desktop header');
      await page.goto('/');
      const email = await signInAsCustomer(page, address);
      await openInTheme(page, '/devices', theme);
      const button = page.getByRole('banner').getByRole('button', { name: /Account menu/ });
      await expect(button).toBeVisible();
      await expectNoAxeViolations(page, testInfo, `header with the account menu (${theme})`);
      // Its name starts with what it shows: who is signed in (here, by their e-mail address).
      await expect(button).toHaveAccessibleName(new RegExp(`^${email.split('@')[0]}\\S* Account menu$`));
      await button.click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoAxeViolations(page, testInfo, `open account menu (${theme})`);
    });

    test('the admin users table on a phone', async ({ page }, testInfo) => {
      test.skip(!isPhone(testInfo), 'the table is checked at 375 px');
      await page.goto('/');
      await signInAsStaff(page, address, 'admin');
      await openInTheme(page, '/admin/users', theme);
      await expect(page.getByRole('table')).toBeVisible();
      await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
      await expectNoAxeViolations(page, testInfo, `admin users at 375 px (${theme})`);
    });
  });
}
