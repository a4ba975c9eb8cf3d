import { describe, expect, it } from 'vitest';
import { slugify, slugPattern } from './slug';

describe('slugify', () => {
  it('lowercases, drops punctuation and joins words with hyphens', () => {
    expect(slugify('Apple iPhone 15 Pro Max')).toBe('apple-iphone-15-pro-max');
    expect(slugify('Nothing Phone (2a)')).toBe('nothing-phone-2a');
    expect(slugify('  Galaxy  Z Flip5 -- 5G ')).toBe('galaxy-z-flip5-5g');
    expect(slugify('Café Pro+')).toBe('cafe-pro');
  });

  it('produces slugs the pattern accepts', () => {
    for (const name of ['Redmi Note 13 Pro+ 5G', 'iPad Air (M2)', 'Moto G84 5G']) {
      expect(slugify(name)).toMatch(slugPattern);
    }
  });

  it('pattern rejects malformed slugs', () => {
    for (const bad of ['Upper', 'two--hyphens', '-lead', 'trail-', 'sp ace', '']) {
      expect(bad).not.toMatch(slugPattern);
    }
  });
});
