import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { bookings } from '../../src/server/db/schema/index';
import { getAs, signInWithPassword } from '../auth-helpers';
import { bookWith, createBookableDevice, makeBookingBody } from '../booking-fixtures';
import { runCli } from '../cli-process';
import { createEmbeddedDataDir } from '../embedded-data-dir';
import { createUser } from '../factories';
import { startServerProcess } from '../server-process';
import { createTestApp } from '../test-app';

// `npm run db:backup` and `npm run db:restore` on the embedded database: a snapshot taken with the
// server stopped or while it runs (it takes the snapshot itself), restored over a database that lost
// its bookings, which come back.

const now = new Date('2026-11-22T04:00:00Z');
const ADMIN = { email: 'owner@example.com', password: 'owner-pass-1' };
const backups = fs.mkdtempSync(path.join(os.tmpdir(), 'repair-backups-'));
afterAll(() => fs.rmSync(backups, { recursive: true, force: true }));

/** Tomorrow in India, a date the booking form accepts whatever the time of day. */
function tomorrowInIndia(): string {
  const india = new Date(Date.now() + 5.5 * 3600_000 + 24 * 3600_000);
  return india.toISOString().slice(0, 10);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The booking ids the admin desk lists, through the app on DATA_DIR. */
async function bookingIdsIn(dataDir: string): Promise<string[]> {
  const shop = await createTestApp({ database: await openDatabase({ dataDir }) });
  try {
    const cookie = await signInWithPassword(shop.app, ADMIN.email, ADMIN.password);
    const desk = await getAs(shop.app, '/api/admin/bookings', cookie);
    return (desk.body.bookings as { bookingId: string }[]).map((b) => b.bookingId).sort();
  } finally {
    await shop.close();
  }
}

describe('backups of the embedded database', () => {
  let dataDir = '';
  let deviceId = 0;
  let screenId = 0;
  let booked: string[] = [];

  beforeAll(async () => {
    dataDir = await createEmbeddedDataDir();
    const shop = await createTestApp({ database: await openDatabase({ dataDir }), clock: () => now });
    await shop.database.migrate();
    const { device, screen } = await createBookableDevice(shop.db);
    deviceId = device.id;
    screenId = screen.id;
    await createUser(shop.auth, shop.db, { role: 'admin', ...ADMIN });
    for (let i = 0; i < 2; i++) {
      const res = await bookWith(shop.app)(makeBookingBody(device.id, [screen.id]));
      expect(res.status).toBe(201);
      booked.push(res.body.booking.bookingId);
    }
    await shop.close();
  }, 60_000);

  it('writes a backup of a stopped database, and one taken by a running server that holds a booking just made', async () => {
    const stopped = path.join(backups, 'stopped.tar.gz');
    const first = await runCli('src/server/db/backup-cli.ts', ['--to', stopped], { DATA_DIR: dataDir });
    expect(first.stderr).toBe('');
    expect(first.stdout).toContain('written from the stopped database');
    expect(fs.statSync(stopped).size).toBeGreaterThan(100_000);

    const server = await startServerProcess({ DATA_DIR: dataDir, SEED_CATALOGUE: 'false' });
    try {
      const response = await fetch(`${server.url}/api/bookings`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: server.url },
        body: JSON.stringify(makeBookingBody(deviceId, [screenId], { preferredDate: tomorrowInIndia() })),
      });
      expect(response.status).toBe(201);
      booked.push(((await response.json()) as { booking: { bookingId: string } }).booking.bookingId);
      const live = path.join(backups, 'live.tar.gz');
      const second = await runCli('src/server/db/backup-cli.ts', ['--to', live], { DATA_DIR: dataDir });
      expect(second.stderr).toBe('');
      expect(second.stdout).toContain(`written by the running server (pid ${server.child.pid})`);
      // It never overwrites a file.
      const again = await runCli('src/server/db/backup-cli.ts', ['--to', live], { DATA_DIR: dataDir });
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('already exists');
      // And the server goes on serving.
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      await stop(server.child);
    }
    booked = booked.sort();
  }, 60_000);

  it('refuses to restore over a database without --replace, and while a server runs', async () => {
    const live = path.join(backups, 'live.tar.gz');
    const refused = await runCli('src/server/db/restore-cli.ts', ['--from', live], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('already holds a database. Add --replace');

    const server = await startServerProcess({ DATA_DIR: dataDir, SEED_CATALOGUE: 'false' });
    try {
      const running = await runCli('src/server/db/restore-cli.ts', ['--from', live, '--replace'], {
        DATA_DIR: dataDir,
      });
      expect(running.code).toBe(1);
      expect(running.stderr).toContain(`in use by another process (pid ${server.child.pid})`);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      await stop(server.child);
    }
  }, 60_000);

  it('refuses a file that is not a backup, and leaves the database as it was', async () => {
    const junk = path.join(backups, 'junk.tar.gz');
    fs.writeFileSync(junk, 'not a backup at all');
    const refused = await runCli('src/server/db/restore-cli.ts', ['--from', junk, '--replace'], {
      DATA_DIR: dataDir,
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('not a backup of the embedded database');
    expect(await bookingIdsIn(dataDir)).toEqual(booked);
  }, 60_000);

  it('brings the bookings back into a database that lost them', async () => {
    const lost = await openDatabase({ dataDir });
    await lost.db.delete(bookings);
    await lost.close();
    expect(await bookingIdsIn(dataDir)).toEqual([]);

    const restored = await runCli(
      'src/server/db/restore-cli.ts',
      ['--from', path.join(backups, 'live.tar.gz'), '--replace'],
      { DATA_DIR: dataDir },
    );
    expect(restored.stderr).toBe('');
    expect(restored.stdout).toContain('3 bookings');
    expect(restored.stdout).toMatch(/kept in .*pgdata-before-restore-/);
    expect(await bookingIdsIn(dataDir)).toEqual(booked);

    // The backup of the stopped database has the two bookings made before it.
    await runCli(
      'src/server/db/restore-cli.ts',
      ['--from', path.join(backups, 'stopped.tar.gz'), '--replace'],
      {
        DATA_DIR: dataDir,
      },
    );
    expect((await bookingIdsIn(dataDir)).length).toBe(2);
  }, 60_000);
});
