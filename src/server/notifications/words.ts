import type { BookingStatus } from '../../shared/booking-status';
import type { Language } from '../../shared/languages';
import type { MessageValues } from '../../shared/message-format';
import { formatMessage } from '../../shared/message-format';
import englishOnly from '../../locales/en/english-only.json' with { type: 'json' };
import en from '../../locales/en/messages.json' with { type: 'json' };
import hi from '../../locales/hi/messages.json' with { type: 'json' };
import or from '../../locales/or/messages.json' with { type: 'json' };
import enAccount from '../../locales/en/account.json' with { type: 'json' };
import hiAccount from '../../locales/hi/account.json' with { type: 'json' };
import orAccount from '../../locales/or/account.json' with { type: 'json' };

// The server's words: what customers read in e-mails and SMS (and a booking line's inspection visit),
// from each language's catalogue `src/locales/<language>/messages.json`, and what only staff and the
// warranty card read, from `src/locales/en/english-only.json`. Keys are checked against the English
// file, so a key that is not there does not compile; a text a translation lacks reads in English.

/** Every dotted path to a text in a catalogue: 'facts.total', 'layout.footer'. */
export type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string
    ? K
    : T[K] extends Record<string, unknown>
      ? `${K}.${Leaves<T[K]>}`
      : never;
}[keyof T & string];

export type MessageKey = Leaves<typeof en>;
export type EnglishOnlyKey = Leaves<typeof englishOnly>;

type Catalogues = Record<Language, unknown>;

const CATALOGUES: Catalogues = { en, hi, or };

function textAt(catalogue: unknown, key: string): string | undefined {
  let at: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return typeof at === 'string' ? at : undefined;
}

/** The text at `key` in the language's catalogue, else the English one, with its values put in. */
export function sayFrom(
  catalogues: Catalogues,
  language: Language,
  key: string,
  values?: MessageValues,
): string {
  const translated = textAt(catalogues[language], key);
  if (translated !== undefined) return formatMessage(translated, values, language);
  return formatMessage(textAt(catalogues.en, key) ?? key, values, 'en');
}

/** The message at `key` in the language, its values put in; the English when it is not translated. */
export function say(language: Language, key: MessageKey, values?: MessageValues): string {
  return sayFrom(CATALOGUES, language, key, values);
}

/** Words only staff and the warranty card read: in English, whatever the customer's language. */
export function sayInEnglish(key: EnglishOnlyKey, values?: MessageValues): string {
  return formatMessage(textAt(englishOnly, key) ?? key, values, 'en');
}

const STATUS_WORDS = {
  en: { label: enAccount.bookingStatus, meaning: enAccount.bookingStatusMeaning },
  hi: { label: hiAccount.bookingStatus, meaning: hiAccount.bookingStatusMeaning },
  or: { label: orAccount.bookingStatus, meaning: orAccount.bookingStatusMeaning },
} satisfies Record<
  Language,
  { label: Record<BookingStatus, string>; meaning: Record<BookingStatus, string> }
>;

/** A status as the pages call it ('Pending', 'प्राप्त'): the web's own words, from the same catalogue. */
export function statusWord(language: Language, status: BookingStatus): string {
  return STATUS_WORDS[language].label[status];
}

/** What a status means to the customer, in the words the booking's pages show. */
export function statusMeaning(language: Language, status: BookingStatus): string {
  return STATUS_WORDS[language].meaning[status];
}

/** 'Pending – Received. We will call you…': the status and what it means, in one line. */
export function describeStatus(language: Language, status: BookingStatus): string {
  return `${statusWord(language, status)} – ${statusMeaning(language, status)}`;
}
