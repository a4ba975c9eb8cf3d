import { describe, expect, it } from 'vitest';
import { deviceSearchKeys, matchesSearch, normaliseSearchText, prepareSearch } from './device-search';

const galaxy = deviceSearchKeys({ brand: 'Samsung', name: 'Galaxy A15 5G', modelNumber: 'SM-A156E' });
const finds = (query: string) => matchesSearch(galaxy, prepareSearch(query));

describe('device search', () => {
  it('normalises to lower-case letters and digits of any script', () => {
    expect(normaliseSearchText(' Galaxy A15 (5G) ')).toBe('galaxya155g');
    expect(normaliseSearchText('लावा ब्लेज़')).toBe('लावाब्लेज़');
  });

  it('finds a device by brand and name, whole or word by word, or by model number', () => {
    for (const query of ['samsung a15', 'Samsung Galaxy A15', 'galaxy-a15', 'A15 SAMSUNG', 'sm a156e']) {
      expect(finds(query), query).toBe(true);
    }
    for (const query of ['samsung a25', 'apple', 'galaxy s24']) {
      expect(finds(query), query).toBe(false);
    }
  });

  it('finds nothing for text without a letter or digit', () => {
    expect(finds('%%%')).toBe(false);
    expect(finds(' - ')).toBe(false);
  });
});
