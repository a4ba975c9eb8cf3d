import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Outlet } from 'react-router';
import { requestToastRegion, subscribeToToastRegion, toastRegionWanted } from '../lib/toast';
import { AreaBoundary, QuietBoundary } from './error-boundary';
import { ScrollToTop } from './scroll-to-top';
import { ToastsOnNavigation } from './toasts-on-navigation';

// The toasts and their library are not needed to show a page: they load on the first key or pointer
// press (before whatever that press may report), or with the first toast (decision 021).
const ToastRegion = lazy(() => import('./toast-region'));

/** What every page has, whatever its area: the skip link, scrolling to the top, and the toasts. */
export function AppShell() {
  const { t } = useTranslation();
  const toastsWanted = useSyncExternalStore(subscribeToToastRegion, toastRegionWanted, () => false);
  useEffect(() => {
    if (toastRegionWanted()) return;
    const events = ['pointerdown', 'keydown'] as const;
    const want = () => {
      requestToastRegion();
      for (const event of events) window.removeEventListener(event, want, true);
    };
    for (const event of events) window.addEventListener(event, want, { capture: true, passive: true });
    return () => {
      for (const event of events) window.removeEventListener(event, want, true);
    };
  }, []);
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
      <AreaBoundary area="shell">
        <Outlet />
      </AreaBoundary>
      {toastsWanted ? (
        <QuietBoundary>
          <Suspense fallback={null}>
            <ToastRegion />
          </Suspense>
        </QuietBoundary>
      ) : null}
    </div>
  );
}
