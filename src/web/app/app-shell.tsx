import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Toaster } from 'sonner';
import { useTheme } from '../features/theme/theme-context';
import { ScrollToTop } from './scroll-to-top';

/** What every page has, whatever its area: the skip link, scrolling to the top, and the toasts. */
export function AppShell() {
  const { t } = useTranslation();
  const { theme } = useTheme();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <ScrollToTop />
      <Outlet />
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
