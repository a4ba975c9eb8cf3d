// Devanagari and Odia are drawn in the shipped Noto fonts wherever they appear: in a toast on a Hindi
// page, and as a Hindi name on an English or an Odia page. The test machine has no Indic system fonts
// (like many phones' browsers at their first visit), so any text that misses the web font is drawn as
// boxes; the Chrome DevTools Protocol says which font drew each element's text (decision 035).
import type { Locator, Page } from '@playwright/test';
import hindi from '../../src/locales/hi/auth.json' with { type: 'json' };
import { bookThroughApi } from './api-booking';
import { signInAsStaff, useOwnAddress } from './auth-helpers';
import { expect, test } from './fixtures';

interface PlatformFont {
  familyName: string;
  isCustomFont: boolean;
  glyphCount: number;
}

/** The fonts that drew the text inside `element`, as Chromium reports them. */
async function fontsDrawing(page: Page, element: Locator): Promise<PlatformFont[]> {
  await element.evaluate((node) => node.setAttribute('data-font-probe', ''));
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: '[data-font-probe]',
    });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts;
  } finally {
    await element.evaluate((node) => node.removeAttribute('data-font-probe'));
    await cdp.detach();
  }
}

/** Every glyph of `element`'s text in the script came from our web font, none from a system font. */
async function expectDrawnIn(page: Page, element: Locator, family: string) {
  await expect(element).toBeVisible();
  await expect
    .poll(
      async () => {
        const fonts = await fontsDrawing(page, element);
        return fonts.some((font) => font.familyName === family && font.isCustomFont);
      },
      { message: `${family} draws the text` },
    )
    .toBe(true);
}

test('a toast on a Hindi page is drawn in the Devanagari font', async ({ page }) => {
  await useOwnAddress(page);
  await page.goto('/hi/technician/auth');
  await page.getByLabel(hindi.fields.identifier).fill('9876599999');
  await page.getByLabel(hindi.fields.password).fill('wrong-pass');
  await page.getByRole('button', { name: hindi.actions.signIn, exact: true }).last().click();
  const toast = page.locator('[data-sonner-toast] [data-title]').first();
  await expect(toast).toHaveText(/[\u0900-\u097F]/);
  await expectDrawnIn(page, toast, 'Noto Sans Devanagari');
});

test('a Hindi name on the English and the Odia admin desk is drawn in the Devanagari font', async ({
  page,
}) => {
  const address = await useOwnAddress(page);
  await page.goto('/');
  const name = 'राधा मोहंती';
  const booking = await bookThroughApi(page, address, { name });
  await signInAsStaff(page, address, 'admin');
  for (const prefix of ['', '/or']) {
    await page.goto(`${prefix}/admin/content?tab=bookings&q=${booking.bookingId}`);
    const cell = page.getByText(name, { exact: true }).first();
    await expectDrawnIn(page, cell, 'Noto Sans Devanagari');
  }
});

test('an English page with no Indic text downloads no Indic font', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await page.goto('/devices');
  await page.waitForLoadState('networkidle');
  expect(fonts).toEqual([]);
});

test('an Odia page downloads the Odia font and not the Devanagari one', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await page.goto('/or/devices');
  await expectDrawnIn(page, page.locator('h1'), 'Noto Sans Oriya');
  expect(fonts.some((url) => url.includes('devanagari'))).toBe(false);
});
