import { describe, expect, it } from 'vitest';
import { OTP_VALIDITY_MINUTES } from '@shared/constants';
import { formatMessage } from '@shared/message-format';
import { RETENTION_DAYS, SESSION_DAYS } from '@shared/retention';
import type { RetentionKind } from '@shared/retention';
import english from '../../../locales/en/pages.json' with { type: 'json' };
import hindi from '../../../locales/hi/pages.json' with { type: 'json' };
import { privacyPeriods } from './privacy-periods';

// The privacy page states the period of every kind of data the retention job deletes, the same
// period the job deletes by (src/server/domain/data-retention.ts reads the same constants).

type Pages = typeof english;

/** The privacy page's texts in a language, filled in as the page fills them. */
function privacyPage(pages: Pages, language: string) {
  const t = (key: 'periods.days' | 'periods.years', values: Record<string, number>) =>
    formatMessage(key === 'periods.days' ? pages.periods.days : pages.periods.years, values, language);
  const values = privacyPeriods(t);
  const fill = (text: string) => formatMessage(text, values, language);
  const keptFor = pages.privacy.sections.find((s) => s.heading === english.privacy.sections[4]!.heading);
  return {
    keptFor: (pages.privacy.sections[4]!.list ?? []).map(fill),
    cookies: (pages.cookies.sections[0]!.list ?? []).map(fill),
    heading: keptFor?.heading,
  };
}

/** The line of 'How long we keep it' about each kind, and the period in words it must say. */
const lineAbout: Record<RetentionKind, string> = {
  signInCodesAfterExpiry: 'Sign-in codes:',
  attemptCounters: 'Counts of sign-in attempts',
  bookingRetryKeys: 'The random key your browser sends with a booking',
  messageCopies: 'Copies of the e-mails and text messages',
  contactMessages: 'Contact form messages:',
  guideAnswers: 'Answers to repair guides:',
  errorReports: 'Reports of errors in your browser',
};

const inWords = (days: number) =>
  days === 1 ? 'a day' : days % 365 === 0 ? `${days / 365} year${days === 365 ? '' : 's'}` : `${days} days`;

describe('the privacy page', () => {
  const page = privacyPage(english, 'en');
  const line = (start: string) => {
    const found = page.keptFor.find((l) => l.startsWith(start));
    if (!found) throw new Error(`The privacy page has no line starting '${start}'`);
    return found;
  };

  it('is about how long we keep data where this test reads it', () => {
    expect(page.heading).toBe('How long we keep it');
  });

  it.each(Object.entries(RETENTION_DAYS) as [RetentionKind, number][])(
    'names the period the retention job keeps %s for',
    (kind, days) => {
      expect(line(lineAbout[kind])).toContain(inWords(days));
    },
  );

  it('names how long codes work and sessions last, as the sign-in rules do', () => {
    expect(line('Sign-in codes:')).toContain(`after ${OTP_VALIDITY_MINUTES} minutes`);
    expect(line('Sign-in sessions:')).toContain(`after ${SESSION_DAYS} days without use`);
    expect(page.cookies.join('\n')).toContain(`Duration: ${SESSION_DAYS} days`);
  });

  it('says periods in words in Hindi too, leaving no value unfilled', () => {
    const hindiPage = privacyPage(hindi, 'hi');
    expect(hindiPage.keptFor.join('\n')).toContain('1 साल');
    expect(hindiPage.keptFor.join('\n')).toContain('एक दिन');
    expect([...hindiPage.keptFor, ...page.keptFor].join('\n')).not.toMatch(/[{}]/);
  });
});
