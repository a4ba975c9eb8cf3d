// Visual capture: full-page screenshots of the main pages in both themes, for a person to review,
// plus the checks a screenshot alone would miss (sideways scrolling, console errors).
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import type { Page, TestInfo } from '@playwright/test';
import home from '../../src/locales/en/home.json' with { type: 'json' };
import type { ConsoleProblem } from './helpers';
import { expectDeviceCount, expectPageBasics, seedDeviceCount, trackConsoleErrors } from './helpers';

const artifacts = path.join(import.meta.dirname, '.artifacts');

interface Screen {
  name: string;
  /** Brings the page to the state worth capturing. */
  open: (page: Page) => Promise<void>;
  /** Console errors the page causes on purpose. */
  expectedErrors?: (problem: ConsoleProblem) => boolean;
}

async function pickTwoRepairs(page: Page) {
  for (const repair of ['Screen Replacement', 'Battery Replacement']) {
    await page.getByRole('button', { name: `Add to Repair: ${repair}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Quick Fix for ${repair}` });
    await dialog.getByRole('button', { name: "Didn't Help – Continue" }).click();
    await expect(dialog).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: 'Add to Cart (2)' })).toBeVisible();
}

const screens: Screen[] = [
  {
    name: 'home',
    open: async (page) => {
      await page.goto('/');
      await expectPageBasics(page, home.hero.title);
      await expect(page.getByTestId('starting-price').first()).toHaveText(/₹/);
    },
  },
  {
    name: 'services',
    open: async (page) => {
      await page.goto('/services');
      await expectPageBasics(page, 'Our Repair Services');
      await expect(page.getByTestId('starting-price').last()).toHaveText(/₹/);
    },
  },
  {
    name: 'devices',
    open: async (page) => {
      await page.goto('/devices');
      await expectPageBasics(page, 'Choose Your Device');
      await expectDeviceCount(page, seedDeviceCount());
    },
  },
  {
    name: 'device',
    open: async (page) => {
      await page.goto('/devices/apple-iphone-15');
      await expectPageBasics(page, 'Apple iPhone 15');
      await pickTwoRepairs(page);
    },
  },
  {
    name: 'booking',
    open: async (page) => {
      await page.goto('/devices/apple-iphone-15');
      await expectPageBasics(page, 'Apple iPhone 15');
      await pickTwoRepairs(page);
      await page.getByRole('button', { name: 'Proceed to Booking (2 issues)' }).click();
      await expect(page).toHaveURL(/\/booking\?.*selectedServices=/);
      await expectPageBasics(page, 'Schedule Your Repair');
      await expect(page.getByTestId('selected-repairs').getByRole('listitem')).toHaveCount(2);
    },
  },
  {
    name: 'not-found',
    open: async (page) => {
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await expectPageBasics(page, 'Page Not Found');
    },
    // The document itself is a 404 on purpose; Chromium reports that as a failed resource.
    expectedErrors: (problem) =>
      problem.type === 'console' &&
      problem.text.includes('status of 404') &&
      new URL(problem.url).pathname === '/no-such-page',
  },
];

/** Lazy images below the fold would otherwise be blank in a full-page capture. */
async function loadAllImages(page: Page) {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
}

function artifactPath(testInfo: TestInfo, name: string, scheme: string) {
  return path.join(artifacts, `${testInfo.project.name}-${name}-${scheme}.png`);
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme });

    for (const screen of screens) {
      test(`${screen.name} page`, async ({ page }, testInfo) => {
        const problems = trackConsoleErrors(page);
        await screen.open(page);

        const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
        expect(dark).toBe(scheme === 'dark');

        // No sideways scrolling: nothing may be wider than the viewport.
        const widths = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
        }));
        expect(
          widths.scroll,
          `page is ${widths.scroll}px wide in a ${widths.client}px viewport`,
        ).toBeLessThanOrEqual(widths.client);

        await loadAllImages(page);
        // From the top, so the sticky header is captured where it belongs.
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        fs.mkdirSync(artifacts, { recursive: true });
        const file = artifactPath(testInfo, screen.name, scheme);
        await page.screenshot({ path: file, fullPage: true, scale: 'css', animations: 'disabled' });
        expect(fs.statSync(file).size).toBeGreaterThan(10_000);

        const unexpected = problems.filter((problem) => !screen.expectedErrors?.(problem));
        expect(unexpected, 'console errors').toEqual([]);
      });
    }

    test('device page with the quick-fix dialog open', async ({ page }, testInfo) => {
      const problems = trackConsoleErrors(page);
      await page.goto('/devices/apple-iphone-15');
      await expectPageBasics(page, 'Apple iPhone 15');
      await page.getByRole('button', { name: 'Add to Repair: Water Damage Repair', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Quick Fix for Water Damage Repair' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toBeInViewport({ ratio: 0.9 });
      fs.mkdirSync(artifacts, { recursive: true });
      await page.screenshot({
        path: artifactPath(testInfo, 'device-dialog', scheme),
        scale: 'css',
        animations: 'disabled',
      });
      expect(problems, 'console errors').toEqual([]);
    });

    test('device page viewport with the floating cart button', async ({ page }, testInfo) => {
      const problems = trackConsoleErrors(page);
      await page.goto('/devices/apple-iphone-15');
      await expectPageBasics(page, 'Apple iPhone 15');
      await pickTwoRepairs(page);
      // Scroll so the end of the repair list sits at the bottom of the screen, under the button.
      await page.getByRole('region', { name: 'Your repair' }).evaluate((summary) => {
        const top = summary.getBoundingClientRect().top + window.scrollY;
        window.scrollTo({ top: top - window.innerHeight + 40, behavior: 'instant' });
      });
      fs.mkdirSync(artifacts, { recursive: true });
      await page.screenshot({
        path: artifactPath(testInfo, 'device-cart', scheme),
        scale: 'css',
        animations: 'disabled',
      });
      expect(problems, 'console errors').toEqual([]);
    });
  });
}
