// Prerenders the public content pages into dist/web/prerendered/, after `vite build` (client) and
// `vite build --ssr` (dist/ssr). The server serves these in place of the bare app shell.
import fs from 'node:fs';
import path from 'node:path';
import { fillPageTemplate, renderAlternateLinks } from '../src/shared/page-template';
import { PATH_LANGUAGES, pathInLanguage } from '../src/shared/language-paths';
import { PRERENDER_PLACEHOLDERS } from '../src/shared/site-config';
import type { PageFrameKind, RenderedPage } from '../src/web/entry-server';
import { PAGE_FRAMES_FILE } from '../src/shared/page-template';
import type { PageFrames } from '../src/shared/page-template';
import { prerenderedPaths } from './prerendered-paths';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'dist/web');
const outDir = path.join(webDir, 'prerendered');

const { renderPage, renderPageFrame } = (await import(path.join(root, 'dist/ssr/entry-server.js'))) as {
  renderPage: (url: string) => Promise<RenderedPage>;
  renderPageFrame: (language: string, kind: PageFrameKind) => Promise<RenderedPage>;
};
const template = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');

fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });
// Each content page in English at its plain path, and in Hindi and Odia at /hi/… and /or/….
const pages = prerenderedPaths.flatMap((path) => [
  { url: path, path },
  ...PATH_LANGUAGES.map((language) => ({ url: pathInLanguage(path, language), path })),
]);
for (const { url, path: pagePath } of pages) {
  const rendered = await renderPage(url);
  // React's markers of a boundary shown as its fallback (<!--$?-->, <!--$!-->) or of content parked
  // in a hidden segment: such a page would show a spinner to readers without JavaScript.
  if (/<!--\$[?!]-->|<div hidden id="S:/.test(rendered.body)) {
    throw new Error(`${url} was prerendered with a part hidden behind its fallback`);
  }
  // In the page's language: its <html lang> and the root's data-language.
  const html = fillPageTemplate(template, {
    ...rendered,
    alternates: renderAlternateLinks(pagePath, PRERENDER_PLACEHOLDERS.origin),
  });
  const file = path.join(outDir, `${url === '/' ? 'index' : url.slice(1).replace(/\//g, '__')}.html`);
  fs.writeFileSync(file, html);
}
console.log(`prerendered ${pages.length} pages into ${path.relative(root, outDir)}`);

// The frame of every other page, in each language: the header, the words for browsers without
// JavaScript and the footer, which the server sends around them (decision 034).
const frames: PageFrames = { page: {}, 'not-found': {} };
for (const language of ['en', ...PATH_LANGUAGES]) {
  for (const kind of ['page', 'not-found'] as const) {
    const { head, body, notice } = await renderPageFrame(language, kind);
    frames[kind][language] = { head: kind === 'not-found' ? head : '', body, notice };
  }
}
fs.writeFileSync(path.join(outDir, PAGE_FRAMES_FILE), JSON.stringify(frames));
console.log(`rendered the page frames into ${path.relative(root, path.join(outDir, PAGE_FRAMES_FILE))}`);
