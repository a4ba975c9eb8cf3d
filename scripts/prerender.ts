// Prerenders the public content pages into dist/web/prerendered/, after `vite build` (client) and
// `vite build --ssr` (dist/ssr). The server serves these in place of the bare app shell.
import fs from 'node:fs';
import path from 'node:path';
import { PRERENDER_PLACEHOLDERS } from '../src/shared/site-config';
import { prerenderedPaths } from './prerendered-paths';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'dist/web');
const outDir = path.join(webDir, 'prerendered');

process.env.SITE_ORIGIN = PRERENDER_PLACEHOLDERS.origin;
const { renderPage } = (await import(path.join(root, 'dist/ssr/entry-server.js'))) as {
  renderPage: (url: string) => Promise<{ head: string; body: string }>;
};
const template = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');

fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });
for (const url of prerenderedPaths) {
  const { head, body } = await renderPage(url);
  // React's markers of a boundary shown as its fallback (<!--$?-->, <!--$!-->) or of content parked
  // in a hidden segment: such a page would show a spinner to readers without JavaScript.
  if (/<!--\$[?!]-->|<div hidden id="S:/.test(body)) {
    throw new Error(`${url} was prerendered with a part hidden behind its fallback`);
  }
  // The app removes [data-static] head tags when it starts and renders its own.
  const staticHead = head.replace(/<(title|meta|link)\b/g, '<$1 data-static');
  const html = template
    .replace(/\s*<title data-static>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta\s+data-static\s+name="description"[\s\S]*?\/>/, '')
    .replace('</head>', `${staticHead}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  const file = path.join(outDir, `${url === '/' ? 'index' : url.slice(1).replace(/\//g, '__')}.html`);
  fs.writeFileSync(file, html);
}
console.log(`prerendered ${prerenderedPaths.length} pages into ${path.relative(root, outDir)}`);
