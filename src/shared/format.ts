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

/**
 * ['Mic', 'Speaker'] → 'Mic or Speaker' ('Mic या Speaker', 'Mic କିମ୍ବା Speaker'). Odia is joined here:
 * browsers' own list data often lacks it.
 */
export function formatAlternatives(items: readonly string[], language?: string): string {
  if (language === 'or') {
    return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} କିମ୍ବା ${items.at(-1)}`;
  }
  return new Intl.ListFormat(localeOf(language), { type: 'disjunction' }).format(items);
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
  const parts = partsOf(at, language, options);
  const dayParts = DAY_PARTS[language as Language];
  if (!dayParts || !parts.some((part) => part.type === 'dayPeriod')) {
    // English times say 'AM'/'PM' after a plain space, on every page, e-mail and visit window alike
    // (ICU's en-IN writes '12:49 am' after a narrow no-break space; the windows read '1:00 PM').
    return parts
      .map((part, i) =>
        part.type === 'dayPeriod'
          ? part.value.toUpperCase()
          : parts[i + 1]?.type === 'dayPeriod'
            ? part.value.replace(/\s+$/u, ' ')
            : part.value,
      )
      .join('');
  }
  // A time in Hindi or Odia says the part of the day in words before it ('सुबह 11:00', 'ସକାଳ 11:00'),
  // as people say it, where CLDR gives the Latin 'am'/'AM'.
  const indiaHour = indiaClock(at).getUTCHours();
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
  const parts = partsOf(at, language, options);
  return (type) => parts.find((p) => p.type === type)?.value ?? '';
}

/** The wall clock in India as a Date read with getUTC… (India keeps +5:30 all year). */
const indiaClock = (at: Date) => new Date(at.getTime() + 330 * 60_000);

// Odia's month and weekday names (CLDR's, where its short month is the whole name). Odia dates are
// the Indian-English format with these names put in: browsers' own date data often lacks Odia
// altogether (Chromium prints 'Sat, Nov 28' for 'or-IN'), and a date must read the same on the page
// as in the e-mail the server wrote.
const ODIA_MONTHS = 'ଜାନୁଆରୀ ଫେବୃଆରୀ ମାର୍ଚ୍ଚ ଅପ୍ରେଲ ମଇ ଜୁନ ଜୁଲାଇ ଅଗଷ୍ଟ ସେପ୍ଟେମ୍ବର ଅକ୍ଟୋବର ନଭେମ୍ବର ଡିସେମ୍ବର'.split(' ');
/** Sunday first; a weekday's whole name adds 'ବାର' ('ଶନି' → 'ଶନିବାର'). */
const ODIA_WEEKDAYS = 'ରବି ସୋମ ମଙ୍ଗଳ ବୁଧ ଗୁରୁ ଶୁକ୍ର ଶନି'.split(' ');

function partsOf(at: Date, language: string | undefined, options: Intl.DateTimeFormatOptions) {
  const odia = language === 'or';
  const locale = odia ? LOCALES.en : localeOf(language);
  const parts = cached(
    `d|${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, { timeZone: INDIA_TIME_ZONE, ...options }),
  ).formatToParts(at);
  if (!odia) return parts;
  const clock = indiaClock(at);
  const long = options.weekday === 'long' || options.dateStyle === 'full';
  return parts.map((part) => {
    if (part.type === 'weekday')
      return { ...part, value: ODIA_WEEKDAYS[clock.getUTCDay()]! + (long ? 'ବାର' : '') };
    if (part.type === 'month' && !/^\d+$/.test(part.value)) {
      return { ...part, value: ODIA_MONTHS[clock.getUTCMonth()]! };
    }
    return part;
  });
}

// The one phone format lives in a file of its own so that the site's footer, on every page, can use it
// without bringing this module into the home page's JavaScript (decision 035); import it from here.
export { formatPhone } from './format-phone';

/** '13:00' (India wall clock) → '1:00 PM' ('दोपहर 1:00', 'ଦିନ 1:00'): the one time-of-day formatter. */
export function formatClockTime(hhmm: string, language?: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const at = new Date(`2026-01-01T${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00+05:30`);
  return formatDateTime(at, language, { hour: 'numeric', minute: '2-digit' });
}
