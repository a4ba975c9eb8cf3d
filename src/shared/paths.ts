// The pages the web app has. The router renders exactly these; the server answers them with the app
// and 200, and anything else with the app and 404 (where it shows 'Page Not Found').

import { splitLanguagePath } from './language-paths';

/** The part of the site a page belongs to: its layout and header, and for signed-in areas its guard. */
export type PageArea = 'public' | 'customer' | 'admin' | 'technician';
/** Who may open a page: anyone, any signed-in person, or only holders of a staff role. Where the others
 * go instead is each guarded page's rule in the web app's access rules. */
export type PageOpener = 'anyone' | 'signedIn' | 'admin' | 'technician';

/** The classifications the router has a place for: customers' pages are for anyone signed in, and
 * each staff area has its sign-in pages (for anyone) and its own pages (for its role). */
type PageEntry = { path: string } & (
  | { area: 'public'; opens: 'anyone' }
  | { area: 'customer'; opens: 'signedIn' }
  | { area: 'admin'; opens: 'anyone' | 'admin' }
  | { area: 'technician'; opens: 'anyone' | 'technician' }
);

// Every page, classified: a page without its area and who may open it does not compile, the router is
// built from this table, and a guarded page without its access rule does not compile either.
export const pages = {
  home: { path: '/', area: 'public', opens: 'anyone' },
  services: { path: '/services', area: 'public', opens: 'anyone' },
  devices: { path: '/devices', area: 'public', opens: 'anyone' },
  device: { path: '/devices/:slug', area: 'public', opens: 'anyone' },
  booking: { path: '/booking', area: 'public', opens: 'anyone' },
  bookingConfirmation: { path: '/booking-confirmation', area: 'public', opens: 'anyone' },
  book: { path: '/book', area: 'public', opens: 'anyone' },
  // Content
  about: { path: '/about', area: 'public', opens: 'anyone' },
  contact: { path: '/contact', area: 'public', opens: 'anyone' },
  faq: { path: '/faq', area: 'public', opens: 'anyone' },
  privacy: { path: '/privacy', area: 'public', opens: 'anyone' },
  terms: { path: '/terms', area: 'public', opens: 'anyone' },
  warranty: { path: '/warranty', area: 'public', opens: 'anyone' },
  cookies: { path: '/cookies', area: 'public', opens: 'anyone' },
  blog: { path: '/blog', area: 'public', opens: 'anyone' },
  article: { path: '/blog/:slug', area: 'public', opens: 'anyone' },
  serviceScreen: { path: '/services/screen-repair', area: 'public', opens: 'anyone' },
  serviceBattery: { path: '/services/battery-replacement', area: 'public', opens: 'anyone' },
  serviceWater: { path: '/services/water-damage', area: 'public', opens: 'anyone' },
  serviceCharging: { path: '/services/charging-port', area: 'public', opens: 'anyone' },
  serviceSpeakerMic: { path: '/services/speaker-mic', area: 'public', opens: 'anyone' },
  // Sign-in
  auth: { path: '/auth', area: 'public', opens: 'anyone' },
  authConfirmation: { path: '/auth-confirmation', area: 'public', opens: 'anyone' },
  resetPassword: { path: '/reset-password', area: 'public', opens: 'anyone' },
  admin: { path: '/admin', area: 'admin', opens: 'anyone' },
  adminAuth: { path: '/admin/auth', area: 'admin', opens: 'anyone' },
  technicianAuth: { path: '/technician/auth', area: 'technician', opens: 'anyone' },
  // Customers
  dashboard: { path: '/dashboard', area: 'customer', opens: 'signedIn' },
  dashboardProfile: { path: '/dashboard/profile', area: 'customer', opens: 'signedIn' },
  dashboardHistory: { path: '/dashboard/history', area: 'customer', opens: 'signedIn' },
  dashboardNotifications: { path: '/dashboard/notifications', area: 'customer', opens: 'signedIn' },
  referrals: { path: '/referrals', area: 'customer', opens: 'signedIn' },
  warrantyCard: { path: '/dashboard/warranty/:id', area: 'customer', opens: 'signedIn' },
  // A booking's invoice: its customer's, and any for an admin (decision 062).
  invoice: { path: '/dashboard/invoice/:id', area: 'customer', opens: 'signedIn' },
  // Guests follow a booking by the link in its messages (spec decision 18)
  track: { path: '/track/:token', area: 'public', opens: 'anyone' },
  trackWarranty: { path: '/track/:token/warranty', area: 'public', opens: 'anyone' },
  trackReceipt: { path: '/track/:token/receipt', area: 'public', opens: 'anyone' },
  trackInvoice: { path: '/track/:token/invoice', area: 'public', opens: 'anyone' },
  // Admins
  adminUsers: { path: '/admin/users', area: 'admin', opens: 'admin' },
  adminContent: { path: '/admin/content', area: 'admin', opens: 'admin' },
  usersLocation: { path: '/users_location', area: 'admin', opens: 'admin' },
  // Technicians
  technicianDashboard: { path: '/technician/dashboard', area: 'technician', opens: 'technician' },
  technicianBlog: { path: '/technician/blog', area: 'technician', opens: 'technician' },
  technicianAbout: { path: '/technician/about', area: 'technician', opens: 'technician' },
  technicianGuidelines: { path: '/technician/guidelines', area: 'technician', opens: 'technician' },
  technicianSettings: { path: '/technician/settings', area: 'technician', opens: 'technician' },
} as const satisfies Record<string, PageEntry>;
export type PageKey = keyof typeof pages;

/** Each page's path pattern (`/devices/:slug`). */
export const pagePaths = Object.fromEntries(Object.entries(pages).map(([key, page]) => [key, page.path])) as {
  readonly [K in PageKey]: (typeof pages)[K]['path'];
};

/** The pages of an area that the given people may open. */
export function pagesOf(area: PageArea, opens: PageOpener): PageKey[] {
  return (Object.keys(pages) as PageKey[]).filter(
    (key) => pages[key].area === area && pages[key].opens === opens,
  );
}

/** The names of a path pattern's parameters: `'slug'` for `/devices/:slug`. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;
type PageParams<K extends PageKey> = Record<ParamNames<(typeof pages)[K]['path']>, string>;
type Search = Record<string, string | number | undefined>;
/** A page with parameters needs them; one without takes none. Either may have a query. */
type HrefArguments<K extends PageKey> = [ParamNames<(typeof pages)[K]['path']>] extends [never]
  ? [search?: Search]
  : [params: PageParams<K>, search?: Search];

/**
 * The address of a page, checked against the table: `href('device', { slug })`,
 * `href('devices', { q: 'pixel' })`. Links name pages through it, never by a literal path (lint).
 */
export function href<K extends PageKey>(page: K, ...rest: HrefArguments<K>): string {
  const pattern: string = pages[page].path;
  const hasParams = pattern.includes(':');
  const params = (hasParams ? rest[0] : undefined) as Record<string, string> | undefined;
  const search = hasParams ? rest[1] : rest[0];
  const path = params ? pathTo(pattern, params) : pattern;
  const query = Object.entries(search ?? {}).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined,
  );
  return query.length === 0 ? path : `${path}?${new URLSearchParams(query.map(([k, v]) => [k, String(v)]))}`;
}

/** A page's address with its parameters filled in: `pathTo(pagePaths.warrantyCard, { id })`. */
export function pathTo(path: string, params: Record<string, string>): string {
  return path.replace(/:([a-zA-Z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

let pagePatterns: readonly RegExp[] | undefined;

/** Whether the app has a page at `pathname` (in any language path). Made when first asked, so the
 * browser's bundle, which never asks, carries none of it. */
export function isClientRoute(pathname: string): boolean {
  pagePatterns ??= Object.values(pagePaths).map(
    (path) => new RegExp(`^${path.replace(/:[a-zA-Z]+/g, '[a-z0-9]+(?:-[a-z0-9]+)*')}$`),
  );
  const { path: withoutLanguage } = splitLanguagePath(pathname);
  const path = withoutLanguage.length > 1 ? withoutLanguage.replace(/\/+$/, '') : withoutLanguage;
  return pagePatterns.some((pattern) => pattern.test(path));
}

/** The slug of a blog article path, if it is one. */
export function articlePageSlug(pathname: string): string | undefined {
  return /^\/blog\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/.exec(pathname)?.[1];
}

/** The device slug of a device page path, if it is one. */
export function devicePageSlug(pathname: string): string | undefined {
  return /^\/devices\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/.exec(pathname)?.[1];
}

/** The streamed CSV of the admin's filtered booking list (a download link, not a JSON call). */
export const adminBookingExportPath = '/api/admin/bookings/export';
