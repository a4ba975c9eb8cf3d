// prefers-reduced-motion (WCAG 2.3.3): whoever asks their device for less motion gets no animations,
// no smooth scrolling and no spinning; everyone else keeps them.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Adds the device page's first repair through its quick-fix dialog, and returns to the page's top. */
async function addARepair(page: Page) {
  await page.goto('/devices/samsung-galaxy-s24');
  // The page brings its repairs into view by itself first; a press during that jump would miss.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Add to Repair: Screen Replacement', exact: true }).click();
  await page.getByRole('button', { name: "Didn't Help – Continue" }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/** Presses the cart bar's button, and says how far the page has scrolled by the time the press returns. */
function scrolledAtOnce(page: Page) {
  return page.getByRole('button', { name: 'Add to Cart (1)' }).evaluate((button: HTMLElement) => {
    const before = window.scrollY;
    button.click();
    return window.scrollY - before;
  });
}

/** The style a spinner gets. */
function spinnerStyle(page: Page) {
  return page.evaluate(() => {
    const probe = document.createElement('span');
    probe.className = 'animate-spin';
    document.body.append(probe);
    const style = getComputedStyle(probe);
    const result = { duration: style.animationDuration, count: style.animationIterationCount };
    probe.remove();
    return result;
  });
}

test.describe('with reduced motion asked for', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the page jumps instead of gliding, and spinners stand still', async ({ page }) => {
    await addARepair(page);
    expect(await scrolledAtOnce(page)).toBeGreaterThan(0);
    expect(await spinnerStyle(page)).toEqual({ duration: '1e-05s', count: '1' });
  });
});

test.describe('without it', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the page glides, and spinners turn', async ({ page }) => {
    await addARepair(page);
    expect(await scrolledAtOnce(page)).toBe(0);
    expect(await spinnerStyle(page)).toEqual({ duration: '1s', count: 'infinite' });
  });
});
