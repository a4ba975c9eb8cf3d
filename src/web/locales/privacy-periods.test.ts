import { describe, expect, it } from 'vitest';
import { OTP_VALIDITY_MINUTES } from '@shared/constants';
import { RETENTION_DAYS, SESSION_DAYS, describeDays } from '@shared/retention';
import type { RetentionKind } from '@shared/retention';
import { legalPages } from './en/pages-legal';

// The privacy page states the period of every kind of data the retention job deletes, the same
// period the job deletes by (src/server/domain/data-retention.ts reads the same constants).

const keptFor = legalPages.privacy.sections.find((s) => s.heading === 'How long we keep it')!.list;

/** The line of 'How long we keep it' about each kind. */
const lineAbout: Record<RetentionKind, string> = {
  signInCodesAfterExpiry: 'Sign-in codes:',
  attemptCounters: 'Counts of sign-in attempts',
  bookingRetryKeys: 'The random key your browser sends with a booking',
  messageCopies: 'Copies of the e-mails and text messages',
  contactMessages: 'Contact form messages:',
  guideAnswers: 'Answers to repair guides:',
  errorReports: 'Reports of errors in your browser',
};

function line(start: string): string {
  const found = keptFor.find((l) => l.startsWith(start));
  if (!found) throw new Error(`The privacy page has no line starting '${start}'`);
  return found;
}

describe('the privacy page', () => {
  it.each(Object.entries(RETENTION_DAYS) as [RetentionKind, number][])(
    'names the period the retention job keeps %s for',
    (kind, days) => {
      expect(line(lineAbout[kind])).toContain(describeDays(days));
    },
  );

  it('names how long codes work and sessions last, as the sign-in rules do', () => {
    expect(line('Sign-in codes:')).toContain(`after ${OTP_VALIDITY_MINUTES} minutes`);
    expect(line('Sign-in sessions:')).toContain(`after ${SESSION_DAYS} days without use`);
    expect(legalPages.cookies.sections[0].list.join('\n')).toContain(`Duration: ${SESSION_DAYS} days`);
  });

  it('says periods in words', () => {
    expect([1, 30, 365, 730].map((days) => describeDays(days))).toEqual([
      'a day',
      '30 days',
      '1 year',
      '2 years',
    ]);
  });
});
