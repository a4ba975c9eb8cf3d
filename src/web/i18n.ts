import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { account } from './locales/en/account';
import type { admin } from './locales/en/admin';
import type { adminCatalogue } from './locales/en/admin-catalogue';
import type { booking } from './locales/en/booking';
import type { mapPicker } from './locales/en/map-picker';
import type { pages } from './locales/en/pages';
import type { technician } from './locales/en/technician';
import type { technicianJobs } from './locales/en/technician-jobs';
import type { warranty } from './locales/en/warranty';
import type { tracking } from './locales/en/tracking';
import { auth } from './locales/en/auth';
import { blog } from './locales/en/blog';
import { catalogue } from './locales/en/catalogue';
import { common } from './locales/en/common';
import { errors } from './locales/en/errors';
import { home } from './locales/en/home';

// Every string a person reads comes from here, keyed by feature. English is bundled; Hindi and Odia
// (locales/hi, locales/or) are downloaded by those who read them (locales/translations.ts).
export const resources = { en: { common, errors, home, catalogue, blog, auth } } as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // The signed-in areas' and content pages' strings load with their pages (locales/load-*.ts).
    resources: (typeof resources)['en'] & {
      account: typeof account;
      admin: typeof admin;
      adminCatalogue: typeof adminCatalogue;
      booking: typeof booking;
      mapPicker: typeof mapPicker;
      pages: typeof pages;
      technician: typeof technician;
      technicianJobs: typeof technicianJobs;
      warranty: typeof warranty;
      tracking: typeof tracking;
    };
  }
}

void i18n.use(initReactI18next).init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'hi', 'or'],
  // Texts that arrive after a page rendered (a language's namespace) render again at once.
  react: { bindI18nStore: 'added' },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});

export default i18n;
