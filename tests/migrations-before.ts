import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrationsFolder } from '../src/server/db/client';

// A data migration is tested on a database made by the migrations before it, holding the rows that
// the migration has to carry over.

/** A copy of the migrations folder as it was before the migration whose tag matches (found by name). */
export function migrationsBefore(tag: RegExp): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-before-'));
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const cut = journal.entries.findIndex((e) => tag.test(e.tag));
  if (cut <= 0) throw new Error(`No migration before one named ${String(tag)}`);
  journal.entries = journal.entries.slice(0, cut);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries) {
    fs.copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  }
  return dir;
}
