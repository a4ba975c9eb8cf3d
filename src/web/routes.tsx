import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { matchPath, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import type { FlatNamespace } from 'i18next';
import { pagePaths, pagesOf } from '@shared/paths';
import type { PageKey } from '@shared/paths';
import { AppShell } from './app/app-shell';
import { AreaLayout } from './app/area-layout';
import { AreaBoundary } from './app/error-boundary';
import i18n from './i18n';
import { areaTexts, notFoundTexts, pageTexts } from './page-texts';
import type { LegalKey } from './routes/content/legal-page';
import type { ServicePageSlug } from './routes/content/service-page';

type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * A page's code and its texts (in English and the language on screen), fetched side by side: the page
 * shows once both are here, so it never shows English first (decision 045).
 */
const withTexts =
  (load: PageModule, namespaces: readonly FlatNamespace[] = []): PageModule =>
  () =>
    Promise.all([load(), i18n.loadNamespaces(namespaces)]).then(([page]) => page);
const adminLogin: PageModule = () => import('./routes/auth/admin-login-page');
const legalPage =
  (page: LegalKey): PageModule =>
  () =>
    import('./routes/content/legal-page').then((m) => ({ default: () => <m.LegalPage page={page} /> }));
const servicePage =
  (slug: ServicePageSlug): PageModule =>
  () =>
    import('./routes/content/service-page').then((m) => ({ default: () => <m.ServicePage slug={slug} /> }));

// Each page is its own chunk: a visitor downloads only the pages they open. The keys come from the
// shared page list, which the server also uses to answer unknown paths with 404.
const pageModules: Record<PageKey, PageModule> = {
  home: () => import('./routes/public/home-page'),
  services: () => import('./routes/public/services-page'),
  devices: () => import('./routes/public/devices-page'),
  device: () => import('./routes/public/device-detail-page'),
  booking: () => import('./routes/public/booking-page'),
  bookingConfirmation: () => import('./routes/public/booking-confirmation-page'),
  book: () => import('./routes/public/book-page'),
  about: () => import('./routes/content/about-page'),
  contact: () => import('./routes/content/contact-page'),
  faq: () => import('./routes/content/faq-page'),
  privacy: legalPage('privacy'),
  terms: legalPage('terms'),
  warranty: legalPage('warranty'),
  cookies: legalPage('cookies'),
  blog: () => import('./routes/content/blog-page'),
  article: () => import('./routes/content/article-page'),
  serviceScreen: servicePage('screen-repair'),
  serviceBattery: servicePage('battery-replacement'),
  serviceWater: servicePage('water-damage'),
  serviceCharging: servicePage('charging-port'),
  serviceSpeakerMic: servicePage('speaker-mic'),
  auth: () => import('./routes/auth/auth-page'),
  authConfirmation: () => import('./routes/auth/auth-confirmation-page'),
  resetPassword: () => import('./routes/auth/reset-password-page'),
  admin: adminLogin,
  adminAuth: adminLogin,
  technicianAuth: () => import('./routes/auth/technician-login-page'),
  dashboard: () => import('./routes/account/dashboard-page'),
  dashboardProfile: () => import('./routes/account/profile-page'),
  dashboardHistory: () => import('./routes/account/history-page'),
  dashboardNotifications: () => import('./routes/account/notifications-page'),
  referrals: () => import('./routes/account/referrals-page'),
  warrantyCard: () => import('./routes/account/warranty-card-page'),
  invoice: () => import('./routes/account/invoice-page'),
  track: () => import('./routes/public/track-page'),
  trackWarranty: () => import('./routes/public/track-warranty-page'),
  // In the tracking page's chunk: one file less for every page to know of (the home page's budget).
  trackReceipt: () => import('./routes/public/track-page').then((m) => ({ default: m.TrackReceiptPage })),
  trackInvoice: () => import('./routes/public/track-invoice-page'),
  adminUsers: () => import('./routes/admin/admin-users-page'),
  adminContent: () => import('./routes/admin/admin-content-page'),
  usersLocation: () => import('./routes/admin/users-location-page'),
  technicianDashboard: () => import('./routes/technician/technician-dashboard-page'),
  technicianBlog: () => import('./routes/technician/technician-blog-page'),
  technicianAbout: () => import('./routes/technician/technician-about-page'),
  technicianGuidelines: () => import('./routes/technician/technician-guidelines-page'),
  technicianSettings: () => import('./routes/technician/technician-settings-page'),
};

const loadPage = (key: PageKey) => withTexts(pageModules[key], pageTexts[key]);
const pages = Object.fromEntries(
  (Object.keys(pageModules) as PageKey[]).map((key) => [key, lazy(loadPage(key))]),
) as Record<PageKey, LazyExoticComponent<ComponentType>>;
const NotFoundPage = lazy(withTexts(() => import('./routes/public/not-found-page'), notFoundTexts));

/**
 * Starts loading the code and texts of the page at `pathname` now, beside the app's own, rather than
 * when the app first renders it (decision 021).
 */
export function preloadPage(pathname: string) {
  const key = (Object.keys(pageModules) as PageKey[]).find((page) => matchPath(pagePaths[page], pathname));
  if (key) void loadPage(key)().catch(() => undefined);
}

// The signed-in areas' guards and strings load with their own chunks, never on public pages.
const CustomerArea = lazy(withTexts(() => import('./app/areas/customer-area'), areaTexts.customer));
const AdminArea = lazy(withTexts(() => import('./app/areas/admin-area'), areaTexts.admin));
const TechnicianArea = lazy(withTexts(() => import('./app/areas/technician-area'), areaTexts.technician));

// Each area's pages, as the page table classifies them: who may open a page decides whether it sits
// behind its area's guard.
const publicPages = pagesOf('public', 'anyone');
const customerPages = pagesOf('customer', 'signedIn');
const adminSignIn = pagesOf('admin', 'anyone');
const adminPages = pagesOf('admin', 'admin');
const technicianSignIn = pagesOf('technician', 'anyone');
const technicianPages = pagesOf('technician', 'technician');

const pageRoutes = (keys: readonly PageKey[]): RouteObject[] =>
  keys.map((key) => {
    const Page = pages[key];
    return { path: pagePaths[key], element: <Page /> };
  });

// Route objects rather than <Route> elements: React Router then needs none of its code that reads
// routes out of JSX children.
const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      {
        element: <AreaLayout area="public" />,
        children: [
          ...pageRoutes(publicPages),
          // The customer's pages fail inside their own boundary (decision 033).
          {
            element: (
              <AreaBoundary area="customer">
                <CustomerArea />
              </AreaBoundary>
            ),
            children: pageRoutes(customerPages),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <AreaLayout area="admin" />,
        children: [...pageRoutes(adminSignIn), { element: <AdminArea />, children: pageRoutes(adminPages) }],
      },
      {
        element: <AreaLayout area="technician" />,
        children: [
          ...pageRoutes(technicianSignIn),
          { element: <TechnicianArea />, children: pageRoutes(technicianPages) },
        ],
      },
    ],
  },
];

/** One layout per area (SPEC section 2), each signed-in area behind its one guard. */
export function AppRoutes() {
  return useRoutes(routes);
}
