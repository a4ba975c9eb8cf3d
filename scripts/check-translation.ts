// Checks translated catalogue files against their English ones: the same keys and lists, texts the
// formatter reads, asking for the same values (decision 048).
//   npx tsx scripts/check-translation.ts src/locales/hi/common.json src/locales/or/common.json
// The English file is the one of the same name under src/locales/en.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { translationDifferences } from '../src/shared/catalogue-differences';

const readJson = async (file: string): Promise<unknown> => JSON.parse(await readFile(file, 'utf8'));

let failed = false;
for (const file of process.argv.slice(2)) {
  const absolute = path.resolve(file);
  const english = absolute.replace(/\/locales\/(hi|or)\//, '/locales/en/');
  const differences = translationDifferences(await readJson(english), await readJson(absolute));
  console.log(differences.length === 0 ? `ok  ${file}` : `BAD ${file}\n  ${differences.join('\n  ')}`);
  failed ||= differences.length > 0;
}
process.exit(failed ? 1 : 0);
