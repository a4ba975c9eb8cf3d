// Prerenders the public content pages into dist/web/prerendered/, after `vite build` (client) and
// `vite build --ssr` (dist/ssr). The server serves these in place of the bare app shell.
import fs from 'node:fs';
import path from 'node:path';
import { fillPageTemplate } from '../src/shared/page-template';
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
for (const url of prerenderedPaths) {
  const { head, body } = await renderPage(url);
  // React's markers of a boundary shown as its fallback (<!--$?-->, <!--$!-->) or of content parked
  // in a hidden segment: such a page would show a spinner to readers without JavaScript.
  if (/<!--\$[?!]-->|<div hidden id="S:/.test(body)) {
    throw new Error(`${url} was prerendered with a part hidden behind its fallback`);
  }
  const html = fillPageTemplate(template, { head, body });
  const file = path.join(outDir, `${url === '/' ? 'index' : url.slice(1).replace(/\//g, '__')}.html`);
  fs.writeFileSync(file, html);
}
console.log(`prerendered ${prerenderedPaths.length} pages into ${path.relative(root, outDir)}`);
