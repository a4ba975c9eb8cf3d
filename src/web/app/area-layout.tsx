import { lazy, Suspense } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Outlet } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { AreaBoundary, QuietBoundary } from './error-boundary';
import { ReplayHeldInput } from './replay-held-input';
import type { SiteArea } from './site-header';
import { SiteHeader } from './site-header';

// The footer is below the fold: its code follows the app's (an arrived page keeps the footer's HTML,
// real links, until it comes), which left room on every page for the error screens (decision 033).
const SiteFooter = lazy(() => import('./site-footer').then(({ SiteFooter }) => ({ default: SiteFooter })));

/**
 * An area's frame (SPEC section 2): its header's links, and a footer everywhere but the technician area;
 * a page that fails shows the area's error screen between them.
 */
export function AreaLayout({ area }: { area: SiteArea }) {
  const { t } = useTranslation();
  return (
    <>
      <SiteHeader area={area} />
      <main id="main" className="flex-1" tabIndex={-1}>
        {/* A page that arrived rendered keeps its server HTML here until its code has loaded and
            taken it over (main.tsx); the spinner is for pages opened within the app. */}
        <AreaBoundary area={area}>
          <Suspense fallback={<Spinner label={t('loading')} />}>
            <Outlet />
            {/* Inside the boundary: it runs once the page itself has been hydrated, not only the frame. */}
            <ReplayHeldInput />
          </Suspense>
        </AreaBoundary>
      </main>
      {area === 'technician' ? null : (
        <QuietBoundary>
          <Suspense fallback={null}>
            <SiteFooter />
          </Suspense>
        </QuietBoundary>
      )}
    </>
  );
}
