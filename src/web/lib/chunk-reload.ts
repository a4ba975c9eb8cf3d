// A file of the app that does not arrive (the deploy replaced it, or the network dropped) is met
// with one reload of the page, which fetches the current build; if the file still fails after that,
// the error screen offers a Reload button instead of reloading again (decision 033).

const KEY = 'chunk-reload';
/** A reload this recent already tried: another one would only loop. */
const LOOP_MS = 30_000;

/** Whether `error` is a script or translation file that failed to load. */
export const isChunkError = (error: unknown): boolean =>
  /dynamically imported module|module script failed|importing a module script|preload css/i.test(
    String((error as Error | undefined)?.message ?? error),
  );

/** Reloads the page, unless it did so for this reason within LOOP_MS; whether it reloads. */
export function reloadOnce(): boolean {
  try {
    const last = Number(sessionStorage.getItem(KEY));
    if (Date.now() - last < LOOP_MS) return false;
    sessionStorage.setItem(KEY, String(Date.now()));
  } catch {
    // Storage refused (a private window in some browsers): without a guard, no automatic reload.
    return false;
  }
  location.reload();
  return true;
}
