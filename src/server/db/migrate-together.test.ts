import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { migrationsFolder, openDatabase } from './client';

// Several app processes started together on an empty PostgreSQL database each apply the migrations
// at start: they take turns (an advisory lock), so all of them start and each migration runs once.

const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

describe.skipIf(!process.env.DATABASE_URL)('migrations at start on PostgreSQL', () => {
  it('take turns when several processes start together on an empty database', async () => {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    // Named after the run's template, so that a run that stops half-way leaves nothing behind.
    const name = `${inject('templateDatabase')}_empty_${randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${name}`;
      // Each with its own connections, as separate processes have.
      const processes = await Promise.all(
        Array.from({ length: 3 }, () => openDatabase({ databaseUrl: url.toString() })),
      );
      try {
        await Promise.all(processes.map((database) => database.migrate()));
      } finally {
        await Promise.all(processes.map((database) => database.close()));
      }
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const applied = await check.query<{ n: string }>(
        'SELECT count(*) AS n FROM drizzle.__drizzle_migrations',
      );
      await check.end();
      expect(Number(applied.rows[0]!.n)).toBe(journal.entries.length);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
