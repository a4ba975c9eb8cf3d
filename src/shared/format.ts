import { DEFAULT_LANGUAGE } from './languages';
import type { Language } from './languages';

// The one place numbers, dates and times become words for a person, in their language and in India's
// time zone, on the pages and in e-mails and texts alike. Digits stay Western (0–9) with Indian
// grouping (1,24,999) in every language, as Indian bills and apps print them: CLDR's Odia numbers
// group in thousands, so Odia numbers are grouped the Indian-English way.

export const INDIA_TIME_ZONE = 'Asia/Kolkata';

const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', or: 'or-IN' };

/** The Intl locale of a language ('hi' → 'hi-IN'); anything unknown reads as English. */
export function localeOf(language: string | undefined): string {
  return LOCALES[language as Language] ?? LOCALES[DEFAULT_LANGUAGE];
}

const numberLocaleOf = (language: string | undefined) => (language === 'or' ? 'en-IN' : localeOf(language));

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** 124999 → '1,24,999' in every language. */
export function formatNumber(
  value: number,
  language?: string,
  options: Intl.NumberFormatOptions = {},
): string {
  const locale = numberLocaleOf(language);
  return cached(
    `n|${locale}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  ).format(value);
}

/** 0.25 → '25%'. */
export function formatPercent(share: number, language?: string): string {
  return formatNumber(share, language, { style: 'percent' });
}

/** A moment as a date and/or time in India: `formatDateTime(at, 'hi', { dateStyle: 'medium' })`. */
export function formatDateTime(
  at: Date,
  language: string | undefined,
  options: Intl.DateTimeFormatOptions,
): string {
  const locale = localeOf(language);
  return cached(
    `d|${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, { timeZone: INDIA_TIME_ZONE, ...options }),
  ).format(at);
}

/** The parts of a moment in India, for dates put together in the Indian order. */
export function dateTimeParts(
  at: Date,
  language: string | undefined,
  options: Intl.DateTimeFormatOptions,
): (type: Intl.DateTimeFormatPartTypes) => string {
  const locale = localeOf(language);
  const parts = cached(
    `d|${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, { timeZone: INDIA_TIME_ZONE, ...options }),
  ).formatToParts(at);
  return (type) => parts.find((p) => p.type === type)?.value ?? '';
}
