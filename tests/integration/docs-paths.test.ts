// The "where things live" map and the decision records stay true: every file or folder the map names
// exists, and every decision record says whether it still holds.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** Backticked names in the text that look like repository paths (`src/…`, `tests/…`, `x/y.ts`). */
function pathsNamedIn(markdown: string): string[] {
  const names = [...markdown.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]!);
  return names.filter(
    (name) =>
      /^(src|tests|docs|scripts|bench|\.ci)\//.test(name) ||
      (/^[\w.*<>{},-]+(\/[\w.*<>{},-]+)+$/.test(name) && /\.(ts|tsx|md|json|css|sql)$/.test(name)),
  );
}

/** `a/{b,c}.ts` → `a/b.ts`, `a/c.ts`. */
function expandBraces(name: string): string[] {
  const match = /\{([^}]*)\}/.exec(name);
  if (!match) return [name];
  return match[1]!.split(',').flatMap((choice) => expandBraces(name.replace(match[0], choice)));
}

/** Whether some entry matches the path, whose segments may hold `*` or a `<placeholder>`. */
function matches(folder: string, segments: string[]): boolean {
  const [segment, ...rest] = segments;
  if (segment === undefined) return true;
  if (!/[*<]/.test(segment)) {
    const next = path.join(folder, segment);
    return fs.existsSync(next) && matches(next, rest);
  }
  if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory()) return false;
  const source = segment.replace(/[.]/g, '\\.').replace(/\*|<[^>]+>/g, '.*');
  const pattern = new RegExp(`^${source}$`);
  return fs
    .readdirSync(folder)
    .some((entry) => pattern.test(entry) && matches(path.join(folder, entry), rest));
}

/** Whether the path exists, read from the root or, for a short one, from a source area. */
function exists(name: string): boolean {
  const bases = ['', 'src/server', 'src/web', 'src/shared', 'src'];
  return expandBraces(name).every((one) =>
    bases.some((base) => matches(path.join(root, base), one.split('/').filter(Boolean))),
  );
}

describe('docs/ARCHITECTURE.md', () => {
  const named = pathsNamedIn(read('docs/ARCHITECTURE.md'));

  it('names files and folders (the test reads them)', () => {
    expect(named.length).toBeGreaterThan(40);
  });

  it('names only paths that exist', () => {
    expect(named.filter((name) => !exists(name))).toEqual([]);
  });
});

describe('decision records', () => {
  const records = fs.readdirSync(path.join(root, 'docs/decisions')).filter((file) => /^\d{3}-/.test(file));
  const numbers = new Set(records.map((file) => file.slice(0, 3)));

  it.each(records)('%s says whether it holds', (file) => {
    const status = /^Status: (.+)$/m.exec(read(`docs/decisions/${file}`))?.[1];
    expect(status, 'a line "Status: accepted" (or "superseded by NNN")').toMatch(
      /^(accepted(; superseded in part by \d{3}(, \d{3})*)?|superseded by \d{3})$/,
    );
    for (const other of status!.match(/\d{3}/g) ?? []) expect(numbers).toContain(other);
  });
});
