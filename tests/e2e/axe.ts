// axe-core in the browser tests: every rule it runs by default (WCAG 2.x A and AA, and its best
// practices), on the page as it stands. The script is evaluated through the browser's debugging
// protocol, so the page's Content-Security-Policy (no inline scripts) does not stop it.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from '@playwright/test';
import type { Page, TestInfo } from '@playwright/test';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  /** A few offending elements, by selector, with axe's summary of what is wrong. */
  nodes: { target: string; summary: string }[];
}

/** Runs axe on the page (or within `include`, a CSS selector) and returns its violations. */
export async function axeViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  // As the app starts it swaps index.html's title for the page's own: checked once that has happened.
  await expect.poll(() => page.title(), { message: 'the page has a title' }).not.toBe('');
  await page.evaluate(axeSource);
  return page.evaluate(async (context) => {
    interface AxeNode {
      target: unknown[];
      failureSummary?: string;
    }
    interface AxeResult {
      violations: { id: string; impact: string | null; help: string; nodes: AxeNode[] }[];
    }
    const axe = (window as unknown as { axe: { run: (context: unknown) => Promise<AxeResult> } }).axe;
    const result = await axe.run(context ?? document);
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => ({
        target: n.target.map(String).join(' '),
        summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300),
      })),
    }));
  }, include ?? null);
}

/**
 * Fails with every violation spelled out when axe finds any; the count per page is attached to the
 * test's report either way.
 */
export async function expectNoAxeViolations(page: Page, testInfo: TestInfo, label: string, include?: string) {
  const violations = await axeViolations(page, include);
  await testInfo.attach(`axe: ${label}`, {
    body: `${violations.length} violation(s)\n${JSON.stringify(violations, null, 2)}`,
    contentType: 'text/plain',
  });
  console.log(`axe ${testInfo.project.name} ${label}: ${violations.length} violation(s)`);
  expect(violations, `axe violations on ${label}`).toEqual([]);
}

export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];

/** A page checker for one test: the theme is set before every navigation, as the toggle keeps it. */
export async function prepareAxeChecks(page: Page, testInfo: TestInfo, theme: Theme) {
  await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
  // No map tiles, as on a slow network: axe can then judge the map's credit line against its
  // background (over tile images it cannot, and says nothing).
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
  const check = async (label: string) => {
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    // Toasts slide and fade in (and out), and buttons fade between colours when they change: colours
    // are judged once they stand still, as a person reads them (a spinner's endless turn excepted).
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('[data-sonner-toast]')].every(
          (toast) => toast.getAttribute('data-mounted') === 'true',
        ) &&
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getComputedTiming().iterations === Infinity,
          ),
    );
    await expectNoAxeViolations(page, testInfo, `${label} (${theme})`);
  };
  return check;
}
