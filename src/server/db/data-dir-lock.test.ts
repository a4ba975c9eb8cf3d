import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, processStartTime } from './data-dir-lock';

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repair-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('embedded database ownership', () => {
  it('refuses a second process at once, naming the directory, and leaves the data alone', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    try {
      const started = Date.now();
      const child = spawnSync('npx', ['tsx', 'src/server/db/seed/run-seed.ts'], {
        env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
        encoding: 'utf8',
      });
      expect(child.status).toBe(1);
      expect(child.stderr).toContain(
        `The embedded database in ${dir} is in use by another process (pid ${process.pid})`,
      );
      expect(Date.now() - started).toBeLessThan(15_000);
      // The refused process never created a database there.
      expect(fs.existsSync(path.join(dir, 'pgdata'))).toBe(false);
    } finally {
      lock.release();
    }
  });

  it('refuses a second lock in the same process too', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    lock.release();
    acquireDataDirLock(dir).release();
  });

  it('takes over a lock left by a process that has died', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    fs.writeFileSync(path.join(dir, 'owner.lock'), dead.stdout);
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'owner.lock'), 'utf8').split('\n')[0]).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, 'owner.lock'))).toBe(false);
  });

  it('takes over a lock whose pid is now its own: a container restarted as pid 1 again', () => {
    const dir = tempDir();
    // Written by an earlier life of this pid, which died without removing it.
    fs.writeFileSync(path.join(dir, 'owner.lock'), `${process.pid}\n1`);
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'owner.lock'), 'utf8')).toBe(
      `${process.pid}\n${processStartTime(process.pid)}`,
    );
    lock.release();
  });

  it('takes over a lock whose pid another, later process has been given, and not one still held', () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      const pid = other.pid!;
      fs.writeFileSync(path.join(dir, 'owner.lock'), `${pid}\n${processStartTime(pid)}`);
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      // The same number, but a process started at another time than the lock's owner.
      fs.writeFileSync(path.join(dir, 'owner.lock'), `${pid}\n1`);
      acquireDataDirLock(dir).release();
    } finally {
      other.kill('SIGKILL');
    }
  });
});
