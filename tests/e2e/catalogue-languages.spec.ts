// The catalogue's pages at their Odia and Hindi paths arrive rendered by the server in that language
// (decision 025): readable with JavaScript off, and taken over by the app in the same language, the
// page's own elements kept (hydrated, not drawn again) and no error in the console.
import { expect, test } from './fixtures';
import { useOwnAddress } from './auth-helpers';
import { inr, seedDevice, trackConsoleErrors } from './helpers';
import hindiDevices from '../../src/locales/hi/devices.json' with { type: 'json' };
import odiaDevices from '../../src/locales/or/devices.json' with { type: 'json' };
import odiaWithoutScript from '../../src/locales/or/without-script.json' with { type: 'json' };
import odiaRepairs from '../../src/locales/or/repair-services.json' with { type: 'json' };

const device = seedDevice('apple-iphone-15');
const screenPrice = device.prices['screen-replacement'];
const batteryPrice = device.prices['battery-replacement'];

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("an Odia device page arrives in Odia with the device's repairs and prices", async ({ page }) => {
    if (screenPrice === undefined || batteryPrice === undefined) {
      throw new Error('the seed prices no screen or battery for this device');
    }
    const response = await page.goto(`/or/devices/${device.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'or');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toContainText(device.name);
    await expect(main.getByText(odiaDevices.device.repairsTitle)).toBeVisible();
    for (const [slug, price] of [
      ['screen-replacement', screenPrice],
      ['battery-replacement', batteryPrice],
    ] as const) {
      await expect(main.getByRole('heading', { name: odiaRepairs[slug].name, exact: true })).toBeVisible();
      await expect(main.getByText(inr(price)).first()).toBeVisible();
    }
    // The words for browsers without JavaScript, in Odia (shown only without JavaScript).
    expect(await response?.text()).toContain(odiaWithoutScript.text);
  });

  test('the Hindi device list arrives in Hindi with every device in it', async ({ page }) => {
    expect((await page.goto('/hi/devices'))?.status()).toBe(200);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(hindiDevices.list.title);
    await expect(main.getByRole('link', { name: new RegExp(device.name) }).first()).toHaveAttribute(
      'href',
      `/hi/devices/${device.slug}`,
    );
    expect(await main.getByTestId('device-card').count()).toBeGreaterThan(100);
  });
});

test('the app takes an Odia device page over in Odia, keeping what the server drew', async ({ page }) => {
  // Keeps the heading the server sent, as the page is parsed: hydrated, the page still shows that
  // very element; drawn again (another language, or a mismatch React recovered from), a new one.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const heading = document.querySelector('main h1');
      if (!heading) return;
      (window as unknown as { serverHeading: Element }).serverHeading = heading;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const problems = trackConsoleErrors(page);
  await page.goto(`/or/devices/${device.slug}`);
  const screen = odiaRepairs['screen-replacement'].name;
  await expect(page.getByRole('heading', { name: screen, exact: true })).toBeVisible();
  // Taken over: the repair's button answers (the app's), in Odia.
  await page
    .getByRole('button', { name: `${odiaDevices.device.addToRepair}: ${screen}`, exact: true })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { serverHeading?: Element }).serverHeading ===
        document.querySelector('main h1'),
    ),
  ).toBe(true);
  expect(problems).toEqual([]);
});
