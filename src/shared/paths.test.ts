import { describe, expect, it } from 'vitest';
import { devicePageSlug, isClientRoute, pagePaths, pathTo } from './paths';

describe('isClientRoute', () => {
  it('knows the pages the app has', () => {
    for (const path of [
      '/',
      '/services',
      '/devices',
      '/devices/apple-iphone-15',
      '/booking',
      '/devices/',
      '/auth',
      '/admin',
      '/users_location',
      '/technician/dashboard',
      '/technician/blog',
      '/technician/about',
      '/technician/guidelines',
      '/technician/settings',
    ]) {
      expect(isClientRoute(path), path).toBe(true);
    }
  });

  it('does not claim unknown paths', () => {
    for (const path of [
      '/nope',
      '/devices/a/b',
      '/devices/Upper',
      '/admin/secret',
      '/technician/nope',
      '/technician/blog/tips',
      '/DEVICES',
      '/devices/a--b',
    ]) {
      expect(isClientRoute(path), path).toBe(false);
    }
  });
});

describe('devicePageSlug', () => {
  it('fills in a page address', () => {
    expect(pathTo(pagePaths.warrantyCard, { id: 'a1b2' })).toBe('/dashboard/warranty/a1b2');
    expect(pathTo(pagePaths.trackWarranty, { token: 'abc' })).toBe('/track/abc/warranty');
    expect(pathTo(pagePaths.device, { slug: 'a b/c' })).toBe('/devices/a%20b%2Fc');
  });

  it('reads the slug of a device page', () => {
    expect(devicePageSlug('/devices/apple-iphone-15')).toBe('apple-iphone-15');
    expect(devicePageSlug('/devices')).toBeUndefined();
    expect(devicePageSlug('/services/apple')).toBeUndefined();
  });
});
