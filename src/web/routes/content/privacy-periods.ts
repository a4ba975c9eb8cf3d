import { OTP_VALIDITY_MINUTES } from '@shared/constants';
import { RETENTION_DAYS, SESSION_DAYS } from '@shared/retention';

type Translate = (key: 'periods.days' | 'periods.years', values: Record<string, number>) => string;

/**
 * The values the privacy and cookie pages' sentences name: each period the retention job deletes by
 * (src/server/domain/data-retention.ts), said in words ('a day', '30 days', '1 year'), how long a
 * sign-in code works and how long a session lasts. The sentences are in the pages catalogue.
 */
export function privacyPeriods(t: Translate): Record<string, string | number> {
  const period = (days: number) =>
    days % 365 === 0 ? t('periods.years', { years: days / 365 }) : t('periods.days', { days });
  return {
    ...Object.fromEntries(Object.entries(RETENTION_DAYS).map(([kind, days]) => [kind, period(days)])),
    codeMinutes: OTP_VALIDITY_MINUTES,
    sessionDays: SESSION_DAYS,
  };
}
