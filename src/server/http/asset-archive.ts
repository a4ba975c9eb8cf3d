import fs from 'node:fs';
import path from 'node:path';

// Open tabs keep working across a deploy: a page loaded before it asks for the old build's hashed
// files (a lazy page, a translation) for as long as it stays open. Each start copies its build's
// hashed files into an archive under DATA_DIR and marks them with the time; the server serves a
// file of an earlier build from there when its own build lacks it; a file that no build started in
// the last ARCHIVE_KEEP_DAYS days has is deleted (decision 033, docs/OPERATIONS.md).

/** How long an earlier build's files stay after the last start of a build that had them. */
export const ARCHIVE_KEEP_DAYS = 7;
const DAY_MS = 24 * 3600_000;

/** A hashed file's name as the build writes it: no folders, no dots at the start. */
const ASSET_NAME = /^[\w-][\w.-]*$/;

/**
 * Copies the build's `/assets` into `archiveDir` (each file once: a hashed name never changes
 * content), marks them as seen `now`, and deletes archived files of builds not started for
 * ARCHIVE_KEEP_DAYS. Returns how many files were copied and deleted.
 */
export function archiveBuildAssets(
  webDir: string,
  archiveDir: string,
  now: Date = new Date(),
): { copied: number; deleted: number } {
  const assetsDir = path.join(webDir, 'assets');
  if (!fs.existsSync(assetsDir)) return { copied: 0, deleted: 0 };
  fs.mkdirSync(archiveDir, { recursive: true });
  const current = new Set(fs.readdirSync(assetsDir).filter((name) => ASSET_NAME.test(name)));
  let copied = 0;
  for (const name of current) {
    const target = path.join(archiveDir, name);
    if (!fs.existsSync(target)) {
      // Written under another name and renamed: a process starting beside this one never serves half.
      const partial = `${target}.${process.pid}.partial`;
      fs.copyFileSync(path.join(assetsDir, name), partial);
      fs.renameSync(partial, target);
      copied++;
    }
    fs.utimesSync(target, now, now);
  }
  let deleted = 0;
  const oldest = now.getTime() - ARCHIVE_KEEP_DAYS * DAY_MS;
  for (const name of fs.readdirSync(archiveDir)) {
    if (current.has(name)) continue;
    const file = path.join(archiveDir, name);
    if (fs.statSync(file).mtimeMs < oldest) {
      fs.rmSync(file, { force: true });
      deleted++;
    }
  }
  return { copied, deleted };
}

/** The archived file for a request's `/assets/…` path, or undefined (never outside the archive). */
export function readArchivedAsset(archiveDir: string, pathname: string): Buffer | undefined {
  if (!pathname.startsWith('/assets/')) return undefined;
  const name = pathname.slice('/assets/'.length);
  if (!ASSET_NAME.test(name) || name.endsWith('.partial')) return undefined;
  try {
    return fs.readFileSync(path.join(archiveDir, name));
  } catch {
    return undefined;
  }
}
