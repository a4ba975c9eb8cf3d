import fs from 'node:fs';
import path from 'node:path';

// PGlite lets two processes open one data directory and write to it at once, which corrupts it.
// A lock file holding the owner's pid keeps a second process out; a lock left by a dead process
// is taken over. A pid is reused after its process dies: in a container the server is often pid 1
// on every start, and after a reboot another program may hold the old number. So the lock also
// holds the owner's start time (from /proc, where there is one), and a lock whose pid now belongs
// to a process started at another time, or to this very process, is stale too.

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

/** When the process started, in clock ticks since boot (Linux), or '' where /proc cannot tell. */
export function processStartTime(pid: number): string {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22; the name in parentheses (field 2) may itself hold spaces and parentheses.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
  } catch {
    return '';
  }
}

/** The lock files this process holds: a second lock here is refused, though the pid is ours. */
const heldHere = new Set<string>();

/** Whether the owner named by a lock file is still running: alive, and the same process. */
function isOwnerRunning(lockPath: string, pid: number, startTime: string): boolean {
  if (pid === process.pid) return heldHere.has(lockPath);
  if (!isAlive(pid)) return false;
  const now = processStartTime(pid);
  return !startTime || !now || now === startTime;
}

export function acquireDataDirLock(dir: string): DataDirLock {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(path.resolve(dir), 'owner.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      const content = `${process.pid}\n${processStartTime(process.pid)}`;
      fs.writeSync(fd, content);
      fs.closeSync(fd);
      heldHere.add(lockPath);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        heldHere.delete(lockPath);
        try {
          if (fs.readFileSync(lockPath, 'utf8') === content) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const [pidText = '', startTime = ''] = fs.readFileSync(lockPath, 'utf8').split('\n');
      const ownerPid = Number.parseInt(pidText, 10);
      if (Number.isInteger(ownerPid) && isOwnerRunning(lockPath, ownerPid, startTime.trim())) {
        throw new DataDirLockedError(dir, ownerPid);
      }
      // Stale lock from a process that died without cleaning up (a crash, kill -9, a power cut).
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database directory ${dir}.`);
}
