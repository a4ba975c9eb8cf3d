// Catalogue writes go only through changeCatalogue (src/server/domain/catalogue-changes.ts), which
// takes the catalogue's lock, announces the change to every process and drops the cached catalogue.
// A write made any other way would leave customers reading stale prices, or race a booking's read.
// This reads the server's source and finds every write to a catalogue table that is not inside it.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const serverRoot = path.join(root, 'src/server');

/** The catalogue's tables, by the names the schema exports (src/server/db/schema/catalogue.ts). */
const catalogueTables = new Set(
  [
    ...fs
      .readFileSync(path.join(serverRoot, 'db/schema/catalogue.ts'), 'utf8')
      .matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g),
  ].flatMap((match) => [match[1]!, match[2]!]),
);

/**
 * Left out, with why: the seed fills an empty catalogue while the database is made, before any
 * process has read it; migrations change the tables' shape with the server stopped.
 */
const exempt = [/^db\/seed\//, /^db\/migrations\//];

function serverFiles(folder = serverRoot): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return serverFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Helpers that run the callback they are given at once, in the caller's transaction: a write in
 * their callback is inside whatever their call is inside.
 */
const runsCallbackInPlace = new Set(['withAdminAudit']);

type FunctionNode = ts.ArrowFunction | ts.FunctionExpression | ts.FunctionDeclaration;

function enclosingFunction(node: ts.Node): FunctionNode | undefined {
  for (let up = node.parent; up; up = up.parent) {
    if (ts.isArrowFunction(up) || ts.isFunctionExpression(up) || ts.isFunctionDeclaration(up)) return up;
  }
  return undefined;
}

function calleeName(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

/** The name a function is known by in its file: `function saveRow` or `const saveRow = (…) =>`. */
function nameOf(fn: FunctionNode): string | undefined {
  if (ts.isFunctionDeclaration(fn)) return fn.name?.text;
  const holder = fn.parent;
  return ts.isVariableDeclaration(holder) && ts.isIdentifier(holder.name) ? holder.name.text : undefined;
}

/** The writes to catalogue tables in `source`, and those of them not made inside a catalogue change. */
function catalogueWrites(source: string, file = 'probe.ts'): { count: number; outside: string[] } {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const calls: ts.CallExpression[] = [];
  const functions = new Map<string, FunctionNode>();
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) calls.push(node);
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node)) {
      const name = nameOf(node);
      if (name) functions.set(name, node);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);

  const callsChangeCatalogue = (fn: FunctionNode) =>
    calls.some((call) => calleeName(call) === 'changeCatalogue' && enclosingFunction(call) === fn);

  // Inside: in a callback handed to changeCatalogue, or to a function of the file that hands its
  // callback on to changeCatalogue, or in a function of the file only ever called from inside.
  const inside = (node: ts.Node, seen: Set<ts.Node>): boolean => {
    const fn = enclosingFunction(node);
    if (!fn || seen.has(fn)) return false;
    seen.add(fn);
    if (ts.isCallExpression(fn.parent) && fn.parent.arguments.includes(fn as ts.Expression)) {
      const name = calleeName(fn.parent);
      if (name === 'changeCatalogue') return true;
      if (name !== undefined && runsCallbackInPlace.has(name)) return inside(fn.parent, seen);
      const helper = name ? functions.get(name) : undefined;
      return helper !== undefined && callsChangeCatalogue(helper);
    }
    const name = nameOf(fn);
    const callers = calls.filter((call) => name !== undefined && calleeName(call) === name);
    return callers.length > 0 && callers.every((call) => inside(call, new Set(seen)));
  };

  const writes = calls.filter((call) => {
    const callee = call.expression;
    const table = call.arguments[0];
    return (
      ts.isPropertyAccessExpression(callee) &&
      ['insert', 'update', 'delete'].includes(callee.name.text) &&
      table !== undefined &&
      ts.isIdentifier(table) &&
      catalogueTables.has(table.text)
    );
  });
  const rawWrites: ts.Node[] = [];
  const findRaw = (node: ts.Node) => {
    if (ts.isTemplateLiteral(node) || ts.isStringLiteral(node)) {
      const text = node.getText(sourceFile).toLowerCase();
      const table = /\b(?:insert\s+into|update|delete\s+from)\s+"?(\w+)/.exec(text)?.[1];
      if (table && catalogueTables.has(table)) rawWrites.push(node);
    }
    ts.forEachChild(node, findRaw);
  };
  findRaw(sourceFile);

  const all = [...writes, ...rawWrites];
  const outside = all
    .filter((write) => !inside(write, new Set()))
    .map((write) => {
      const { line } = sourceFile.getLineAndCharacterOfPosition(write.getStart(sourceFile));
      return `${file}:${line + 1} ${write.getText(sourceFile).split('\n')[0]}`;
    });
  return { count: all.length, outside };
}

const writesOutsideChangeCatalogue = (source: string) => catalogueWrites(source).outside;

describe('catalogue writes', () => {
  it('go only through changeCatalogue', () => {
    const files = serverFiles().filter(
      (file) => !exempt.some((rule) => rule.test(path.relative(serverRoot, file))),
    );
    const found = files.map((file) =>
      catalogueWrites(fs.readFileSync(file, 'utf8'), path.relative(root, file)),
    );
    // The admin's catalogue, pricing and image services write the catalogue in a score of places.
    expect(found.reduce((sum, file) => sum + file.count, 0)).toBeGreaterThan(15);
    expect(found.flatMap((file) => file.outside)).toEqual([]);
  });

  it('are found when made another way (the check can fail)', () => {
    const outside = [
      'export const add = (db) => db.insert(devices).values({});',
      'export const edit = (db) => db.transaction((tx) => tx.update(brands).set({}));',
      'async function write(tx) { await tx.delete(deviceRepairPricing); }\nexport const go = (db) => db.transaction(write);',
      'export const audited = (db) => db.transaction((tx) => withAdminAudit(tx, admin, () => tx.insert(brands), describe));',
      'export const raw = (db) => db.execute(sql`update repair_services set is_active = false`);',
    ];
    for (const source of outside) expect(writesOutsideChangeCatalogue(source), source).toHaveLength(1);

    const insideChange = [
      'export const add = (db, cache) => changeCatalogue(db, cache, (tx) => tx.insert(devices).values({}));',
      'async function write(tx) { await tx.delete(brands); }\nexport const go = (db, cache) => changeCatalogue(db, cache, (tx) => write(tx));',
      'const saveRow = (db, cache, change) => changeCatalogue(db, cache, change);\nexport const s = (db, cache) => saveRow(db, cache, (tx) => tx.update(devices).set({}));',
      'export const d = (db, cache) => changeCatalogue(db, cache, (tx) => withAdminAudit(tx, admin, () => tx.delete(brands), describe));',
    ];
    for (const source of insideChange) expect(writesOutsideChangeCatalogue(source), source).toEqual([]);
  });
});
