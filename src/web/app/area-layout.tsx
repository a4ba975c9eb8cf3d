import { Suspense } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Outlet } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import type { SiteArea } from './site-header';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** An area's frame (SPEC section 2): its header's links, and a footer everywhere but the technician area. */
export function AreaLayout({ area }: { area: SiteArea }) {
  const { t } = useTranslation();
  return (
    <>
      <SiteHeader area={area} />
      <main id="main" className="flex-1" tabIndex={-1}>
        {/* A page that arrived rendered keeps its server HTML here until its code has loaded and
            taken it over (main.tsx); the spinner is for pages opened within the app. */}
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <Outlet />
        </Suspense>
      </main>
      {area === 'technician' ? null : <SiteFooter />}
    </>
  );
}
