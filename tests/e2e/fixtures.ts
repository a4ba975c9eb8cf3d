// The browser tests' `test`: Playwright's, with the booking map's tile requests answered locally in
// every context, so no test reaches the internet or sees tile errors in the console; and with
// `page.goto` waiting for the app to start on the page it opens.
import { expect, test as base } from '@playwright/test';
import type { Page } from '@playwright/test';
import { serveBlankTiles } from './fake-geocoder';

export { expect } from '@playwright/test';

const withoutApp = new WeakSet<Page>();

/** For a test that keeps the app's scripts from running: opening a page does not wait for the app. */
export function openPagesWithoutApp(page: Page) {
  withoutApp.add(page);
}

export const test = base.extend<{ blankMapTiles: void }>({
  blankMapTiles: [
    async ({ context }, use) => {
      await serveBlankTiles(context);
      await use();
    },
    { auto: true },
  ],
  // A page arrives rendered and readable; its buttons answer once the app has taken it over (it
  // starts after the first paint, decision 021, removes the static head tags as it starts, then
  // hydrates the page once the page's code and texts are here). A person waits for that without
  // noticing; a test acts at once, so it waits here until React owns every control on the page.
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const html = response?.headers()['content-type']?.includes('text/html') ?? false;
      if (html && javaScriptEnabled !== false && !withoutApp.has(page)) {
        await expect(page.locator('head [data-static]')).toHaveCount(0, { timeout: 15_000 });
        await page.waitForFunction(controlsAnswer, undefined, { timeout: 15_000 });
      }
      return response;
    };
    await provide(page);
  },
});

/**
 * True once React has hydrated (or rendered) the page's heading and every control: React marks each
 * element it owns with a `__reactFiber` key; a server-rendered element still waiting for its code
 * has none, and a click or typing on it would be lost. The map's own controls are Leaflet's.
 */
function controlsAnswer(): boolean {
  const root = document.getElementById('root');
  if (!root?.firstElementChild) return false;
  const controls = root.querySelectorAll('h1, a, button, input, select, textarea');
  return [...controls].every(
    (element) =>
      element.closest('.leaflet-container') !== null ||
      Object.keys(element).some((key) => key.startsWith('__reactFiber')),
  );
}
