import type { Language } from './languages';

// A repair service's words in Hindi and Odia are stored with the service (the catalogue's
// `translations`), written by the admin beside the English; the seeded services start with the
// translations in src/locales/{hi,or}/repair-services.json. A word left empty reads in English.
// Booking lines keep the names as they were when the booking was made, as they keep the English name.

/** The languages a repair service's words are translated into (English is the catalogue's own). */
export const REPAIR_TEXT_LANGUAGES = ['hi', 'or'] as const satisfies readonly Exclude<Language, 'en'>[];
export type RepairTextLanguage = (typeof REPAIR_TEXT_LANGUAGES)[number];

/** A service's words in one language; null or missing shows the English. */
export interface RepairTranslation {
  name?: string | null;
  description?: string | null;
  diyGuideText?: string | null;
}

export type RepairTranslations = Partial<Record<RepairTextLanguage, RepairTranslation>>;

/** Anything named like a repair service: the catalogue's English words and their translations. */
export interface TranslatedRepair {
  name: string;
  description?: string | null;
  diyGuideText?: string | null;
  translations?: RepairTranslations;
}

/** The service's words in the language, each falling back to the English one when not translated. */
export function repairWordsIn<R extends TranslatedRepair>(language: Language, repair: R): R {
  const words = language === 'en' ? undefined : repair.translations?.[language];
  if (!words) return repair;
  return {
    ...repair,
    name: words.name || repair.name,
    ...(repair.description ? { description: words.description || repair.description } : {}),
    ...(repair.diyGuideText ? { diyGuideText: words.diyGuideText || repair.diyGuideText } : {}),
  };
}

/** How a message names a booked repair: in the booking's language as it was named when booked. */
export function repairNameIn(language: Language, service: TranslatedRepair): string {
  return repairWordsIn(language, service).name;
}

/** What a booking line keeps of a service's translations: its names, none when it has none. */
export function bookedRepairNames(translations: RepairTranslations | null | undefined): {
  translations?: RepairTranslations;
} {
  const names: RepairTranslations = {};
  for (const language of REPAIR_TEXT_LANGUAGES) {
    const name = translations?.[language]?.name;
    if (name) names[language] = { name };
  }
  return Object.keys(names).length > 0 ? { translations: names } : {};
}
