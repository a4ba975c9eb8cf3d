// Shared helpers for the browser tests: expected values computed from the seed catalogue, an
// independent rupee formatter, and page-level checks every test repeats.
import { expect } from '@playwright/test';
import type { Page, TestInfo } from '@playwright/test';
import { seedDevices } from '../../src/server/db/seed/data/devices';
import { seedRepairServices } from '../../src/server/db/seed/data/repair-services';
import type { ServiceSlug } from '../../src/server/db/seed/seed-types';

export { seedDevices, seedRepairServices };

/**
 * Whole rupees in Indian digit grouping (last three digits, then pairs): 124999 → '₹1,24,999'.
 * Written without Intl so that it checks the app's formatting rather than repeating it.
 */
export function inr(rupees: number): string {
  const digits = String(Math.round(rupees));
  if (digits.length <= 3) return `₹${digits}`;
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `₹${pairs},${tail}`;
}

/** A rupee amount as the app must show it: '₹' then Indian grouping, no decimals. */
export const rupeePattern = /^₹\d{1,2}(,\d{2})*,\d{3}$|^₹\d{1,3}$/;

export function seedDevice(slug: string) {
  const device = seedDevices.find((d) => d.slug === slug);
  if (!device) throw new Error(`No seeded device ${slug}`);
  return device;
}

export function seedService(slug: ServiceSlug) {
  const service = seedRepairServices.find((s) => s.slug === slug);
  if (!service) throw new Error(`No seeded service ${slug}`);
  return service;
}

/** Lowest seeded price in rupees of any of the given services, across all devices. */
export function minSeedPrice(...slugs: ServiceSlug[]): number {
  const prices = seedDevices.flatMap((d) =>
    slugs.map((s) => d.prices[s]).filter((p): p is number => p !== undefined),
  );
  if (prices.length === 0) throw new Error(`No seeded prices for ${slugs.join(', ')}`);
  return Math.min(...prices);
}

export function seedDeviceCount(brand?: string): number {
  return brand ? seedDevices.filter((d) => d.brand === brand).length : seedDevices.length;
}

export function isPhone(testInfo: TestInfo): boolean {
  return testInfo.project.name === 'phone';
}

/**
 * Waits until the page's layout has stopped moving: its fonts and images are in. A check of where
 * things sit on screen made earlier can be undone by a web font that swaps in a moment later.
 */
export async function waitForSettledLayout(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images].filter((image) => !image.complete).map((image) => image.decode().catch(() => {})),
    );
  });
}

/** Every page has exactly one h1 and a real document title. */
export async function expectPageBasics(page: Page, h1?: string | RegExp) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveCount(1);
  if (h1 !== undefined) await expect(heading).toHaveText(h1);
  await expect(heading).toBeVisible();
  await expect.poll(() => page.title()).not.toBe('');
  expect((await page.title()).trim()).not.toBe('');
}

export interface ConsoleProblem {
  type: string;
  text: string;
  url: string;
}

/**
 * Collects console errors and uncaught exceptions. `expected` lets a test name an error it caused on
 * purpose (for example the 404 status of the not-found document).
 */
export function trackConsoleErrors(page: Page) {
  const problems: ConsoleProblem[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      problems.push({ type: 'console', text: message.text(), url: message.location().url });
    }
  });
  page.on('pageerror', (error) => {
    problems.push({ type: 'pageerror', text: error.message, url: page.url() });
  });
  return problems;
}

/** Waits until the device grid shows the given number of devices. */
export async function expectDeviceCount(page: Page, count: number) {
  await expect(page.getByTestId('result-count')).toHaveText(count === 1 ? '1 device' : `${count} devices`);
  await expect(page.getByTestId('device-card')).toHaveCount(count);
}

/** The booking number the confirmation page shows (BK-YYYYMMDD-XXXX). */
export async function bookingIdOnPage(page: Page): Promise<string> {
  const bookingId =
    (await page
      .getByText(/^BK-\d{8}-[A-Z0-9]{4}$/)
      .first()
      .textContent()) ?? '';
  expect(bookingId).toMatch(/^BK-\d{8}-[A-Z0-9]{4}$/);
  return bookingId;
}
