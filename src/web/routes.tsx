import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import { pagePaths } from '@shared/paths';
import type { PageKey } from '@shared/paths';
import { AppLayout } from './components/layout/app-layout';

// Each page is its own chunk: a visitor downloads only the pages they open. The keys come from the
// shared page list, which the server also uses to answer unknown paths with 404.
const pages: Record<PageKey, LazyExoticComponent<ComponentType>> = {
  home: lazy(() => import('./routes/public/home-page')),
  services: lazy(() => import('./routes/public/services-page')),
  devices: lazy(() => import('./routes/public/devices-page')),
  device: lazy(() => import('./routes/public/device-detail-page')),
  booking: lazy(() => import('./routes/public/booking-page')),
};
const NotFoundPage = lazy(() => import('./routes/public/not-found-page'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {(Object.keys(pages) as PageKey[]).map((key) => {
          const Page = pages[key];
          return <Route key={key} path={pagePaths[key]} element={<Page />} />;
        })}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
