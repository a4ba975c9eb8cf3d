// README.md's "Limits" section, made from the table of limits, src/server/limits.ts (decision 038):
//   npx tsx scripts/limits-table.ts            prints the section
//   npx tsx scripts/limits-table.ts --write    rewrites it in README.md, between its two markers
// tests/integration/limits-table.test.ts fails while README.md says anything else.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import * as values from '../src/server/limits';

const root = path.resolve(import.meta.dirname, '..');
export const LIMITS_FILE = path.join(root, 'src/server/limits.ts');
export const README_FILE = path.join(root, 'README.md');
export const START_MARKER =
  '<!-- limits:start (made from src/server/limits.ts by scripts/limits-table.ts) -->';
export const END_MARKER = '<!-- limits:end -->';

export interface LimitRow {
  group: string;
  name: string;
  value: number;
  why: string;
}

/** Words a limit's name may carry its unit in; a name with none of them is refused. */
const UNIT_WORDS = [
  'BYTES',
  'SECONDS',
  'MINUTES',
  'HOURS',
  // An hour of the day (India time), as a clock's notices are set by.
  'HOUR',
  'DAYS',
  'PER_MINUTE',
  'PER_HOUR',
  'DIGITS',
  'CHARACTERS',
  'LEVELS',
  'LINES',
  'PIXELS',
  'ROWS',
  'TRIES',
  'FAILURES',
  'ATTEMPTS',
  'MOVES',
  'FILES',
  'STREAMS',
  'ISSUES',
  'SENDS',
  'JOBS',
  'ANSWERS',
  'PINCODES',
  'WINDOWS',
];

const hasUnit = (name: string) =>
  UNIT_WORDS.some((word) => name === word || name.endsWith(`_${word}`) || name.includes(`_${word}_`));

/** The exported names of one statement of limits.ts (a const, or a re-export from src/shared). */
function exportedNames(statement: ts.Statement): string[] {
  if (ts.isVariableStatement(statement)) {
    const exported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    return exported ? statement.declarationList.declarations.map((d) => d.name.getText()) : [];
  }
  if (
    ts.isExportDeclaration(statement) &&
    statement.exportClause &&
    ts.isNamedExports(statement.exportClause)
  )
    return statement.exportClause.elements.map((element) => element.name.text);
  return [];
}

/** The table's rows, in the file's order: each export with its group and its one-line why. */
export function readLimits(source = readFileSync(LIMITS_FILE, 'utf8')): LimitRow[] {
  const file = ts.createSourceFile('limits.ts', source, ts.ScriptTarget.ES2022, true);
  const numbers = values as unknown as Record<string, unknown>;
  const rows: LimitRow[] = [];
  let group = '';
  for (const statement of file.statements) {
    const comments = (ts.getLeadingCommentRanges(source, statement.pos) ?? []).map((range) =>
      source.slice(range.pos, range.end),
    );
    for (const comment of comments) {
      const heading = /^\/\/ ## (.+)$/.exec(comment);
      if (heading?.[1]) group = heading[1].trim();
    }
    for (const name of exportedNames(statement)) {
      const why = /^\/\*\* (.+) \*\/$/.exec(comments.at(-1) ?? '')?.[1];
      if (!group) throw new Error(`${name}: every limit belongs to a group (a '// ## ' line above it)`);
      if (!why) throw new Error(`${name}: every limit has a one-line /** why */ comment right above it`);
      if (!hasUnit(name)) throw new Error(`${name}: a limit's name says its unit (${UNIT_WORDS.join(', ')})`);
      const value = numbers[name];
      if (typeof value !== 'number' || !(value > 0)) throw new Error(`${name}: a limit is a positive number`);
      rows.push({ group, name, value, why });
    }
  }
  return rows;
}

const plural = (value: number, unit: string) =>
  `${value.toLocaleString('en-US')} ${unit}${value === 1 ? '' : 's'}`;

/** A limit's value as the README says it: in its unit, read from its name. */
export function describeValue({ name, value }: Pick<LimitRow, 'name' | 'value'>): string {
  if (name.endsWith('_BYTES')) {
    if (value % (1024 * 1024) === 0) return `${value / (1024 * 1024)} MB`;
    if (value % 1024 === 0) return `${value / 1024} KB`;
    return plural(value, 'byte');
  }
  const time = /_(SECOND|MINUTE|HOUR|DAY)S(?:_[A-Z]+)?$/.exec(name)?.[1];
  if (time) return plural(value, time.toLowerCase());
  if (name.endsWith('_PER_MINUTE')) return `${value.toLocaleString('en-US')} a minute`;
  if (name.endsWith('_PER_HOUR')) return `${value.toLocaleString('en-US')} an hour`;
  const length = /_(DIGIT|CHARACTER|LEVEL|LINE|PIXEL|ROW)S$/.exec(name)?.[1];
  if (length) return plural(value, length.toLowerCase());
  return value.toLocaleString('en-US');
}

/** The section between the markers: one table per group. */
export function limitsSection(rows = readLimits()): string {
  const groups = [...new Set(rows.map((row) => row.group))];
  const tables = groups.map((group) => {
    const lines = rows
      .filter((row) => row.group === group)
      .map((row) => `| \`${row.name}\` | ${describeValue(row)} | ${row.why.replaceAll('|', '\\|')} |`);
    return [`### ${group}`, '', '| Limit | Value | Why |', '|---|---|---|', ...lines].join('\n');
  });
  return [START_MARKER, '', ...tables.flatMap((table) => [table, '']), END_MARKER].join('\n');
}

/** README.md's current section, markers included (null when the markers are missing). */
export function readmeSection(readme = readFileSync(README_FILE, 'utf8')): string | null {
  const start = readme.indexOf(START_MARKER);
  const end = readme.indexOf(END_MARKER);
  return start < 0 || end < start ? null : readme.slice(start, end + END_MARKER.length);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const section = limitsSection();
  if (process.argv.includes('--write')) {
    const readme = readFileSync(README_FILE, 'utf8');
    const current = readmeSection(readme);
    if (current === null) throw new Error(`README.md needs the markers ${START_MARKER} and ${END_MARKER}`);
    writeFileSync(README_FILE, readme.replace(current, section));
    console.log(`README.md: ${readLimits().length} limits written`);
  } else {
    console.log(section);
  }
}
