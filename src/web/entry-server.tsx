import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { isArticleSlug } from '@shared/blog-slugs';
import { splitLanguagePath } from '@shared/language-paths';
import { articlePageSlug } from '@shared/paths';
import type { PageData } from '@shared/page-template';
import { PRERENDER_PLACEHOLDERS } from '@shared/site-config';
import { loadArticleContent } from './features/blog/article-content';
import { ThemeProvider } from './features/theme/theme-context';
import i18n from './i18n';
import { loadEveryNamespace } from './locales/translations';
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
}

/**
 * `data`: what the page's queries would fetch, by query key (the catalogue pages' devices, brands and
 * services); the app starts with the same data, so it renders the same page over it.
 */
export async function renderPage(url: string, data: PageData = []): Promise<RenderedPage> {
  // A language path (/hi/…, /or/…) is rendered in its language, with every link in its path. Only
  // the build renders those (one page at a time); the server renders English catalogue pages.
  const { language = 'en', path } = splitLanguagePath(url);
  await i18n.changeLanguage(language);
  if (language !== 'en') await loadEveryNamespace(language);
  try {
    return await renderInLanguage(url, path, language, data);
  } finally {
    await i18n.changeLanguage('en');
  }
}

async function renderInLanguage(
  url: string,
  path: string,
  language: string,
  data: PageData,
): Promise<RenderedPage> {
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
            <AppRoutes />
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
