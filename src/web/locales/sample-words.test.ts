import { describe, expect, it } from 'vitest';
import { fillText } from '@shared/field-error';
import sample from './sample-words.json';

// Fifty texts, one every so many across the catalogues, in Hindi and Odia as translators wrote them.
// Whatever form the catalogues take (their files, their format, how a text names its values), what a
// Hindi or Odia reader is shown for these keys stays word for word the same. A translation that is
// changed on purpose is changed here too, in the same commit. A text that names a value it used to
// write out ({{max}} for 128) is read with the entry's `values` filled in, as its reader sees it.

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

interface SampleEntry {
  file: string;
  key: string;
  hi: string;
  or: string;
  values?: Record<string, string | number>;
}

/** The text as its reader is shown it: with the entry's values filled in. */
function shown(language: 'hi' | 'or', file: string, key: string, values?: SampleEntry['values']): unknown {
  const text = textAt(language, file, key);
  return values && typeof text === 'string' ? fillText(text, values) : text;
}

describe('a sample of the Hindi and Odia texts', () => {
  it('holds fifty texts from at least ten catalogues', () => {
    expect(sample).toHaveLength(50);
    expect(new Set(sample.map((entry) => entry.file)).size).toBeGreaterThanOrEqual(10);
  });

  it.each(sample as SampleEntry[])('$file: $key reads as it did', ({ file, key, hi, or, values }) => {
    expect(shown('hi', file, key, values)).toBe(hi);
    expect(shown('or', file, key, values)).toBe(or);
  });
});
