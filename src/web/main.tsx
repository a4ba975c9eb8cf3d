import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { keepPrerenderedMain } from './app/prerendered-main';
import { ApiError } from './lib/api-client';
import { AppRoutes } from './routes';
import { ThemeProvider } from './features/theme/theme-context';
import './i18n';
import './styles.css';

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

// index.html carries a title and description for clients without JavaScript; each page renders its
// own, so the static ones go.
document.head.querySelectorAll('[data-static]').forEach((element) => element.remove());

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
keepPrerenderedMain(root);

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ThemeProvider>
    </QueryClientProvider>
  </StrictMode>,
);
