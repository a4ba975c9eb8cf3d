// Puts a page rendered by the web app's server build (src/web/entry-server.tsx) into the built
// index.html: at build time for the content pages (scripts/prerender.ts), and in the server for the
// catalogue pages, whose data lives in the database (decision 021).

import { listLanguageAlternates } from './language-paths';

/** Where the data a rendered page was rendered with travels to the app, which starts with it. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** Query keys and the data under them, as the app's queries hold it. */
export type PageData = readonly (readonly [readonly unknown[], unknown])[];

/** JSON that can sit inside a <script> element: no '<' to end it early, no line separators. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Adds the data a page was rendered with, for the app to start with (it reads it after the parse). */
export function withPageData(html: string, data: PageData): string {
  if (html.includes(`id="${PAGE_DATA_ELEMENT_ID}"`)) throw new Error('the page already carries its data');
  const element = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptSafeJson(data)}</script>`;
  return html.replace('</body>', () => `${element}\n  </body>`);
}

export interface FilledPage {
  head: string;
  body: string;
  /** The language the page was rendered in (its <html lang>); English when not given. */
  language?: string;
  /** The page's addresses in every language (hreflang links): the app keeps them as they are. */
  alternates?: string;
  /** What browsers without JavaScript say at the foot of the page, in the page's language. */
  noScript?: string;
}

/** The `hreflang` links to a page's address in every language (`path` in any of them), for its head. */
export function renderAlternateLinks(path: string, origin: string): string {
  return listLanguageAlternates(path)
    .map(
      ({ hreflang, path: href }) => `<link rel="alternate" hreflang="${hreflang}" href="${origin}${href}" />`,
    )
    .join('');
}

export function fillPageTemplate(template: string, page: FilledPage): string {
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  const language = page.language ?? 'en';
  if (language !== 'en' && !template.includes('<html lang="en">'))
    throw new Error('index.html has no <html lang="en"> to say the language in');
  // The app removes [data-static] head tags when it starts and renders its own.
  const staticHead = page.head.replace(/<(title|meta|link)\b/g, '<$1 data-static');
  // The app hydrates a page rendered in the language it shows, and renders any other anew (main.tsx).
  const root = language === 'en' ? '<div id="root">' : `<div id="root" data-language="${language}">`;
  return template
    .replace('<html lang="en">', () => `<html lang="${language}">`)
    .replace(/\s*<title data-static>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta\s+data-static\s+name="description"[\s\S]*?\/>/, '')
    .replace('</head>', () => `${staticHead}${page.alternates ?? ''}</head>`)
    .replace('<div id="root"></div>', () => `${root}${page.body}</div>`)
    .replace(/<noscript>[^<]*<\/noscript>/, (original) =>
      page.noScript ? `<noscript>${escapeHtml(page.noScript)}</noscript>` : original,
    );
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
