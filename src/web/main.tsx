import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { PAGE_DATA_ELEMENT_ID } from '@shared/page-template';
import type { PageData } from '@shared/page-template';
import { ApiError } from './lib/api-client';
import { AppRoutes, preloadPage } from './routes';
import { ThemeProvider } from './features/theme/theme-context';
import { initialLanguage, showLanguage } from './lib/language';
import { watchErrors } from './lib/report-error';
import i18n from './i18n';
import './styles.css';

// Errors from here on reach the team (decision 033).
watchErrors();

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // A 4xx answer will not change on retry; network and server failures may.
      retry: (failureCount, error) =>
        failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
  },
});

// A page that arrives rendered carries the data it was rendered with (the contact details; on the
// catalogue's pages, the catalogue): the app starts with it, so it takes the page over as it stands
// instead of fetching it again (decision 021).
const pageData = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
if (pageData)
  for (const [key, value] of JSON.parse(pageData) as PageData) queryClient.setQueryData(key, value);

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
const language = initialLanguage();
// Hindi or Odia: the texts start downloading now (the page's own beside its code, routes.tsx), and
// the app starts once they are here, so nothing shows in English first.
void i18n.changeLanguage(language);
const languageShown = language === 'en' ? null : showLanguage(language);
preloadPage(window.location.pathname);

// index.html carries a title and description for clients without JavaScript; each page renders its
// own, so the static ones go.
document.head.querySelectorAll('[data-static]').forEach((element) => element.remove());

// A language path (/hi/…, /or/…) is the base of every link on the page: a reader stays in it.
// (The rule is splitLanguagePath's in @shared/language-paths; written out here, it costs the first load less.)
const languageBase = /^\/(hi|or)(?=\/|$)/.exec(window.location.pathname)?.[0];
const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <BrowserRouter basename={languageBase}>
          <AppRoutes />
        </BrowserRouter>
      </ThemeProvider>
    </QueryClientProvider>
  </StrictMode>
);
// A page that arrives rendered (at build time, or by the server with the catalogue's data) is taken
// over where it stands: React hydrates it, creating no elements and moving nothing. Any other page is
// rendered. Either in a transition, in slices that leave the browser free between them.
// This script itself starts after the first paint (scripts/scripts-after-first-paint.ts). Decision 021.
// A page rendered in English is rendered again, not hydrated, for someone who reads another language.
// A page frame (the header and footer the server sends around a page it does not render) says
// data-language="frame", which no language is: it is rendered over, never hydrated (decision 034).
const renderedIn = root.dataset.language ?? 'en';
const start = () =>
  startTransition(() => {
    if (root.hasChildNodes() && renderedIn === language) hydrateRoot(root, app);
    // React clears what is there when it first renders: the old page stays until the new one is ready.
    else createRoot(root).render(app);
  });
// Not a top-level await: that would split this entry into many small files (decision 021).
if (languageShown) void languageShown.then(start, start);
else start();
