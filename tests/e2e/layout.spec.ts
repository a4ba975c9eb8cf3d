// Header, menu and layout behaviour that once went wrong.
import { expect, test } from './fixtures';
import home from '../../src/locales/en/home.json' with { type: 'json' };
import { signInAsStaff, useOwnAddress } from './auth-helpers';
import { expectDeviceCount, expectPageBasics, isPhone, seedDevice, seedDeviceCount } from './helpers';

const ALL_DEVICES = seedDeviceCount();

test.describe('layout regressions', () => {
  test('the bookings map scrolled under the sticky header stays under it', async ({ page }) => {
    const address = await useOwnAddress(page);
    await page.goto('/');
    await signInAsStaff(page, address, 'admin');
    await page.goto('/users_location');
    const zoomIn = page.locator('.booking-map .leaflet-control-zoom-in');
    await expect(zoomIn).toBeVisible();
    const header = (await page.locator('header').first().boundingBox())!;
    const button = (await zoomIn.boundingBox())!;
    // The zoom button's top brought to the header's middle.
    await page.evaluate(
      (by) => window.scrollBy({ top: by, behavior: 'instant' }),
      button.y - header.height / 2,
    );
    const point = { x: button.x + button.width / 2, y: header.height / 2 + 4 };
    expect(
      await page.evaluate(({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('header')), point),
    ).toBe(true);
  });

  test('the phone menu closes when its link points at the page already shown', async ({ page }, testInfo) => {
    test.skip(!isPhone(testInfo), 'the menu button exists on phones only');
    await page.goto('/');
    await expectPageBasics(page, home.hero.title);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(menu).toHaveCount(0, { timeout: 2_000 });
  });

  test('the Devices nav link clears an active device search', async ({ page }, testInfo) => {
    await page.goto('/devices');
    await expectDeviceCount(page, ALL_DEVICES);
    await page.getByRole('searchbox', { name: 'Search devices' }).fill('iphone');
    await expect(page).toHaveURL(/[?&]q=iphone/);
    if (isPhone(testInfo)) await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Devices', exact: true })
      .click();
    await expect(page).toHaveURL(/\/devices$/);
    // Longer than the search debounce: the old search must not come back.
    await page.waitForTimeout(800);
    await expect(page).toHaveURL(/\/devices$/, { timeout: 1_000 });
    await expect(page.getByRole('searchbox', { name: 'Search devices' })).toHaveValue('', { timeout: 1_000 });
    await expectDeviceCount(page, ALL_DEVICES);
  });

  test('typing on after a pause keeps every character', async ({ page }) => {
    await page.goto('/devices');
    await expectDeviceCount(page, ALL_DEVICES);
    const box = page.getByRole('searchbox', { name: 'Search devices' });
    // A slow phone: the page catches up with the address bar only after more keys have landed.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await box.pressSequentially('iphone', { delay: 30 });
    // A pause just past the debounce, then typing goes on while the search is being written.
    await page.waitForTimeout(270);
    await box.pressSequentially(' 15', { delay: 10 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(page).toHaveURL(/[?&]q=iphone(\+|%20)15(&|$)/);
    await expect(box).toHaveValue('iphone 15');
  });

  test('the header Sign In button is left to the menu on small screens', async ({ page }, testInfo) => {
    await page.goto('/');
    await expectPageBasics(page, home.hero.title);
    const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign In' });
    if (isPhone(testInfo)) await expect(signIn).toBeHidden({ timeout: 2_000 });
    else await expect(signIn).toBeVisible();
  });

  test('repair cards stay inside the page margins', async ({ page }) => {
    await page.goto('/devices/apple-iphone-15');
    await expectPageBasics(page, 'Apple iPhone 15');
    const repairs = page.getByTestId('repair-option');
    await expect(repairs).toHaveCount(Object.keys(seedDevice('apple-iphone-15').prices).length);
    const overflow = await repairs.evaluateAll((cards) =>
      cards.map((card) => {
        const list = card.closest('ul')?.getBoundingClientRect();
        return Math.round(card.getBoundingClientRect().right - (list?.right ?? 0));
      }),
    );
    expect(Math.max(...overflow)).toBeLessThanOrEqual(0);
  });

  // Content pages run at the desktop width only (decision 046); their one phone-only control is here.
  test('Contact Support on a phone offers WhatsApp or a call', async ({ page }, testInfo) => {
    test.skip(!isPhone(testInfo), 'phone-sized screens only');
    await page.goto('/blog/extend-battery-life-tips');
    await page.getByRole('button', { name: 'Contact Support' }).click();
    const dialog = page.getByRole('dialog', { name: 'How would you like to reach us?' });
    await expect(dialog.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/91\d{10}\?text=/,
    );
    await expect(dialog.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+91\d{10}$/);
  });
});
