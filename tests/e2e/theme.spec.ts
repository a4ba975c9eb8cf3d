// Light and dark themes: the right one from the first paint, and the visitor's choice remembered.
import { expect, openPagesWithoutApp, test } from './fixtures';
import type { Page } from '@playwright/test';

const DARK_BACKGROUND = 'rgb(11, 17, 32)';
const LIGHT_BACKGROUND = 'rgb(248, 250, 252)';

/** Keeps every app script from running, so only index.html's inline script and the CSS apply. */
async function blockAppScripts(page: Page) {
  openPagesWithoutApp(page);
  const blocked: string[] = [];
  await page.route('**/assets/*.js', async (route) => {
    blocked.push(route.request().url());
    await route.abort();
  });
  return blocked;
}

async function themeBeforeApp(page: Page) {
  return page.evaluate(() => ({
    dark: document.documentElement.classList.contains('dark'),
    colorScheme: document.documentElement.style.colorScheme,
    // The app removes the static head tags when it starts (the page body may be prerendered HTML).
    appStarted: document.head.querySelector('[data-static]') === null,
  }));
}

/** Lets media-query change events and the re-render that follows them happen. */
async function afterTwoFrames(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

for (const scheme of ['dark', 'light'] as const) {
  test.describe(`system preference ${scheme}`, () => {
    test.use({ colorScheme: scheme });

    test(`<html> is ${scheme} before any app script runs`, async ({ page }) => {
      const blocked = await blockAppScripts(page);
      await page.goto('/', { waitUntil: 'load' });
      // The app's scripts are asked for once the page has painted (decision 021), and refused here.
      await expect.poll(() => blocked.length).toBeGreaterThan(0);
      expect(await themeBeforeApp(page)).toEqual({
        dark: scheme === 'dark',
        colorScheme: scheme,
        appStarted: false,
      });
      // The stylesheet already paints the matching background: no flash of the other theme.
      await expect(page.locator('body')).toHaveCSS(
        'background-color',
        scheme === 'dark' ? DARK_BACKGROUND : LIGHT_BACKGROUND,
      );
    });

    test('a stored choice wins over the system preference before any app script runs', async ({ page }) => {
      const other = scheme === 'dark' ? 'light' : 'dark';
      await blockAppScripts(page);
      await page.goto('/', { waitUntil: 'load' });
      await page.evaluate((value) => localStorage.setItem('theme', value), other);
      await page.reload({ waitUntil: 'load' });
      expect(await themeBeforeApp(page)).toEqual({
        dark: other === 'dark',
        colorScheme: other,
        appStarted: false,
      });
    });
  });
}

test.describe('theme toggle', () => {
  test.use({ colorScheme: 'light' });

  test('flips the theme, stores the choice and keeps it after reload', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(html).not.toContainClass('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(html).toContainClass('dark');
    await expect(page.locator('body')).toHaveCSS('background-color', DARK_BACKGROUND);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    const toLight = page.getByRole('button', { name: 'Switch to light theme' });
    await expect(toLight).toBeVisible();

    // The system says light, but the stored choice says dark, and the stored choice wins.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(html).toContainClass('dark');
    await expect(toLight).toBeVisible();

    await toLight.click();
    await expect(html).not.toContainClass('dark');
    await expect(page.locator('body')).toHaveCSS('background-color', LIGHT_BACKGROUND);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();

    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(html).not.toContainClass('dark');
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  });

  test('follows the system preference until the visitor chooses', async ({ page }) => {
    await page.goto('/services');
    const html = page.locator('html');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(html).not.toContainClass('dark');

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toContainClass('dark');
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();

    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(html).not.toContainClass('dark');
    // Chosen: later system changes no longer move the theme.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
    await afterTwoFrames(page);
    await expect(html).not.toContainClass('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });
});
