// The languages of the product: every page, message, e-mail and SMS exists in each. English is the
// fallback and the language of the code; Hindi and Odia follow one glossary (docs/glossary.md).

export const LANGUAGES = ['en', 'hi', 'or'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language in its own script, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी', or: 'ଓଡ଼ିଆ' };

/** Each language's name shortened, in its own script: the switcher's face on a phone (decision 035). */
export const LANGUAGE_SHORT_NAMES: Record<Language, string> = { en: 'EN', hi: 'हिं', or: 'ଓଡ଼ି' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
