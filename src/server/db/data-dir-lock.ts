import fs from 'node:fs';
import path from 'node:path';

// PGlite lets two processes open one data directory and write to it at once, which corrupts it.
// A lock file holding the owner's pid keeps a second process out; a lock left by a dead process
// is taken over.

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The embedded database in ${dir} is in use by another process (pid ${ownerPid}). ` +
        'Stop that process first, or point DATA_DIR at another directory.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDataDirLock(dir: string): DataDirLock {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, 'owner.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const ownerPid = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(ownerPid) && ownerPid !== process.pid && isAlive(ownerPid)) {
        throw new DataDirLockedError(dir, ownerPid);
      }
      if (ownerPid === process.pid) throw new DataDirLockedError(dir, ownerPid);
      // Stale lock from a process that died without cleaning up.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database directory ${dir}.`);
}
