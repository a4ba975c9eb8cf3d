import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/server/db/client';

// Migrates one database for the whole run; each test file then starts from a copy of it.
// Embedded: a PGlite data-directory dump. PostgreSQL (DATABASE_URL): a template database.

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    templateDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const template = `repair_test_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${template}`;
    const handle = await openDatabase({ databaseUrl: url.toString() });
    await handle.migrate();
    await handle.close();
    project.provide('templateDatabase', template);
    project.provide('pgliteSnapshot', '');
    return async () => {
      // Test databases made from the template are dropped by their files; this drops leftovers too.
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1`,
        [`${template}\\_%`],
      );
      for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }

  const client = await PGlite.create();
  const handle = await openDatabase({ pglite: client });
  await handle.migrate();
  const dump = await client.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `repair-test-snapshot-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteSnapshot', file);
  project.provide('templateDatabase', '');
  return () => fs.rmSync(file, { force: true });
}
