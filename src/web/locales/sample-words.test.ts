import { describe, expect, it } from 'vitest';
import sample from './sample-words.json';

// Fifty texts, one every so many across the catalogues, in Hindi and Odia as translators wrote them.
// Whatever form the catalogues take (their files, their format, how a text names its values), what a
// Hindi or Odia reader is shown for these keys stays word for word the same. A translation that is
// changed on purpose is changed here too, in the same commit.

const catalogues = {
  hi: import.meta.glob<Record<string, unknown>>('./hi/*.ts', { eager: true }),
  or: import.meta.glob<Record<string, unknown>>('./or/*.ts', { eager: true }),
};

/** The text at a dotted path of a catalogue file (list items by their index). */
function textAt(language: 'hi' | 'or', file: string, key: string): unknown {
  const catalogue = Object.values(catalogues[language][`./${language}/${file}.ts`] ?? {})[0];
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
}

describe('a sample of the Hindi and Odia texts', () => {
  it('holds fifty texts from at least ten catalogues', () => {
    expect(sample).toHaveLength(50);
    expect(new Set(sample.map((entry) => entry.file)).size).toBeGreaterThanOrEqual(10);
  });

  it.each(sample)('$file: $key reads as it did', ({ file, key, hi, or }) => {
    expect(textAt('hi', file, key)).toBe(hi);
    expect(textAt('or', file, key)).toBe(or);
  });
});
