import { describe, expect, it } from 'vitest';
import { renderedListQuery } from './rendered-list-query';

const query = (search: string) => renderedListQuery(new URLSearchParams(search));

describe('the device list the server renders for an address', () => {
  it('is the whole list, a brand, a search, or both, keyed as the page keys its own query', () => {
    expect(query('')).toEqual({});
    expect(query('brand=3')).toEqual({ brand: 3 });
    expect(query('q=+iPhone+15+')).toEqual({ q: 'iPhone 15' });
    expect(query('q=galaxy&brand=12')).toEqual({ brand: 12, q: 'galaxy' });
    // An empty search is no search (the page reads it so too).
    expect(query('q=')).toEqual({});
  });

  it('is left to the app for a service, an unknown or repeated parameter, or a value the API refuses', () => {
    expect(query('service=screen-replacement')).toBeUndefined();
    expect(query('q=a&utm_source=x')).toBeUndefined();
    expect(query('q=a&q=b')).toBeUndefined();
    expect(query('brand=abc')).toBeUndefined();
    expect(query(`q=${'x'.repeat(101)}`)).toBeUndefined();
  });
});
