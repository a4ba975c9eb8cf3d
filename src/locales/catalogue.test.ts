import { describe, expect, it } from 'vitest';
import { errorCodes } from '@shared/api-error';
import { translationDifferences } from '@shared/catalogue-differences';
import { parseMessage } from '@shared/message-format';

// The one catalogue (decision 048): every text people read, on the pages and in e-mails, SMS and the
// warranty card, in English, Hindi and Odia. Every English file has its Hindi and Odia file with the
// same keys, the same lists and texts that ask for the same values (ICU arguments, plurals' exact
// numbers, selects' values); every text is one the formatter reads; identifiers stay as they are;
// and a Hindi or Odia text holds no English beyond names. The blog articles keep English's structure.

type Catalogue = Record<string, unknown>;
const files = import.meta.glob<Catalogue>('./*/*.json', { eager: true, import: 'default' });
/** Words only staff and the Latin-letter warranty card read: English only (decision 048). */
const ENGLISH_ONLY = new Set(['english-only.json']);
const fileName = (path: string) => path.split('/').pop()!;
const inLanguage = (language: string) =>
  Object.fromEntries(
    Object.entries(files)
      .filter(([path]) => path.startsWith(`./${language}/`))
      .map(([path, catalogue]) => [fileName(path), catalogue]),
  );
const english = inLanguage('en');
const scriptOf = { hi: /[\u0900-\u097F]/, or: /[\u0B00-\u0B7F]/ };
/** Names and abbreviations that read the same in every language (docs/glossary.md). */
const NAMES = new Set([
  'DoorstepFix',
  'Facebook',
  'Instagram',
  'YouTube',
  'WhatsApp',
  'SMS',
  'UPI',
  'IMEI',
  'GST',
  'CGST',
  'SGST',
  'IGST',
  'you@example.com',
]);

function leaves(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, `${at}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leaves(item, `${at}.${key}`));
  return [];
}

describe('the English catalogue', () => {
  it('has texts the formatter reads, every one', () => {
    const unreadable: string[] = [];
    for (const [file, catalogue] of Object.entries(english)) {
      for (const [at, text] of leaves(catalogue)) {
        try {
          parseMessage(text);
        } catch (error) {
          unreadable.push(`${file}${at}: ${(error as Error).message}`);
        }
      }
    }
    expect(unreadable).toEqual([]);
  });

  it('says every error code the server answers with', () => {
    const errors = english['errors.json'] as Record<string, unknown>;
    expect(errorCodes.filter((code) => typeof errors[code] !== 'string')).toEqual([]);
  });
});

describe.each(['hi', 'or'] as const)('the %s catalogue', (language) => {
  const translated = inLanguage(language);

  it('has a file for every English one, and no more', () => {
    const expected = Object.keys(english).filter((file) => !ENGLISH_ONLY.has(file));
    expect(Object.keys(translated).sort()).toEqual(expected.sort());
  });

  it.each(Object.keys(english).filter((file) => !ENGLISH_ONLY.has(file)))(
    '%s has the keys and lists of English, and texts that ask for the same values',
    (file) => {
      expect(translationDifferences(english[file], translated[file])).toEqual([]);
      // Identifiers that code reads (icons, anchors) are not words.
      const keys = (catalogue: unknown) => leaves(catalogue).filter(([at]) => at.endsWith('.key'));
      expect(keys(translated[file])).toEqual(keys(english[file]));
    },
  );

  it('holds no English beyond names', () => {
    const untranslated: string[] = [];
    for (const [file, catalogue] of Object.entries(translated)) {
      for (const [at, text] of leaves(catalogue)) {
        const words = text.replace(/\{[\w.]+\}/g, '');
        const latinOnly = /[A-Za-z]{2,}/.test(words) && !scriptOf[language].test(words);
        if (latinOnly && !at.endsWith('.key') && !NAMES.has(text)) untranslated.push(`${file}${at}: ${text}`);
      }
    }
    expect(untranslated).toEqual([]);
  });
});

describe('the blog articles', () => {
  const articles = import.meta.glob<string>('./*/blog-articles/*.json', { eager: true, import: 'body' });
  const tags = (html: string) => html.match(/<\/?[a-z0-9]+/g) ?? [];
  const englishSlugs = Object.keys(articles).filter((path) => path.startsWith('./en/'));

  it.each(
    englishSlugs.flatMap((path) => (['hi', 'or'] as const).map((language) => [path, language] as const)),
  )('%s in %s has the same structure', (path, language) => {
    const translatedPath = path.replace('./en/', `./${language}/`);
    const translated = articles[translatedPath];
    expect(translated, translatedPath).toBeDefined();
    expect(tags(translated!)).toEqual(tags(articles[path]!));
    expect(scriptOf[language].test(translated!)).toBe(true);
  });
});
