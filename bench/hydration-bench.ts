// How long a rendered page's main control is on screen before the app owns it (decision 032): on a
// mid-range phone as Chromium emulates it (4× slower processor, 150 ms latency, 1.6 Mbit/s down,
// 750 kbit/s up, a cold cache), from the frame that first shows the control to the first frame in
// which React has hydrated it. A press in that window is held and made afterwards, or works without
// the script (links, the search form); this is how long a customer may wait for it.
import fs from 'node:fs';
import { emulateSlowPhone } from '../tests/slow-phone-emulation';

/** The page and its main control: what a customer taps first there. */
export const hydrationPages = [
  { path: '/', control: 'main a[href="/devices"]', name: 'Book Now' },
  { path: '/devices', control: '#device-search', name: 'the device search' },
  {
    path: '/devices/apple-iphone-16-pro-max',
    control: 'main [data-testid="repair-option"] button',
    name: 'Add to Repair',
  },
] as const;

export interface HydrationGap {
  path: string;
  name: string;
  /** Milliseconds from the first frame showing the control to the first frame after it was hydrated. */
  gapsMs: number[];
  shownMs: number[];
}

/**
 * Installed in the page before its scripts: notes when the control shows, and when React owns it. A
 * string, not a function: the bench runs through tsx, whose kept function names would not exist in
 * the page.
 */
const watchControl = (selector: string) => `(() => {
  const times = { shown: 0, hydrated: 0 };
  window.controlTimes = times;
  const owned = (element) => Object.keys(element).some((key) => key.startsWith('__reactProps'));
  const frame = () => {
    const control = document.querySelector(${JSON.stringify(selector)});
    if (control && !times.shown && control.getBoundingClientRect().height > 0) times.shown = performance.now();
    if (control && times.shown && owned(control)) {
      times.hydrated = performance.now();
      return;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

export async function measureHydrationGaps(base: string, runs = 5): Promise<HydrationGap[] | undefined> {
  if (!fs.existsSync('/usr/bin/chromium')) return undefined;
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  try {
    const results: HydrationGap[] = [];
    for (const { path, control, name } of hydrationPages) {
      const result: HydrationGap = { path, name, gapsMs: [], shownMs: [] };
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
        await context.addInitScript({ content: watchControl(control) });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await emulateSlowPhone(cdp);
        await page.goto(`${base}${path}`, { waitUntil: 'commit' });
        await page.waitForFunction(
          () =>
            ((window as unknown as { controlTimes?: { hydrated: number } }).controlTimes?.hydrated ?? 0) > 0,
          undefined,
          { timeout: 60_000 },
        );
        const times = await page.evaluate(
          () => (window as unknown as { controlTimes: { shown: number; hydrated: number } }).controlTimes,
        );
        result.shownMs.push(times.shown);
        result.gapsMs.push(times.hydrated - times.shown);
        await context.close();
      }
      results.push(result);
    }
    return results;
  } finally {
    await browser.close();
  }
}

export function printHydrationGaps(gaps: readonly HydrationGap[] | undefined): void {
  if (!gaps) {
    console.log('First paint of the main control to hydration: skipped (needs /usr/bin/chromium)');
    return;
  }
  console.log(
    'First paint of the main control to hydration, slow phone (CPU 4×, 150 ms, 1.6 Mbit/s, cold cache), ' +
      `median of ${gaps[0]?.gapsMs.length ?? 0} runs:`,
  );
  for (const { path, name, gapsMs, shownMs } of gaps) {
    const runs = gapsMs.map((gap) => gap.toFixed(0)).join(', ');
    console.log(
      `  ${path} (${name}): ${median(gapsMs).toFixed(0)} ms [runs: ${runs}]; shown ${median(shownMs).toFixed(0)} ms after navigation`,
    );
  }
}
