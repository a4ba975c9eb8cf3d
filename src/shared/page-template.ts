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
  /**
   * What browsers without JavaScript show above the page (decision 034): put after the app's root,
   * where the app never draws (and the skip link stays the page's first link), shown at the top and
   * hidden once index.html's first script has run by styles.css.
   */
  notice?: string;
}

/** The `hreflang` links to a page's address in every language (`path` in any of them), for its head. */
export function renderAlternateLinks(path: string, origin: string): string {
  return listLanguageAlternates(path)
    .map(
      ({ hreflang, path: href }) => `<link rel="alternate" hreflang="${hreflang}" href="${origin}${href}" />`,
    )
    .join('');
}

function checkTemplate(template: string, language: string) {
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  if (language !== 'en' && !template.includes('<html lang="en">'))
    throw new Error('index.html has no <html lang="en"> to say the language in');
}

/** The page's own head tags in place of index.html's title and description. */
function withHead(template: string, head: string, alternates = ''): string {
  // The app removes [data-static] head tags when it starts and renders its own.
  const staticHead = head.replace(/<(title|meta|link)\b/g, '<$1 data-static');
  return template
    .replace(/\s*<title data-static>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta\s+data-static\s+name="description"[\s\S]*?\/>/, '')
    .replace('</head>', () => `${staticHead}${alternates}</head>`);
}

export function fillPageTemplate(template: string, page: FilledPage): string {
  const language = page.language ?? 'en';
  checkTemplate(template, language);
  // The app hydrates a page rendered in the language it shows, and renders any other anew (main.tsx).
  const root = language === 'en' ? '<div id="root">' : `<div id="root" data-language="${language}">`;
  return withHead(template, page.head, page.alternates)
    .replace('<html lang="en">', () => `<html lang="${language}">`)
    .replace('<div id="root"></div>', () => `${root}${page.body}</div>${page.notice ?? ''}`);
}

/**
 * The frame of a page the server does not render (the booking form, an account page, 'Page Not
 * Found'): the header, the footer and the words for browsers without JavaScript, rendered by the build
 * in each language (decision 034). The app renders its page over it (never hydrated: FRAME_MARK).
 */
export interface PageFrame {
  /** The frame's own head tags ('Page Not Found' has its title); none keeps index.html's. */
  head?: string;
  body: string;
  /** The notice for browsers without JavaScript, above the frame (see FilledPage). */
  notice?: string;
  language: string;
  /**
   * Set when the language is not the path's but the server chose it (a tracking link's booking):
   * index.html's first script shows the page in it rather than in the visitor's last choice.
   */
  chosenByServer?: boolean;
}

/**
 * What a frame's root says in place of the language a page was rendered in: no language is this, so
 * the app renders its page over the frame rather than hydrating it (main.tsx), at no cost to its code.
 */
export const FRAME_MARK = 'frame';

export function fillPageFrame(template: string, frame: PageFrame): string {
  checkTemplate(template, frame.language);
  const html = frame.chosenByServer
    ? `<html lang="${frame.language}" data-page-language="${frame.language}">`
    : `<html lang="${frame.language}">`;
  return (frame.head ? withHead(template, frame.head) : template)
    .replace('<html lang="en">', () => html)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" data-language="${FRAME_MARK}">${frame.body}</div>${frame.notice ?? ''}`,
    );
}

/** Where the build leaves the frames, in dist/web/prerendered/ (scripts/prerender.ts). */
export const PAGE_FRAMES_FILE = 'page-frames.json';

/** The frames the build renders: by kind ('page', 'not-found'), then by language. */
export type PageFrames = Record<
  'page' | 'not-found',
  Record<string, { head: string; body: string; notice: string }>
>;
