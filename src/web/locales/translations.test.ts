import { describe, expect, it } from 'vitest';
import { translationDifferences } from './translation';

// Every text of the site exists in English, Hindi and Odia: the same keys, the same lists and the
// same {{variables}} in each (the compiler checks the keys too); identifiers stay as they are; and
// a Hindi or Odia text holds no English beyond names. The blog articles keep English's structure.

type Resources = Record<string, Record<string, unknown>>;
const english = import.meta.glob<Record<string, unknown>>('./en/*.ts', { eager: true });
const byLanguage: Record<'hi' | 'or', Resources> = {
  hi: import.meta.glob<Record<string, unknown>>('./hi/*.ts', { eager: true }),
  or: import.meta.glob<Record<string, unknown>>('./or/*.ts', { eager: true }),
};
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
  'you@example.com',
]);

const resourceOf = (module: Record<string, unknown> | undefined) => Object.values(module ?? {})[0];
const fileName = (path: string) => path.split('/').pop()!;

function leaves(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, `${at}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leaves(item, `${at}.${key}`));
  return [];
}

describe.each(['hi', 'or'] as const)('the %s texts', (language) => {
  const translated = byLanguage[language];

  it('exist for every English file, and no more', () => {
    expect(Object.keys(translated).map(fileName).sort()).toEqual(Object.keys(english).map(fileName).sort());
  });

  it.each(Object.keys(english).map(fileName))(
    '%s has the keys, lists and {{variables}} of English',
    (file) => {
      const source = resourceOf(english[`./en/${file}`]);
      const target = resourceOf(translated[`./${language}/${file}`]);
      expect(translationDifferences(source, target)).toEqual([]);
      // Identifiers that code reads (icons, anchors) are not words.
      const keys = (resource: unknown) => leaves(resource).filter(([at]) => at.endsWith('.key'));
      expect(keys(target)).toEqual(keys(source));
    },
  );

  it('hold no English beyond names', () => {
    const english: string[] = [];
    for (const [path, module] of Object.entries(translated)) {
      for (const [at, text] of leaves(resourceOf(module))) {
        const words = text.replace(/\{\{[^}]+\}\}/g, '');
        const untranslated = /[A-Za-z]{2,}/.test(words) && !scriptOf[language].test(words);
        if (untranslated && !at.endsWith('.key') && !NAMES.has(text))
          english.push(`${fileName(path)}${at}: ${text}`);
      }
    }
    expect(english).toEqual([]);
  });
});

describe('the blog articles', () => {
  const articles = import.meta.glob<{ default: string }>('../features/blog/content/**/*.ts', { eager: true });
  const tags = (html: string) => html.match(/<\/?[a-z0-9]+/g) ?? [];
  const englishSlugs = Object.keys(articles).filter((path) => !/\/(hi|or)\//.test(path));

  it.each(
    englishSlugs.flatMap((path) => (['hi', 'or'] as const).map((language) => [path, language] as const)),
  )('%s in %s has the same structure', (path, language) => {
    const translatedPath = path.replace('/content/', `/content/${language}/`);
    const translated = articles[translatedPath]?.default;
    expect(translated, translatedPath).toBeDefined();
    expect(tags(translated!)).toEqual(tags(articles[path]!.default));
    expect(scriptOf[language].test(translated!)).toBe(true);
  });
});
