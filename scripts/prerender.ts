// Prerenders the public content pages into dist/web/prerendered/, after `vite build` (client) and
// `vite build --ssr` (dist/ssr). The server serves these in place of the bare app shell.
import fs from 'node:fs';
import path from 'node:path';
import { fillPageTemplate, renderAlternateLinks } from '../src/shared/page-template';
import { PATH_LANGUAGES, pathInLanguage } from '../src/shared/language-paths';
import { PRERENDER_PLACEHOLDERS } from '../src/shared/site-config';
import { pages as englishPages } from '../src/web/locales/en/pages';
import { pages as hindiPages } from '../src/web/locales/hi/pages';
import { pages as odiaPages } from '../src/web/locales/or/pages';
import { prerenderedPaths } from './prerendered-paths';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'dist/web');
const outDir = path.join(webDir, 'prerendered');

const { renderPage } = (await import(path.join(root, 'dist/ssr/entry-server.js'))) as {
  renderPage: (url: string) => Promise<{ head: string; body: string }>;
};
const template = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');

fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });
const noScript: Record<string, string> = {
  en: englishPages.noScript,
  hi: hindiPages.noScript,
  or: odiaPages.noScript,
};

// Each content page in English at its plain path, and in Hindi and Odia at /hi/… and /or/….
const pages = prerenderedPaths.flatMap((path) => [
  { url: path, path, language: 'en' },
  ...PATH_LANGUAGES.map((language) => ({ url: pathInLanguage(path, language), path, language })),
]);
for (const { url, path: pagePath, language } of pages) {
  const { head, body } = await renderPage(url);
  // React's markers of a boundary shown as its fallback (<!--$?-->, <!--$!-->) or of content parked
  // in a hidden segment: such a page would show a spinner to readers without JavaScript.
  if (/<!--\$[?!]-->|<div hidden id="S:/.test(body)) {
    throw new Error(`${url} was prerendered with a part hidden behind its fallback`);
  }
  const html = fillPageTemplate(template, {
    head,
    body,
    language,
    alternates: renderAlternateLinks(pagePath, PRERENDER_PLACEHOLDERS.origin),
    noScript: noScript[language],
  });
  const file = path.join(outDir, `${url === '/' ? 'index' : url.slice(1).replace(/\//g, '__')}.html`);
  fs.writeFileSync(file, html);
}
console.log(`prerendered ${pages.length} pages into ${path.relative(root, outDir)}`);
