import { describe, expect, it } from 'vitest';
import { formatMessage, messageShape } from '@shared/message-format';
import sample from './sample-words.json' with { type: 'json' };

// Fifty texts, one every so many across the catalogues, in Hindi and Odia as translators wrote them.
// Whatever form the catalogues take (their files, their format, how a text names its values), what a
// Hindi or Odia reader is shown for these keys stays word for word the same. A translation that is
// changed on purpose is changed here too, in the same commit. A text that names a value it used to
// write out ({{max}} for 128) is read with the entry's `values` filled in, as its reader sees it.

// The entries keep the words as they were first written down, a value not filled in as {{name}}.

const catalogues = import.meta.glob<Record<string, unknown>>('./*/*.json', {
  eager: true,
  import: 'default',
});

/** The text at a dotted path of a catalogue file (list items by their index). */
function textAt(language: 'hi' | 'or', file: string, key: string): unknown {
  const catalogue = catalogues[`./${language}/${file}.json`];
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

const PLURAL_FORM = /_(one|other)$/;

/**
 * The text as its reader is shown it: with the entry's values filled in, and any other value as
 * {{name}}. A key written for one plural form ('_other') reads its text's plural with a number of
 * that form, written as {{count}} too.
 */
function shown(language: 'hi' | 'or', file: string, key: string, values?: SampleEntry['values']): unknown {
  const form = PLURAL_FORM.exec(key)?.[1];
  const text = textAt(language, file, form ? key.replace(PLURAL_FORM, '') : key);
  if (typeof text !== 'string') return text;
  const names = messageShape(text).filter((name) => !name.includes(':'));
  const asWritten = Object.fromEntries(names.map((name) => [name, `{{${name}}}`]));
  if (!form) return formatMessage(text, { ...asWritten, ...values }, language);
  const count = form === 'one' ? 1 : 7;
  return formatMessage(text, { ...asWritten, ...values, count }, language).replaceAll(
    String(count),
    '{{count}}',
  );
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
