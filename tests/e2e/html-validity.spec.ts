// Every kind of page the server sends, checked by the Nu HTML Checker (the W3C's vnu, from the pinned
// `vnu-jar` package, run by the machine's Java): the prerendered content pages and the pages the
// server renders (the device list and a device page) in every language, the frames of the other pages
// and of 'Page Not Found', and the booking form as the app draws it. One run of Java for all of them:
// starting it costs seconds, checking a page a few milliseconds.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';
import { prerenderedPaths } from '../../scripts/prerendered-paths';
import { PATH_LANGUAGES, pathInLanguage } from '../../src/shared/language-paths';
import { useOwnAddress } from './auth-helpers';

const slug = 'samsung-galaxy-s24';

/** The checker's jar: VNU_JAR, else the one the `vnu-jar` package ships. */
function vnuJar(): string {
  if (process.env.VNU_JAR) return process.env.VNU_JAR;
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');
}

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url: string;
  message: string;
  extract?: string;
}

/** Runs the checker once over the files; its messages (it exits 1 when it finds an error). */
async function checkFiles(files: string[]): Promise<VnuMessage[]> {
  const run = promisify(execFile);
  const args = ['-jar', vnuJar(), '--format', 'json', '--errors-only', ...files];
  const output = await run('java', args, { maxBuffer: 64 * 1024 * 1024 }).then(
    ({ stderr }) => stderr,
    (error: { stderr?: string; code?: number | string }) => {
      if (error.code === 'ENOENT')
        throw new Error('java is not installed: apt-get install default-jre-headless');
      return error.stderr ?? '';
    },
  );
  return (JSON.parse(output) as { messages: VnuMessage[] }).messages;
}

/** Each path in English, Hindi and Odia. */
const inEveryLanguage = (paths: readonly string[]) =>
  paths.flatMap((p) => [p, ...PATH_LANGUAGES.map((language) => pathInLanguage(p, language))]);

test('every page the server sends, and the booking form, is valid HTML', async ({ page }) => {
  test.setTimeout(120_000);
  await useOwnAddress(page);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-pages-'));
  try {
    const files: string[] = [];
    const save = (name: string, html: string) => {
      const file = path.join(dir, `${files.length}-${name.replace(/[^a-z0-9]+/gi, '_')}.html`);
      fs.writeFileSync(file, html);
      files.push(file);
    };
    // As the server sends them (what crawlers and browsers without JavaScript read).
    const served = inEveryLanguage([
      ...prerenderedPaths,
      '/devices',
      `/devices/${slug}`,
      '/booking',
      '/no-such-page',
    ]);
    for (const url of served) {
      const response = await page.request.get(url);
      expect(response.headers()['content-type'], url).toContain('text/html');
      save(url, await response.text());
    }
    // As the app draws it: the booking form's fields (phone, address) exist only there.
    await page.goto(`/booking?deviceSlug=${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule Your Repair' })).toBeVisible();
    await expect(page.getByLabel('Phone number')).toBeVisible();
    save('booking-form', await page.content());

    const messages = await checkFiles(files);
    const byFile = messages.map(
      (m) => `${path.basename(decodeURIComponent(m.url))}: ${m.message} ${m.extract ?? ''}`,
    );
    expect(byFile, `${files.length} pages checked`).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
