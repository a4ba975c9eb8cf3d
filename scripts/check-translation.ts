// Checks translated resource files against their English ones: same keys, lists and {{variables}}.
//   npx tsx scripts/check-translation.ts src/web/locales/hi/common.ts src/web/locales/or/common.ts
// The English file is the one of the same name under locales/en; each file exports one resource.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { translationDifferences } from '../src/web/locales/translation';

const only = (module: Record<string, unknown>) => {
  const values = Object.values(module);
  if (values.length !== 1) throw new Error('a resource file exports exactly one resource');
  return values[0];
};

let failed = false;
for (const file of process.argv.slice(2)) {
  const absolute = path.resolve(file);
  const english = absolute.replace(/\/locales\/(hi|or)\//, '/locales/en/');
  const [translated, source] = await Promise.all([
    import(pathToFileURL(absolute).href) as Promise<Record<string, unknown>>,
    import(pathToFileURL(english).href) as Promise<Record<string, unknown>>,
  ]);
  const differences = translationDifferences(only(source), only(translated));
  console.log(differences.length === 0 ? `ok  ${file}` : `BAD ${file}\n  ${differences.join('\n  ')}`);
  failed ||= differences.length > 0;
}
process.exit(failed ? 1 : 0);
