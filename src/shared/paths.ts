// The pages the web app has. The router renders exactly these; the server answers them with the app
// and 200, and anything else with the app and 404 (where it shows 'Page Not Found').

import { splitLanguagePath } from './language-paths';

export const pagePaths = {
  home: '/',
  services: '/services',
  devices: '/devices',
  device: '/devices/:slug',
  booking: '/booking',
  bookingConfirmation: '/booking-confirmation',
  book: '/book',
  // Content
  about: '/about',
  contact: '/contact',
  faq: '/faq',
  privacy: '/privacy',
  terms: '/terms',
  warranty: '/warranty',
  cookies: '/cookies',
  blog: '/blog',
  article: '/blog/:slug',
  serviceScreen: '/services/screen-repair',
  serviceBattery: '/services/battery-replacement',
  serviceWater: '/services/water-damage',
  serviceCharging: '/services/charging-port',
  serviceSpeakerMic: '/services/speaker-mic',
  // Sign-in
  auth: '/auth',
  authConfirmation: '/auth-confirmation',
  resetPassword: '/reset-password',
  admin: '/admin',
  adminAuth: '/admin/auth',
  technicianAuth: '/technician/auth',
  // Customers
  dashboard: '/dashboard',
  dashboardProfile: '/dashboard/profile',
  dashboardHistory: '/dashboard/history',
  dashboardNotifications: '/dashboard/notifications',
  referrals: '/referrals',
  warrantyCard: '/dashboard/warranty/:id',
  // Guests follow a booking by the link in its messages (spec decision 18)
  track: '/track/:token',
  trackWarranty: '/track/:token/warranty',
  // Admins
  adminUsers: '/admin/users',
  adminContent: '/admin/content',
  usersLocation: '/users_location',
  // Technicians
  technicianDashboard: '/technician/dashboard',
  technicianBlog: '/technician/blog',
  technicianAbout: '/technician/about',
  technicianGuidelines: '/technician/guidelines',
  technicianSettings: '/technician/settings',
} as const;
export type PageKey = keyof typeof pagePaths;

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
