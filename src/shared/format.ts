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
  const format = cached(
    `d|${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, { timeZone: INDIA_TIME_ZONE, ...options }),
  );
  const dayParts = DAY_PARTS[language as Language];
  const parts = dayParts ? format.formatToParts(at) : [];
  if (!dayParts || !parts.some((part) => part.type === 'dayPeriod')) return format.format(at);
  // A time in Hindi or Odia says the part of the day in words before it ('सुबह 11:00', 'ସକାଳ 11:00'),
  // as people say it, where CLDR gives the Latin 'am'/'AM'.
  const indiaHour = Math.floor((at.getUTCHours() * 60 + at.getUTCMinutes() + 330) / 60) % 24;
  // Before 4 in the morning it is still the night that began at 8.
  const word = [...dayParts].reverse().find(([from]) => indiaHour >= from) ?? dayParts[dayParts.length - 1]!;
  const text = parts
    .map((part) =>
      part.type === 'dayPeriod' ? '' : part.type === 'hour' ? `${word[1]} ${part.value}` : part.value,
    )
    .join('');
  return text.replace(/\s+/g, ' ').trim();
}

/** From which hour (India time) each part of the day is called what, in the languages that say it. */
const DAY_PARTS: Partial<Record<Language, readonly (readonly [number, string])[]>> = {
  hi: [
    [4, 'सुबह'],
    [12, 'दोपहर'],
    [16, 'शाम'],
    [20, 'रात'],
  ],
  or: [
    [4, 'ସକାଳ'],
    [12, 'ଦିନ'],
    [16, 'ସନ୍ଧ୍ୟା'],
    [20, 'ରାତି'],
  ],
};

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
