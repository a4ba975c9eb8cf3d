import type { Language } from './languages';

// Spec decision 4: one set of status values, stored and counted as written here.
export const bookingStatuses = ['pending', 'confirmed', 'in_progress', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export const bookingStatusLabels: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export function isActiveBookingStatus(status: string): boolean {
  const lower = status.toLowerCase();
  return lower !== 'cancelled' && lower !== 'completed';
}

/**
 * What each status means to the customer, in the same words on every page, e-mail and SMS: a new
 * booking is Pending until the confirmation call (the page's 'Booking Confirmed' title is the spec's).
 * The web keeps its copy in locales/en/account.ts (bookingStatusMeaning); a test holds them equal.
 */
export const bookingStatusMeanings: Record<BookingStatus, string> = {
  pending: 'Received. We will call you within 30 minutes to confirm the visit.',
  confirmed: 'A technician is assigned and will come at the agreed time.',
  in_progress: 'The technician has started the repair.',
  completed: 'The repair is done and its warranty has started.',
  cancelled: 'This visit has been called off.',
};

/**
 * The status words in every language, for e-mails and texts: English as above; Hindi and Odia the
 * glossary's status words and the exact meanings the web shows (locales/hi and locales/or,
 * common.ts bookingStatusMeaning), so that a message and the page it links to say the same
 * (src/server/notifications/templates/translated-messages.test.ts holds the meanings equal).
 */
export const bookingStatusLabelsIn: Record<Language, Record<BookingStatus, string>> = {
  en: bookingStatusLabels,
  hi: {
    pending: 'प्राप्त',
    confirmed: 'पक्की',
    in_progress: 'मरम्मत जारी',
    completed: 'पूरी हुई',
    cancelled: 'रद्द',
  },
  or: {
    pending: 'ଗ୍ରହଣ ହେଲା',
    confirmed: 'ନିଶ୍ଚିତ',
    in_progress: 'ମରାମତି ଚାଲିଛି',
    completed: 'ସମ୍ପୂର୍ଣ୍ଣ',
    cancelled: 'ବାତିଲ୍',
  },
};

export const bookingStatusMeaningsIn: Record<Language, Record<BookingStatus, string>> = {
  en: bookingStatusMeanings,
  hi: {
    pending: 'बुकिंग मिल गई है। विज़िट पक्की करने के लिए हम 30 मिनट के अंदर आपको कॉल करेंगे।',
    confirmed: 'आपके लिए तकनीशियन तय हो गया है। वह तय समय पर आएगा।',
    in_progress: 'तकनीशियन ने मरम्मत शुरू कर दी है।',
    completed: 'मरम्मत पूरी हो गई है और इसकी वारंटी शुरू हो गई है।',
    cancelled: 'यह विज़िट रद्द कर दी गई है।',
  },
  or: {
    pending: 'ବୁକିଂ ମିଳିଛି। ଭିଜିଟ୍ ନିଶ୍ଚିତ କରିବା ପାଇଁ ଆମେ 30 ମିନିଟ୍ ଭିତରେ ଆପଣଙ୍କୁ ଫୋନ୍ କରିବୁ।',
    confirmed: 'ଆପଣଙ୍କ ପାଇଁ ଟେକ୍ନିସିଆନ ଠିକ୍ ହୋଇଛନ୍ତି। ସେ ସ୍ଥିର ହୋଇଥିବା ସମୟରେ ଆସିବେ।',
    in_progress: 'ଟେକ୍ନିସିଆନ ମରାମତି ଆରମ୍ଭ କରିଦେଇଛନ୍ତି।',
    completed: 'ମରାମତି ସରିଛି ଏବଂ ଏହାର ୱାରେଣ୍ଟି ଆରମ୍ଭ ହୋଇଛି।',
    cancelled: 'ଏହି ଭିଜିଟ୍ ବାତିଲ୍ ହୋଇଛି।',
  },
};

/** 'Pending – Received. We will call you…': the status and what it means, in one line. */
export function describeBookingStatus(status: BookingStatus, language: Language = 'en'): string {
  return `${bookingStatusLabelsIn[language][status]} – ${bookingStatusMeaningsIn[language][status]}`;
}
