// Cold start and memory of the server on the embedded database, as `npm start` runs it (the prebuilt
// bundle): starting on an existing data directory until /api/health answers, and resident memory.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BUILT_SERVER, mb, rssOf } from './bench-kit';
import type { Start, Stop } from './bench-kit';

export const COLD_START_TARGET_MS = 3000;
export const MEMORY_TARGET_BYTES = 400 * 1024 * 1024;

/** CPU time (user and system) a process has used, in milliseconds (Linux). */
function cpuMsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticksPerSecond = 100;
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

export interface ColdStart {
  wallMs: number;
  cpuMs: number;
  rssBytes: number;
}

/** Starts the built server `runs` times on `env`'s existing data directory; each start is stopped again. */
export async function measureColdStarts(
  start: Start,
  stop: Stop,
  env: NodeJS.ProcessEnv,
  readyUrl: string,
  logDir: string,
  runs: number,
): Promise<ColdStart[]> {
  const starts: ColdStart[] = [];
  for (let run = 0; run < runs; run++) {
    const began = performance.now();
    const app: ChildProcess = await start(
      [BUILT_SERVER],
      env,
      readyUrl,
      path.join(logDir, `start-${run}.log`),
    );
    const wallMs = performance.now() - began;
    starts.push({ wallMs, cpuMs: cpuMsOf(app.pid!), rssBytes: rssOf(app.pid!) });
    await stop(app);
  }
  return starts;
}

export function printColdStarts(starts: readonly ColdStart[]): void {
  const sorted = [...starts].sort((a, b) => a.wallMs - b.wallMs);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const ok = median.wallMs <= COLD_START_TARGET_MS;
  console.log(
    `Cold start on an existing embedded database to a healthy server: ${(median.wallMs / 1000).toFixed(2)} s median of ${starts.length} ` +
      `(target <= ${COLD_START_TARGET_MS / 1000} s) ${ok ? 'OK' : 'ABOVE TARGET'}`,
  );
  console.log(
    `  each: ${starts.map((s) => `${(s.wallMs / 1000).toFixed(2)} s (CPU ${(s.cpuMs / 1000).toFixed(2)} s, ${mb(s.rssBytes)} MB)`).join('; ')}`,
  );
}

export function printMemory(label: string, rssBytes: number): void {
  const ok = rssBytes <= MEMORY_TARGET_BYTES;
  console.log(
    `${label}: ${mb(rssBytes)} MB resident (target <= ${mb(MEMORY_TARGET_BYTES)} MB) ${ok ? 'OK' : 'ABOVE TARGET'}`,
  );
}
