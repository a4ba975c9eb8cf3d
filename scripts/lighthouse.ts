// `npm run lighthouse [-- --base http://127.0.0.1:3000 --runs 3]`: Lighthouse's mobile performance
// audit (simulated throttling, as PageSpeed Insights runs it) of the home page, the device list and the
// most popular device's page, on a server you started from a build (`npm start`). Chromium is Debian's
// (/usr/bin/chromium); nothing is fetched beyond the server. Each page is audited `runs` times and the
// median run by score is printed with the targets (decision 021).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const CHROMIUM = '/usr/bin/chromium';

export const LIGHTHOUSE_TARGETS = { score: 95, lcpMs: 1800, cls: 0.05 } as const;

export interface PageAudit {
  path: string;
  /** 0–100 */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
}

interface LighthouseJson {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { code: string; message: string };
}

async function auditOnce(url: string): Promise<Omit<PageAudit, 'path'>> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      path.join(root, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      `--chrome-path=${CHROMIUM}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as LighthouseJson;
  if (report.runtimeError) throw new Error(`${url}: ${report.runtimeError.message}`);
  const value = (audit: string) => report.audits[audit]?.numericValue ?? NaN;
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndexMs: value('speed-index'),
  };
}

/** The pages audited: the home page, the device list and the first device the list shows. */
export async function auditedPaths(base: string): Promise<string[]> {
  const res = await fetch(`${base}/api/devices`);
  const { devices } = (await res.json()) as { devices: { slug: string }[] };
  const first = devices[0];
  if (!first) throw new Error('the catalogue has no device to audit');
  return ['/', '/devices', `/devices/${first.slug}`];
}

/** Audits each page `runs` times, one after another; the median run by score stands for the page. */
export async function auditPages(base: string, paths: readonly string[], runs: number): Promise<PageAudit[]> {
  const audits: PageAudit[] = [];
  for (const pagePath of paths) {
    const results: Omit<PageAudit, 'path'>[] = [];
    for (let run = 0; run < runs; run++) results.push(await auditOnce(`${base}${pagePath}`));
    results.sort((a, b) => a.score - b.score);
    audits.push({ path: pagePath, ...results[Math.floor(results.length / 2)]! });
  }
  return audits;
}

export function meetsTargets(audit: PageAudit): boolean {
  return (
    audit.score >= LIGHTHOUSE_TARGETS.score &&
    audit.lcpMs <= LIGHTHOUSE_TARGETS.lcpMs &&
    audit.cls <= LIGHTHOUSE_TARGETS.cls
  );
}

export function formatAudit(audit: PageAudit): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return (
    `${audit.path}: score ${audit.score} (target >= ${LIGHTHOUSE_TARGETS.score}), ` +
    `LCP ${s(audit.lcpMs)} (target <= ${s(LIGHTHOUSE_TARGETS.lcpMs)}), ` +
    `CLS ${audit.cls.toFixed(3)} (target <= ${LIGHTHOUSE_TARGETS.cls}), ` +
    `FCP ${s(audit.fcpMs)}, TBT ${audit.tbtMs.toFixed(0)} ms, Speed Index ${s(audit.speedIndexMs)} ` +
    (meetsTargets(audit) ? 'OK' : 'BELOW TARGET')
  );
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const base = (option('base') ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
  const runs = Number(option('runs') ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');
  console.log(`Lighthouse mobile (simulated throttling) on ${base}, median of ${runs} run(s) per page`);
  const audits = await auditPages(base, await auditedPaths(base), runs);
  for (const audit of audits) console.log(`  ${formatAudit(audit)}`);
  process.exitCode = audits.every(meetsTargets) ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
