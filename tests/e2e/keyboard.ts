// Moving through a page with the keyboard alone, as the keyboard journeys do: Tab until a control has
// focus, checking on the way that every stop shows where focus is.
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** What has focus, and whether it is drawn (an outline or a ring on it, or on the label it hides in). */
async function focusState(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    // Past the page's last control focus leaves for the browser's own controls, and back.
    if (!element || element === document.body || !document.hasFocus()) return { drawn: true, what: 'none' };
    // A date field's last stop is the browser's own calendar button inside it, drawn by the browser.
    if (element.matches('input[type=date]:not(:focus)')) return { drawn: true, what: 'calendar button' };
    const drawn = (el: Element | null) => {
      if (!el) return false;
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    const box = element.getBoundingClientRect();
    // A visually hidden control (a radio drawn by its label) shows its focus on what draws it.
    const hidden = box.width <= 1 || box.height <= 1;
    const ok =
      drawn(element) || (hidden && (drawn(element.parentElement) || drawn(element.nextElementSibling)));
    const name =
      element.getAttribute('aria-label') ??
      (element.textContent?.trim().slice(0, 40) || `${element.getAttribute('type')} ${element.className}`);
    return { drawn: ok, what: `<${element.tagName.toLowerCase()}> ${name}` };
  });
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has focus, or one of its elements when it names
 * several (the radios of a group); every stop on the way must show focus.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  const reached = () =>
    target.evaluateAll((elements) => elements.some((el) => el === document.activeElement));
  // Already there: the page put focus where the next thing is typed.
  if (await reached()) return;
  for (let press = 0; press < max; press++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const state = await focusState(page);
    expect(state.drawn, `focus is visible on ${state.what}`).toBe(true);
    if (await reached()) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}
