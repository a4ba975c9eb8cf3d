import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { useTheme } from '../features/theme/theme-context';
import { Spinner } from '../components/ui/spinner';
import { siteAreaOf } from './site-area';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { ScrollToTop } from './scroll-to-top';

export function AppLayout() {
  const { t } = useTranslation();
  const { theme } = useTheme();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <ScrollToTop />
      <SiteHeader />
      <main id="main" className="flex-1" tabIndex={-1}>
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <Outlet />
        </Suspense>
      </main>
      {/* The technician area has no footer. */}
      {siteAreaOf(pathname) === 'technician' ? null : <SiteFooter />}
      {/* Below the sticky 64 px header, so messages never hide the navigation. */}
      <Toaster
        richColors
        closeButton
        position="top-center"
        offset={{ top: 76 }}
        mobileOffset={{ top: 72 }}
        theme={theme}
      />
    </div>
  );
}
