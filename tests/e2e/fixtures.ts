// The browser tests' `test`: Playwright's, with the booking map's tile requests answered locally in
// every context, so no test reaches the internet or sees tile errors in the console; and with
// `page.goto` waiting for the app to start on the page it opens.
import { expect, test as base } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
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
    waitForAppOnGoto(page, javaScriptEnabled !== false);
    await provide(page);
  },
});

/** Makes `page.goto` wait, on an HTML page, until the app has taken every control over. */
function waitForAppOnGoto(page: Page, javaScriptEnabled: boolean) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const html = response?.headers()['content-type']?.includes('text/html') ?? false;
    if (html && javaScriptEnabled && !withoutApp.has(page)) {
      await expect(page.locator('head [data-static]')).toHaveCount(0, { timeout: 15_000 });
      await page.waitForFunction(controlsAnswer, undefined, { timeout: 15_000 });
    }
    return response;
  };
}

/**
 * A page in a browser context a test opens for another person (a second customer, the technician):
 * like the test's own page, its map tiles are answered locally and `goto` waits for the app.
 */
export async function openAppPage(context: BrowserContext): Promise<Page> {
  await serveBlankTiles(context);
  const page = await context.newPage();
  waitForAppOnGoto(page, true);
  return page;
}

/**
 * True once React has hydrated (or rendered) the page's heading and every control, and committed that
 * work: React marks each element it renders with a `__reactFiber` key, but it does so while rendering,
 * and a hydration done in slices may still be unfinished then; a press on a control whose tree is not
 * yet committed can be dropped. A fiber is committed when its tree's root is the one on screen. A
 * server-rendered element still waiting for its code has no fiber at all. The map's own controls are
 * Leaflet's.
 */
function controlsAnswer(): boolean {
  interface Fiber {
    return: Fiber | null;
    alternate: Fiber | null;
    stateNode: unknown;
  }
  const onScreen = (fiber: Fiber | null): boolean => {
    if (!fiber) return false;
    let top = fiber;
    while (top.return) top = top.return;
    return (top.stateNode as { current?: unknown } | null)?.current === top;
  };
  const root = document.getElementById('root');
  if (!root?.firstElementChild) return false;
  const controls = root.querySelectorAll('h1, a, button, input, select, textarea');
  return [...controls].every((element) => {
    if (element.closest('.leaflet-container') !== null) return true;
    const key = Object.keys(element).find((name) => name.startsWith('__reactFiber'));
    const fiber = key ? ((element as unknown as Record<string, Fiber>)[key] ?? null) : null;
    return fiber !== null && (onScreen(fiber) || onScreen(fiber.alternate));
  });
}
