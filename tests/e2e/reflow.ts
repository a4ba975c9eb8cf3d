// What a page looks like to someone reading at a large text size or on a narrow screen (WCAG 1.4.4,
// 1.4.10, 2.5.8), measured in the page: content wider than the screen, text cut off by its box,
// controls drawn over one another, and tap targets under 24×24 px.
import type { Page } from '@playwright/test';

export interface ReflowProblem {
  kind: 'page wider than the screen' | 'text cut off' | 'controls overlap' | 'tap target under 24 px';
  what: string;
}

/**
 * Text at `percent` of its size, as the browser's own text-size setting does it: the default font size
 * changes, and with it every rem and the width breakpoints (which are in rem).
 */
export async function setTextSize(page: Page, percent: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', {
    fontSizes: { standard: (16 * percent) / 100, fixed: (13 * percent) / 100 },
  });
}

/** The page's layout problems as it stands now. */
export function reflowProblems(page: Page): Promise<ReflowProblem[]> {
  return page.evaluate(() => {
    const problems: { kind: string; what: string }[] = [];
    const describe = (el: Element) => {
      const name =
        el.getAttribute('aria-label') ?? (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
      return `<${el.tagName.toLowerCase()}> ${name}`;
    };
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 0 && box.height > 0;
    };
    // The map draws its own tiles and controls (Leaflet), and a wide table scrolls inside its region.
    const skipped = (el: Element) => Boolean(el.closest('.leaflet-container, [role="region"] table'));

    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth + 1) {
      const widest = [...document.querySelectorAll('body *')]
        .filter((el) => shown(el) && !skipped(el) && el.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(-1)[0];
      problems.push({
        kind: 'page wider than the screen',
        what: `${root.scrollWidth} px in ${window.innerWidth}${widest ? `: ${describe(widest)}` : ''}`,
      });
    }

    for (const el of document.querySelectorAll('body *')) {
      if (!shown(el) || skipped(el) || el.closest('.sr-only')) continue;
      // Visually hidden on purpose (for screen readers only).
      if (el.getBoundingClientRect().width <= 1) continue;
      const style = getComputedStyle(el);
      const clips = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
      const ownText = [...el.childNodes].some((node) => node.nodeType === 3 && node.textContent!.trim());
      // Shortened on purpose: an ellipsis, or a few lines with a control that shows the rest.
      if (!ownText || style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') continue;
      if (
        (clips(style.overflowX) && el.scrollWidth > el.clientWidth + 1) ||
        (clips(style.overflowY) && el.scrollHeight > el.clientHeight + 1)
      ) {
        problems.push({ kind: 'text cut off', what: describe(el) });
      }
    }

    const controls = [
      ...document.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"]',
      ),
    ].filter((el) => shown(el) && !skipped(el) && !el.closest('[aria-hidden="true"], .sr-only'));
    const boxes = controls.map((el) => ({ el, box: el.getBoundingClientRect() }));
    for (const { el, box } of boxes) {
      // A link inside a sentence may be as small as its words (2.5.8's inline exception).
      const inline =
        el.tagName === 'A' &&
        getComputedStyle(el).display === 'inline' &&
        (el.parentElement?.textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
      // A box or radio with a label is tapped anywhere on its label too: the label is its target.
      const labels = el instanceof HTMLInputElement ? [...(el.labels ?? [])] : [];
      const target = [box, ...labels.map((label) => label.getBoundingClientRect())].reduce((big, next) =>
        next.width * next.height > big.width * big.height ? next : big,
      );
      if (!inline && (target.width < 24 || target.height < 24)) {
        problems.push({
          kind: 'tap target under 24 px',
          what: `${describe(el)} (${Math.round(target.width)}×${Math.round(target.height)})`,
        });
      }
    }
    // A sticky header or bar stays put while the page scrolls beneath it: what passes under it is
    // not drawn over it by mistake. Controls are compared with those pinned with them, or not at all.
    const pinnedIn = (el: Element) => {
      for (let at: Element | null = el; at; at = at.parentElement) {
        const { position } = getComputedStyle(at);
        if (position === 'sticky' || position === 'fixed') return at;
      }
      return null;
    };
    const pins = boxes.map(({ el }) => pinnedIn(el));
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.el.contains(b.el) || b.el.contains(a.el) || pins[i] !== pins[j]) continue;
        const width = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const height = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (width > 2 && height > 2) {
          problems.push({ kind: 'controls overlap', what: `${describe(a.el)} / ${describe(b.el)}` });
        }
      }
    }
    return problems as ReflowProblem[];
  });
}
