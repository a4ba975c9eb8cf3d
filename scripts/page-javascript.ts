// What JavaScript a page of the built web app loads, read from the build itself: the scripts and
// module preloads in the page's HTML and the page's own route module, each followed through the Vite
// manifest's static imports (dist/web/.vite/manifest.json). Used by `npm run bench` and by
// tests/e2e/first-load.spec.ts (decision 021).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { HELD_INPUT_SCRIPT } from './held-input';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The home page's JavaScript budget, gzipped (issue 17). */
export const HOME_PAGE_JS_BUDGET_BYTES = 110 * 1024;

export function readManifest(webDir: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(webDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The manifest keys of `keys` and of everything they import statically, transitively. */
function staticClosure(manifest: Manifest, keys: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

/**
 * The script files (/assets/….js) an HTML page names: as tags, or in the inline script that starts
 * them after the first paint (scripts/scripts-after-first-paint.ts).
 */
export function scriptsNamedBy(html: string): string[] {
  return [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!))];
}

/**
 * The files a page loads: what its HTML names, the route module `routeSrc` (its key in the manifest,
 * e.g. 'routes/public/home-page.tsx'), and their static imports. Paths as served (/assets/…).
 */
export function pageScriptFiles(manifest: Manifest, html: string, routeSrc: string): string[] {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
  const roots = scriptsNamedBy(html).map((file) => {
    const key = byFile.get(file);
    if (!key) throw new Error(`${file} is not in the build's manifest`);
    return key;
  });
  if (!manifest[routeSrc]) throw new Error(`${routeSrc} is not in the build's manifest`);
  return [...staticClosure(manifest, [...roots, routeSrc])].map((key) => `/${manifest[key]!.file}`).sort();
}

export function gzippedBytes(webDir: string, files: readonly string[]): number {
  return files.reduce(
    (sum, file) => sum + gzipSync(fs.readFileSync(path.join(webDir, file)), { level: 9 }).length,
    0,
  );
}

/**
 * The inline script every page carries to hold presses made before the app has taken the page over
 * (decision 032), gzipped: it counts in the home page's budget like a file.
 */
export function heldInputScriptBytes(): number {
  return gzipSync(HELD_INPUT_SCRIPT, { level: 9 }).length;
}

/** Folders of the signed-in staff areas' code: none of it belongs on a public page. */
const staffSource =
  /^(app\/areas\/(admin|technician)-area|routes\/(admin|technician)\/|features\/(admin-|technician))/;

/**
 * Files that only the admin and technician areas load: reachable from their modules and from no other
 * entry or lazy module of the app.
 */
export function staffOnlyFiles(manifest: Manifest): Set<string> {
  const roots = Object.keys(manifest).filter(
    (key) => manifest[key]!.isEntry || manifest[key]!.isDynamicEntry,
  );
  const staff = staticClosure(
    manifest,
    roots.filter((key) => staffSource.test(key)),
  );
  const others = staticClosure(
    manifest,
    roots.filter((key) => !staffSource.test(key)),
  );
  return new Set([...staff].filter((key) => !others.has(key)).map((key) => `/${manifest[key]!.file}`));
}
