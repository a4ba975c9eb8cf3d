import { describe, expect, it } from 'vitest';
import { findControlCharacters, TEXT_MESSAGES, textProblem } from './text';

describe('textProblem', () => {
  it('refuses half of a surrogate pair alone, and keeps whole pairs and Indic scripts', () => {
    for (const text of ['X\ud800Y', '\ud800', 'a\udfff', '\udc00\ud800', '\ud800\ud800\udc00']) {
      expect(textProblem(text, 'multi'), JSON.stringify(text)).toBe(TEXT_MESSAGES.characters);
    }
    for (const text of ['Screen 😀 cracked', 'ଓଡ଼ିଆ', 'हिन्दी', '𝒳'])
      expect(textProblem(text, 'single')).toBeNull();
  });
});

describe('findControlCharacters', () => {
  it('names the first string holding a control character, keys included, in the value’s order', () => {
    expect(findControlCharacters({ a: 'fine', b: [{ c: 'ok' }, { d: 'x\u0000' }] })).toEqual(['b', '1', 'd']);
    expect(findControlCharacters({ a: 'x\u0001', b: 'y\u0001' })).toEqual(['a']);
    expect(findControlCharacters({ ok: 'x', 'bad\nkey': 'y' })).toEqual(['bad\nkey']);
    expect(findControlCharacters({ q: ['a', 'b\u001b'] })).toEqual(['q', '1']);
    expect(findControlCharacters('\u007f')).toEqual([]);
    expect(findControlCharacters({ text: 'two\nlines\tand a tab', n: 1, none: null })).toBeNull();
  });

  it('walks a value 100,000 levels deep without overflowing, in time that grows with its size', () => {
    const depth = 100_000;
    const value = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`) as unknown;
    const started = performance.now();
    expect(findControlCharacters(value)).toHaveLength(depth);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
