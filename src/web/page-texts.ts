import type { FlatNamespace } from 'i18next';
import type { PageKey } from '@shared/paths';

// The texts each page shows beyond those every page has (i18n.ts), as its modules name them: the
// router fetches them beside the page's code, in English and the language on screen (routes.tsx,
// decision 045). A component that names a namespace not listed here waits for it itself;
// page-texts.test.ts finds such a namespace.

type Texts = readonly FlatNamespace[];

const content: Texts = ['pages'];
const signIn: Texts = ['auth', 'fieldMessages'];
// The booking's words: the reschedule dialog offers the free windows in them.
const customer: Texts = ['account', 'booking', 'fieldMessages', 'warranty'];
const tracking: Texts = ['account', 'booking', 'fieldMessages', 'tracking'];

export const pageTexts: Partial<Record<PageKey, Texts>> = {
  devices: ['devices'],
  device: ['devices'],
  booking: ['auth', 'booking', 'fieldMessages'],
  bookingConfirmation: ['account', 'blog'],
  book: ['booking'],
  about: content,
  contact: ['fieldMessages', 'pages'],
  faq: content,
  privacy: content,
  terms: content,
  warranty: content,
  cookies: content,
  blog: ['blog'],
  article: ['blog'],
  serviceScreen: content,
  serviceBattery: content,
  serviceWater: content,
  serviceCharging: content,
  serviceSpeakerMic: content,
  auth: signIn,
  authConfirmation: ['auth'],
  resetPassword: signIn,
  admin: signIn,
  adminAuth: signIn,
  technicianAuth: signIn,
  dashboard: customer,
  dashboardProfile: ['fieldMessages'],
  dashboardHistory: customer,
  dashboardNotifications: customer,
  warrantyCard: ['warranty'],
  invoice: ['account', 'errors'],
  track: tracking,
  trackWarranty: ['warranty'],
  // The receipt comes in the tracking page's module (routes.tsx).
  trackReceipt: tracking,
  trackInvoice: ['account', 'errors'],
  adminUsers: ['fieldMessages', 'table'],
  adminContent: [
    'account',
    'adminAlerts',
    'adminCatalogue',
    'adminSchedule',
    'errors',
    'fieldMessages',
    'table',
    'teamCash',
    'teamSchedule',
  ],
  usersLocation: [
    'account',
    'adminAlerts',
    'adminCatalogue',
    'adminSchedule',
    'auth',
    'errors',
    'fieldMessages',
    'table',
    'teamCash',
    'teamSchedule',
  ],
  technicianDashboard: ['account', 'fieldMessages', 'teamCash'],
  technicianSettings: ['fieldMessages', 'teamSchedule'],
};

/** What the signed-in areas' guards and frames show, fetched with them, before any of their pages. */
export const areaTexts = {
  customer: ['account'],
  admin: ['account', 'admin'],
  technician: ['account', 'technician', 'technicianJobs'],
} as const satisfies Record<string, Texts>;

export const notFoundTexts: Texts = ['notFound'];
