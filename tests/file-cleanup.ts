// What a test file started and must stop when its tests end: server processes, Redis, proxies.
// The server tests share one module graph per worker (isolate: false, decision 041), so a helper's
// module-level afterAll would run after the first file that imports it only; instead each start
// registers its stop here, and tests/run-file-cleanups.ts (a setup file, run for every test file)
// stops them after the file's own afterAll hooks.

const cleanups: (() => unknown)[] = [];

/** Runs `cleanup` when the current test file's tests have ended. */
export function atFileEnd(cleanup: () => unknown): void {
  cleanups.push(cleanup);
}

/** Runs what the file registered, the latest first. */
export async function runFileCleanups(): Promise<void> {
  for (let cleanup = cleanups.pop(); cleanup; cleanup = cleanups.pop()) await cleanup();
}
