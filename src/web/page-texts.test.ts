import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagesOf } from '@shared/paths';
import type { PageKey } from '@shared/paths';
import { resources } from './i18n';
import { areaTexts, notFoundTexts, pageTexts } from './page-texts';

// Every namespace a page's modules name in useTranslation is fetched with the page (page-texts.ts)
// or with its area, or is bundled: otherwise the component would wait for its texts after the page
// shows (decision 045). Read from the sources: the modules a page imports, not lazily, transitively.

const web = import.meta.dirname;
const bundled = new Set(Object.keys(resources.en));

function resolve(from: string, spec: string): string | undefined {
  const base = spec.startsWith('.')
    ? path.resolve(path.dirname(from), spec)
    : spec.startsWith('@web/')
      ? path.join(web, spec.slice('@web/'.length))
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`].find(
    (file) => fs.existsSync(file) && fs.statSync(file).isFile(),
  );
}

/** The namespaces named by `file` and the modules it imports, not counting bundled ones. */
function namedBy(file: string): Set<string> {
  const seen = new Set<string>();
  const named = new Set<string>();
  const visit = (module: string) => {
    if (seen.has(module)) return;
    seen.add(module);
    const source = fs.readFileSync(module, 'utf8');
    for (const [, spec] of source.matchAll(/^import\s+(?!type\s)(?:[^'"]*?from\s+)?'([^']+)'/gm)) {
      const found = resolve(module, spec!);
      if (found && !found.includes(`${path.sep}locales${path.sep}`)) visit(found);
    }
    for (const [, args] of source.matchAll(/useTranslation\(([^)]*)\)/g)) {
      for (const [, namespace] of args!.matchAll(/'(\w+)'/g)) named.add(namespace!);
    }
  };
  visit(file);
  return new Set([...named].filter((namespace) => !bundled.has(namespace)));
}

const routes = fs.readFileSync(path.join(web, 'routes.tsx'), 'utf8');
const moduleOfLoader: Record<string, string> = {
  adminLogin: './routes/auth/admin-login-page',
  legalPage: './routes/content/legal-page',
  servicePage: './routes/content/service-page',
};
/** Each page's module, as routes.tsx imports it. */
const pageModules = new Map<PageKey, string>(
  [...routes.matchAll(/^ {2}(\w+): (?:\(\) => import\('([^']+)'\)|(\w+))/gm)].map(([, key, spec, loader]) => [
    key as PageKey,
    resolve(path.join(web, 'routes.tsx'), spec ?? moduleOfLoader[loader!] ?? '')!,
  ]),
);
const areaOf = (page: PageKey): readonly string[] =>
  pagesOf('customer', 'signedIn').includes(page)
    ? areaTexts.customer
    : pagesOf('admin', 'admin').includes(page)
      ? areaTexts.admin
      : pagesOf('technician', 'technician').includes(page)
        ? areaTexts.technician
        : [];

describe('the texts fetched with each page', () => {
  it('knows every page of routes.tsx', () => {
    expect(pageModules.size).toBeGreaterThan(40);
    for (const [page, module] of pageModules) expect(module, page).toBeDefined();
  });

  it.each([...pageModules])('%s: every namespace its modules name comes with it', (page, module) => {
    const fetched = new Set([...(pageTexts[page] ?? []), ...areaOf(page)]);
    expect([...namedBy(module)].filter((namespace) => !fetched.has(namespace))).toEqual([]);
  });

  it.each([
    ['app/areas/customer-area.tsx', areaTexts.customer],
    ['app/areas/admin-area.tsx', areaTexts.admin],
    ['app/areas/technician-area.tsx', areaTexts.technician],
    ['routes/public/not-found-page.tsx', notFoundTexts],
  ] as const)('%s: every namespace its modules name comes with it', (file, texts: readonly string[]) => {
    expect([...namedBy(path.join(web, file))].filter((namespace) => !texts.includes(namespace))).toEqual([]);
  });
});
