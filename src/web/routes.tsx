import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import { pagePaths } from '@shared/paths';
import type { PageKey } from '@shared/paths';
import { adminPages, customerPages, technicianPages } from './app/access-rules';
import { AppShell } from './app/app-shell';
import { AreaLayout } from './app/area-layout';
import type { LegalKey } from './routes/content/legal-page';
import type { ServicePageSlug } from './routes/content/service-page';

const adminLogin = lazy(() => import('./routes/auth/admin-login-page'));
const legalPage = (page: LegalKey) =>
  lazy(() =>
    import('./routes/content/legal-page').then((m) => ({ default: () => <m.LegalPage page={page} /> })),
  );
const servicePage = (slug: ServicePageSlug) =>
  lazy(() =>
    import('./routes/content/service-page').then((m) => ({ default: () => <m.ServicePage slug={slug} /> })),
  );

// Each page is its own chunk: a visitor downloads only the pages they open. The keys come from the
// shared page list, which the server also uses to answer unknown paths with 404.
const pages: Record<PageKey, LazyExoticComponent<ComponentType>> = {
  home: lazy(() => import('./routes/public/home-page')),
  services: lazy(() => import('./routes/public/services-page')),
  devices: lazy(() => import('./routes/public/devices-page')),
  device: lazy(() => import('./routes/public/device-detail-page')),
  booking: lazy(() => import('./routes/public/booking-page')),
  bookingConfirmation: lazy(() => import('./routes/public/booking-confirmation-page')),
  book: lazy(() => import('./routes/public/book-page')),
  about: lazy(() => import('./routes/content/about-page')),
  contact: lazy(() => import('./routes/content/contact-page')),
  faq: lazy(() => import('./routes/content/faq-page')),
  privacy: legalPage('privacy'),
  terms: legalPage('terms'),
  warranty: legalPage('warranty'),
  cookies: legalPage('cookies'),
  blog: lazy(() => import('./routes/content/blog-page')),
  article: lazy(() => import('./routes/content/article-page')),
  serviceScreen: servicePage('screen-repair'),
  serviceBattery: servicePage('battery-replacement'),
  serviceWater: servicePage('water-damage'),
  serviceCharging: servicePage('charging-port'),
  serviceSpeakerMic: servicePage('speaker-mic'),
  auth: lazy(() => import('./routes/auth/auth-page')),
  authConfirmation: lazy(() => import('./routes/auth/auth-confirmation-page')),
  resetPassword: lazy(() => import('./routes/auth/reset-password-page')),
  admin: adminLogin,
  adminAuth: adminLogin,
  technicianAuth: lazy(() => import('./routes/auth/technician-login-page')),
  dashboard: lazy(() => import('./routes/account/dashboard-page')),
  dashboardProfile: lazy(() => import('./routes/account/profile-page')),
  dashboardHistory: lazy(() => import('./routes/account/history-page')),
  dashboardNotifications: lazy(() => import('./routes/account/notifications-page')),
  referrals: lazy(() => import('./routes/account/referrals-page')),
  warrantyCard: lazy(() => import('./routes/account/warranty-card-page')),
  track: lazy(() => import('./routes/public/track-page')),
  trackWarranty: lazy(() => import('./routes/public/track-warranty-page')),
  adminUsers: lazy(() => import('./routes/admin/admin-users-page')),
  adminContent: lazy(() => import('./routes/admin/admin-content-page')),
  usersLocation: lazy(() => import('./routes/admin/users-location-page')),
  technicianDashboard: lazy(() => import('./routes/technician/technician-dashboard-page')),
  technicianBlog: lazy(() => import('./routes/technician/technician-blog-page')),
  technicianAbout: lazy(() => import('./routes/technician/technician-about-page')),
  technicianGuidelines: lazy(() => import('./routes/technician/technician-guidelines-page')),
  technicianSettings: lazy(() => import('./routes/technician/technician-settings-page')),
};
const NotFoundPage = lazy(() => import('./routes/public/not-found-page'));

// The signed-in areas' guards and strings load with their own chunks, never on public pages.
const CustomerArea = lazy(() => import('./app/areas/customer-area'));
const AdminArea = lazy(() => import('./app/areas/admin-area'));
const TechnicianArea = lazy(() => import('./app/areas/technician-area'));

const guarded = new Set<PageKey>([...customerPages, ...adminPages, ...technicianPages]);
const adminSignIn: PageKey[] = ['adminAuth'];
const technicianSignIn: PageKey[] = ['technicianAuth'];
const publicPages = (Object.keys(pages) as PageKey[]).filter(
  (key) => !guarded.has(key) && !adminSignIn.includes(key) && !technicianSignIn.includes(key),
);

const pageRoutes = (keys: readonly PageKey[]) =>
  keys.map((key) => {
    const Page = pages[key];
    return <Route key={key} path={pagePaths[key]} element={<Page />} />;
  });

/** One layout per area (SPEC section 2), each signed-in area behind its one guard. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route element={<AreaLayout area="public" />}>
          {pageRoutes(publicPages)}
          <Route element={<CustomerArea />}>{pageRoutes(customerPages)}</Route>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route element={<AreaLayout area="admin" />}>
          {pageRoutes(adminSignIn)}
          <Route element={<AdminArea />}>{pageRoutes(adminPages)}</Route>
        </Route>
        <Route element={<AreaLayout area="technician" />}>
          {pageRoutes(technicianSignIn)}
          <Route element={<TechnicianArea />}>{pageRoutes(technicianPages)}</Route>
        </Route>
      </Route>
    </Routes>
  );
}
