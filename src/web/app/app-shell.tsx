import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Toaster } from 'sonner';
import { useTheme } from '../features/theme/theme-context';
import { ScrollToTop } from './scroll-to-top';
import { ToastsOnNavigation } from './toasts-on-navigation';

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
      <ToastsOnNavigation />
      <Outlet />
      {/*
        The toasts' rule (decision 016), shown through src/web/lib/toast.ts:
        - A field error is shown inline, under its field; the submit gets at most one summary toast.
          A refusal that is not about a field (network, a rule of the server) is one toast. Each
          toast has a stable id, so the same message again replaces it instead of piling up.
        - Bottom right on wider screens, where no page puts its h1; across the bottom on phones, above
          the safe area and above a floating bar (--floating-bar-height, lib/floating-bar.ts).
        - A route change clears them, except the toast that explains that change
          (`explainsNavigation`: 'Access Denied', 'Signed out', 'Booking Successful!').
        - Colours with 4.5:1 contrast in both themes: styles.css, not sonner's own rich colours.
      */}
      <Toaster
        richColors
        closeButton
        position="bottom-right"
        offset={{ bottom: 'calc(24px + var(--floating-bar-height, 0px))', right: 24 }}
        mobileOffset={{
          bottom: 'calc(16px + env(safe-area-inset-bottom, 0px) + var(--floating-bar-height, 0px))',
          left: 16,
          right: 16,
        }}
        theme={theme}
        containerAriaLabel={t('toasts.region')}
        toastOptions={{ closeButtonAriaLabel: t('toasts.close') }}
      />
    </div>
  );
}
