// A mid-range phone, as Chromium emulates it: a 4× slower processor, 150 ms of latency, 1.6 Mbit/s down.
// A rendered page shows there well before its script has taken it over; customers tap and type at
// once. These tests act as soon as a control is visible, without the hydration wait of the other
// tests' page.goto (each run is a fresh browser context of its own, with a cold cache), and each input
// must have its effect: 0 inputs lost (decision 032). A control gets two runs, and more (up to five)
// until one of them acted before the page was hydrated; `SLOW_PHONE_RUNS=5` runs every control five
// times, for the figure (decision 046).
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { expect as fixturesExpect, test } from './fixtures';
// Renamed: a test helper, not a React hook.
import { signInAsCustomer, useOwnAddress as takeOwnAddress } from './auth-helpers';
import { seedDevice, seedDeviceCount } from './helpers';
import { emulateSlowPhone } from '../slow-phone-emulation';

/** Runs per control: at least this many, and more until one acted early (at most MAX_RUNS). */
const RUNS = Number(process.env.SLOW_PHONE_RUNS ?? 2);
const MAX_RUNS = Math.max(RUNS, 5);
const device = seedDevice('apple-iphone-16-pro-max');

test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'the controls are the same at every width: desktop only');
// Up to five cold loads of a page over a slow network, per test; a press that is lost fails at once.
test.setTimeout(150_000);
test.use({ actionTimeout: 20_000 });
// An input's effect shows once the page wakes up, which on a slow phone in a busy machine can take
// longer than the other tests' wait: these tests prove no input is lost; how long the wake-up takes is
// measured in `npm run bench` (hydration).
const expect = fixturesExpect.configure({ timeout: 20_000 });

/**
 * Counts the inputs made on a control React did not own yet (before the page was hydrated), so that a
 * test shows it really acted in that window. Runs in every page before any of its own scripts; the
 * count lives in the tab's session storage, so a press that opened another page still counts.
 */
function countEarlyInput() {
  const owned = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps'));
  for (const type of ['click', 'keydown', 'change']) {
    addEventListener(
      type,
      (event) => {
        const control = (event.target as Element).closest?.('a, button, input, select, textarea');
        if (!control || owned(control)) return;
        sessionStorage.setItem('earlyInputs', String(Number(sessionStorage.getItem('earlyInputs')) + 1));
      },
      true,
    );
  }
}

async function slowPhone(browser: Browser, testInfo: TestInfo, storageState?: string): Promise<Page> {
  const context: BrowserContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport,
    storageState,
  });
  await context.addInitScript(countEarlyInput);
  const page = await context.newPage();
  await takeOwnAddress(page);
  const cdp = await context.newCDPSession(page);
  await emulateSlowPhone(cdp);
  return page;
}

/**
 * Runs `act` on a fresh slow phone `runs` times, and on until a run made its input before the page was
 * hydrated (at most MAX_RUNS); returns in how many runs one was. `act` opens the page itself (waiting
 * only for the response) and checks the effect, so every run's input must have had its effect.
 */
async function onSlowPhone(
  browser: Browser,
  testInfo: TestInfo,
  act: (page: Page) => Promise<void>,
  { storageState, runs = RUNS }: { storageState?: string; runs?: number } = {},
): Promise<number> {
  let early = 0;
  let run = 0;
  for (; run < runs || (early === 0 && run < Math.max(runs, MAX_RUNS)); run++) {
    const page = await slowPhone(browser, testInfo, storageState);
    try {
      await act(page);
      if (await page.evaluate(() => Number(sessionStorage.getItem('earlyInputs')) > 0)) early++;
    } finally {
      await page.context().close();
    }
  }
  console.log(`${testInfo.title}: ${early} of ${run} runs acted before the page was hydrated`);
  return early;
}

/** Opens a page and returns once its response has begun: the page is not even painted yet. */
const open = (page: Page, path: string) => page.goto(path, { waitUntil: 'commit' });

test("the home page's Book Now", async ({ browser }, testInfo) => {
  const early = await onSlowPhone(browser, testInfo, async (page) => {
    await open(page, '/');
    await page.getByRole('main').getByRole('link', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(/\/devices$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Device' })).toBeVisible();
  });
  expect(early).toBeGreaterThan(0);
});

test('the device search filters on what was typed before the page woke up, caret kept', async ({
  browser,
}, testInfo) => {
  const early = await onSlowPhone(browser, testInfo, async (page) => {
    await open(page, '/devices');
    const search = page.getByRole('searchbox', { name: 'Search devices' });
    await search.pressSequentially('zzqqx');
    // The caret goes back two places, as someone mending a typo would.
    await search.press('ArrowLeft');
    await search.press('ArrowLeft');
    await expect(page.getByRole('heading', { name: 'No devices found' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]q=zzqqx/);
    await expect(search).toHaveValue('zzqqx');
    await expect(search).toBeFocused();
    expect(await search.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(3);
  });
  expect(early).toBeGreaterThan(0);
});

test('a search sent with Enter before the page woke up comes back rendered', async ({
  browser,
}, testInfo) => {
  const early = await onSlowPhone(browser, testInfo, async (page) => {
    await open(page, '/devices');
    const search = page.getByRole('searchbox', { name: 'Search devices' });
    await search.fill('iphone 16 pro max');
    await search.press('Enter');
    await expect(page).toHaveURL(/[?&]q=iphone(\+|%20)16(\+|%20)pro(\+|%20)max/);
    await expect(page.getByTestId('device-card')).toHaveCount(1);
    await expect(search).toHaveValue('iphone 16 pro max');
  });
  expect(early).toBeGreaterThan(0);
});

test('the brand chips on /devices', async ({ browser }, testInfo) => {
  const early = await onSlowPhone(browser, testInfo, async (page) => {
    await open(page, '/devices');
    await page
      .getByRole('group', { name: 'Filter by brand' })
      .getByRole('link', { name: 'Samsung', exact: true })
      .click();
    await expect(page).toHaveURL(/[?&]brand=\d+/);
    await expect(page.getByTestId('device-card')).toHaveCount(seedDeviceCount('Samsung'));
    await expect(page.getByTestId('device-card').filter({ hasNotText: 'Samsung' })).toHaveCount(0);
  });
  expect(early).toBeGreaterThan(0);
});

test("a device page's Add to Repair and Proceed to Booking", async ({ browser }, testInfo) => {
  const early = await onSlowPhone(browser, testInfo, async (page) => {
    await open(page, `/devices/${device.slug}`);
    await page.getByRole('button', { name: 'Add to Repair: Battery Replacement', exact: true }).click();
    // The press is made once the page answers: the repair's quick fix comes first.
    const quickFix = page.getByRole('dialog', { name: 'Quick Fix for Battery Replacement' });
    await quickFix.getByRole('button', { name: "Didn't Help – Continue" }).click();
    await page.getByRole('button', { name: 'Proceed to Booking (1 issue)' }).click();
    await expect(page).toHaveURL(/\/booking\?/);
    const chosen = JSON.parse(new URL(page.url()).searchParams.get('selectedServices') ?? '[]') as {
      name: string;
    }[];
    expect(chosen.map((repair) => repair.name)).toEqual(['Battery Replacement']);
  });
  expect(early).toBeGreaterThan(0);
});

test('the account menu of a signed-in customer', async ({ browser, page }, testInfo) => {
  await page.goto('/');
  await signInAsCustomer(page, await takeOwnAddress(page));
  const storageState = testInfo.outputPath('signed-in.json');
  await page.context().storageState({ path: storageState });
  await onSlowPhone(
    browser,
    testInfo,
    async (slow) => {
      await open(slow, '/');
      await slow
        .getByRole('banner')
        .getByRole('button', { name: /Account menu$/ })
        .click();
      await expect(slow.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
    },
    { storageState },
  );
});

test('the language switcher', async ({ browser }, testInfo) => {
  const early = await onSlowPhone(browser, testInfo, async (page) => {
    await open(page, '/');
    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('main').getByRole('link', { name: 'अभी बुक करें' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('combobox')).toHaveValue('hi');
  });
  expect(early).toBeGreaterThan(0);
});

test('the contact form: what was typed before the page woke up is sent, never put in the address', async ({
  browser,
}, testInfo) => {
  const early = await onSlowPhone(
    browser,
    testInfo,
    async (page) => {
      await open(page, '/contact');
      await page.getByLabel('Your name').pressSequentially('Asha Patnaik');
      await page.getByLabel('Email address').fill('asha@example.com');
      await page.getByLabel('Mobile number').fill('9876543210');
      await page.getByLabel('Message', { exact: true }).fill('My screen flickers after a fall.');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Message Sent Successfully!' }).first(),
      ).toBeVisible();
      expect(new URL(page.url()).search).toBe('');
    },
    { runs: Math.min(RUNS, 3) },
  );
  expect(early).toBeGreaterThan(0);
});
