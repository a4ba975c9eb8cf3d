import { describe, expect, it } from 'vitest';
import { isClientRoute } from './paths';

describe('isClientRoute', () => {
  it('knows the pages of the route table', () => {
    for (const path of [
      '/',
      '/services',
      '/devices',
      '/devices/apple-iphone-15',
      '/booking',
      '/blog/x',
      '/faq/',
    ]) {
      expect(isClientRoute(path)).toBe(true);
    }
  });

  it('does not claim unknown paths', () => {
    for (const path of ['/nope', '/devices/a/b', '/services/unknown', '/admin/secret', '/DEVICES']) {
      expect(isClientRoute(path)).toBe(false);
    }
  });
});
