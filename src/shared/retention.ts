// How long the product keeps each kind of data, in one place: the privacy page states these periods
// (src/web/routes/content/privacy-periods.ts puts them in its sentences) and the retention job
// (src/server/domain/data-retention.ts) deletes by them. Change a period here and both follow.

/** A sign-in session ends after this many days without use (the auth library's session lifetime). */
export const SESSION_DAYS = 30;

export const RETENTION_DAYS = {
  /** Sign-in codes and links, and password-reset links, counted from when they stop working. */
  signInCodesAfterExpiry: 1,
  /** Counters of wrong codes and of requests per address (they hold IP addresses and e-mail addresses). */
  attemptCounters: 1,
  /** The random key a booking form sends so that a repeated click makes one booking, not two. */
  bookingRetryKeys: 1,
  /** Copies of the e-mails and text messages sent, counted from when they were written. */
  messageCopies: 365,
  /** Messages sent through the contact form. */
  contactMessages: 365,
  /** The anonymous answers to 'Did this fix work?' on the repair guides. */
  guideAnswers: 365,
  /** Reports of errors in browsers (no address, query, token or personal data), and counts of server errors. */
  errorReports: 30,
} as const;

export type RetentionKind = keyof typeof RETENTION_DAYS;
