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
  // A page arrives rendered and readable; its buttons answer once the app has started on it (it
  // starts after the first paint, decision 021, and removes the static head tags as it starts). A
  // person waits for that without noticing; a test acts at once, so it waits for it here.
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const html = response?.headers()['content-type']?.includes('text/html') ?? false;
      if (html && javaScriptEnabled !== false && !withoutApp.has(page)) {
        await expect(page.locator('head [data-static]')).toHaveCount(0, { timeout: 15_000 });
      }
      return response;
    };
    await provide(page);
  },
});
