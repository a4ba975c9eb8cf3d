import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { isArticleSlug } from '@shared/blog-slugs';
import { splitLanguagePath } from '@shared/language-paths';
import { articlePageSlug } from '@shared/paths';
import type { PageData } from '@shared/page-template';
import { PRERENDER_PLACEHOLDERS } from '@shared/site-config';
import { loadArticleContent } from './features/blog/article-content';
import { ThemeProvider } from './features/theme/theme-context';
import i18n from './i18n';
import { loadEveryNamespace } from './locales/namespaces';
import { AppShell } from './app/app-shell';
import { AreaLayout } from './app/area-layout';
import { WithoutScriptNotice } from './app/without-script-notice';
import englishNotice from '../locales/en/without-script.json' with { type: 'json' };
import hindiNotice from '../locales/hi/without-script.json' with { type: 'json' };
import odiaNotice from '../locales/or/without-script.json' with { type: 'json' };
import { AppRoutes } from './routes';

// Renders a public page to HTML, so that its text is in the page for crawlers and for the first
// paint; the browser then renders the app over it. The content pages are rendered at build time
// (scripts/prerender.ts); the catalogue pages by the server, with the catalogue's data (decision 021).
// Both with stand-ins for the origin and the contact details, which the server fills in.

// Read by PageMeta for canonical and sharing addresses.
process.env.SITE_ORIGIN = PRERENDER_PLACEHOLDERS.origin;

export interface RenderedPage {
  /** <title>, description, canonical and sharing tags. */
  head: string;
  body: string;
  /** The language the page is in (its <html lang>, and the language the app hydrates it in). */
  language: string;
  /** What browsers without JavaScript show above the page, in its language (decision 034). */
  notice: string;
}

const noticeTexts = { en: englishNotice, hi: hindiNotice, or: odiaNotice };

/** The notice for browsers without JavaScript, in the language the translator is in now. */
function renderNotice(language: string): string {
  const texts = noticeTexts[language as keyof typeof noticeTexts] ?? englishNotice;
  return renderToStaticMarkup(
    <WithoutScriptNotice
      site={PRERENDER_PLACEHOLDERS.config}
      texts={texts}
      whatsappMessage={i18n.t('footer.whatsappMessage')}
      hours={i18n.t('footer.hours')}
    />,
  );
}

/** A page frame: 'page' for any page the server does not render, 'not-found' for a 404. */
export type PageFrameKind = 'page' | 'not-found';

// The frame of a page the server does not render: the public area's header and footer around an
// empty page (decision 034), with the notice for browsers without JavaScript above it. The app renders
// the page itself over it.
const frameRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [{ element: <AreaLayout area="public" />, children: [{ path: '*', element: null }] }],
  },
];

function FrameRoutes() {
  return useRoutes(frameRoutes);
}

/**
 * The frame of the pages the server does not render, in `language` (scripts/prerender.ts): the header,
 * the words for browsers without JavaScript and the footer, around nothing ('page') or around
 * 'Page Not Found' ('not-found', with its title).
 */
export function renderPageFrame(language: string, kind: PageFrameKind): Promise<RenderedPage> {
  const prefix = language === 'en' ? '' : `/${language}`;
  // Any path that is not a page is the not-found page.
  return kind === 'not-found'
    ? renderPage(`${prefix}/page-frame/not-found`)
    : queue(() => renderAlone(`${prefix}/page-frame`, [], <FrameRoutes />));
}

/**
 * The render under way, if any. The app's texts come from one translator whose language is the
 * language on screen, so a render switches it for its own duration: two renders at once in different
 * languages would each draw part of the page in the other's. The server renders catalogue pages in
 * every language as they are asked for, so renders take turns.
 */
let previousRender: Promise<unknown> = Promise.resolve();

/**
 * `data`: what the page's queries would fetch, by query key (the catalogue pages' devices, brands and
 * services); the app starts with the same data, so it renders the same page over it.
 */
export function renderPage(url: string, data: PageData = []): Promise<RenderedPage> {
  return queue(() => renderAlone(url, data, <AppRoutes />));
}

function queue(render: () => Promise<RenderedPage>): Promise<RenderedPage> {
  const rendered = previousRender.then(render);
  // The next render waits for this one to end, whether or not it fails.
  previousRender = rendered.catch(() => undefined);
  return rendered;
}

async function renderAlone(url: string, data: PageData, routes: ReactNode): Promise<RenderedPage> {
  // A language path (/hi/…, /or/…) is rendered in its language, with every link in its path: by the
  // build for the content pages, and by the server for the catalogue's pages.
  const { language = 'en', path } = splitLanguagePath(url);
  try {
    await i18n.changeLanguage(language);
    // Every text in the language and in English, so that no component waits for its texts.
    await loadEveryNamespace(language);
    const { head, body } = await renderInLanguage({ url, path, language, data, routes });
    return { head, body, language, notice: renderNotice(language) };
  } finally {
    await i18n.changeLanguage('en');
  }
}

async function renderInLanguage({
  url,
  path,
  language,
  data,
  routes,
}: {
  url: string;
  path: string;
  language: string;
  data: PageData;
  routes: ReactNode;
}): Promise<{ head: string; body: string }> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  // What the pages would fetch: contact details (as stand-ins the server fills in) and article text.
  queryClient.setQueryData(['site-config'], PRERENDER_PLACEHOLDERS.config);
  for (const [key, value] of data) queryClient.setQueryData(key, value);
  const article = articlePageSlug(path);
  if (article && isArticleSlug(article)) {
    queryClient.setQueryData(['article', article, language], await loadArticleContent(article, language));
  }
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <StaticRouter location={url} basename={language === 'en' ? undefined : `/${language}`}>
            {routes}
          </StaticRouter>
        </ThemeProvider>
      </QueryClientProvider>
    </StrictMode>,
    {
      // Every boundary is complete when a prerender flushes. Past this size React would move a
      // boundary's content into a hidden segment that an inline script reveals, so without
      // JavaScript the page would show only its loading spinner: keep every page's content in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        errors.push(error);
      },
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  const html = Buffer.concat(chunks).toString('utf8');
  // A part that failed to render would ship as its fallback: fail the build instead.
  if (errors.length > 0) throw new Error(`${url} did not render`, { cause: errors[0] });
  // React puts the hoisted head tags first; the app's markup starts at its first <div>.
  const split = html.indexOf('<div');
  return { head: html.slice(0, split), body: html.slice(split) };
}
