import type { Language } from './languages';
import { repairs as hindi } from './repair-texts/hi';
import { repairs as odia } from './repair-texts/or';

// How a message names a booked repair: in English as the catalogue named it when it was booked; in
// Hindi and Odia the translation of a seeded service, or the catalogue's name for one added since.

const translated: Partial<Record<Language, Record<string, { name: string }>>> = { hi: hindi, or: odia };

export function repairNameIn(language: Language, service: { slug?: string; name: string }): string {
  const words = service.slug ? translated[language]?.[service.slug] : undefined;
  return words?.name ?? service.name;
}
