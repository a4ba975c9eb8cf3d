import type { Language } from '../../../../shared/languages';
import type { MessageWords } from './en';
import { en } from './en';
import { hi } from './hi';
import { or } from './or';

export type { MessageWords } from './en';

const WORDS: Record<Language, MessageWords> = { en, hi, or };

/** The words of a customer's messages in their language. */
export function pickWords(language: Language): MessageWords {
  return WORDS[language];
}
