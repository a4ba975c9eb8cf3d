import { Translator } from './lib/translator';
import type account from '../locales/en/account.json';
import type admin from '../locales/en/admin.json';
import type auth from '../locales/en/auth.json';
import type blog from '../locales/en/blog.json';
import type errors from '../locales/en/errors.json';
import type adminCatalogue from '../locales/en/admin-catalogue.json';
import type adminSchedule from '../locales/en/admin-schedule.json';
import type teamSchedule from '../locales/en/team-schedule.json';
import type teamCash from '../locales/en/team-cash.json';
import type adminAlerts from '../locales/en/admin-alerts.json';
import type booking from '../locales/en/booking.json';
import type devices from '../locales/en/devices.json';
import type fieldMessages from '../locales/en/field-messages.json';
import type mapPicker from '../locales/en/map-picker.json';
import type notFound from '../locales/en/not-found.json';
import type pages from '../locales/en/pages.json';
import type table from '../locales/en/table.json';
import type technician from '../locales/en/technician.json';
import type technicianJobs from '../locales/en/technician-jobs.json';
import type warranty from '../locales/en/warranty.json';
import type tracking from '../locales/en/tracking.json';
import articles from '../locales/en/articles.json' with { type: 'json' };
import catalogue from '../locales/en/catalogue.json' with { type: 'json' };
import common from '../locales/en/common.json' with { type: 'json' };
import home from '../locales/en/home.json' with { type: 'json' };

// Every string a person reads comes from here, keyed by feature. What every page shows is bundled in
// English; every other namespace, and every Hindi and Odia one, is downloaded when something names it
// (locales/namespaces.ts, decision 045).
export const resources = { en: { common, home, catalogue, articles } } as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // Downloaded when a component, a route or a module names them (locales/namespaces.ts).
    resources: (typeof resources)['en'] & {
      account: typeof account;
      admin: typeof admin;
      auth: typeof auth;
      blog: typeof blog;
      errors: typeof errors;
      adminCatalogue: typeof adminCatalogue;
      adminSchedule: typeof adminSchedule;
      teamSchedule: typeof teamSchedule;
      teamCash: typeof teamCash;
      adminAlerts: typeof adminAlerts;
      booking: typeof booking;
      devices: typeof devices;
      fieldMessages: typeof fieldMessages;
      mapPicker: typeof mapPicker;
      notFound: typeof notFound;
      pages: typeof pages;
      table: typeof table;
      technician: typeof technician;
      technicianJobs: typeof technicianJobs;
      warranty: typeof warranty;
      tracking: typeof tracking;
    };
  }
}

// The site's texts, read through lib/use-translation.ts (decision 026). The declaration above gives
// i18next's types the resources, so every key is checked at compile time; i18next itself is not
// bundled.
const i18n = new Translator(resources, 'common', (language, namespace) =>
  import('./locales/namespaces').then((registry) => registry.readNamespace(language, namespace)),
);

export default i18n;
