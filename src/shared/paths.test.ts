import { describe, expect, it } from 'vitest';
import { pathInLanguage, splitLanguagePath } from './language-paths';
import { devicePageSlug, href, isClientRoute, pagePaths, pages, pagesOf, pathTo } from './paths';
import type { PageKey } from './paths';

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
      '/hi',
      '/or/',
      '/hi/faq',
      '/or/blog/extend-battery-life-tips',
      '/or/devices/apple-iphone-15',
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
      '/hi/nope',
      '/en/faq',
      '/hi/hi/faq',
      '/hindi/faq',
    ]) {
      expect(isClientRoute(path), path).toBe(false);
    }
  });
});

describe('language paths', () => {
  it('splits a path into its language and the page', () => {
    expect(splitLanguagePath('/hi/faq')).toEqual({ language: 'hi', path: '/faq' });
    expect(splitLanguagePath('/or')).toEqual({ language: 'or', path: '/' });
    expect(splitLanguagePath('/or/')).toEqual({ language: 'or', path: '/' });
    expect(splitLanguagePath('/faq')).toEqual({ language: undefined, path: '/faq' });
    expect(splitLanguagePath('/history')).toEqual({ language: undefined, path: '/history' });
    expect(splitLanguagePath('/orders')).toEqual({ language: undefined, path: '/orders' });
  });

  it('gives a page its path in each language, English without a prefix', () => {
    expect(pathInLanguage('/faq', 'hi')).toBe('/hi/faq');
    expect(pathInLanguage('/', 'or')).toBe('/or');
    expect(pathInLanguage('/hi/faq', 'or')).toBe('/or/faq');
    expect(pathInLanguage('/hi/faq', 'en')).toBe('/faq');
    expect(pathInLanguage('/or', 'en')).toBe('/');
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

describe('href', () => {
  it('names a page by its key, with its parameters and a query', () => {
    expect(href('home')).toBe('/');
    expect(href('device', { slug: 'galaxy s24' })).toBe('/devices/galaxy%20s24');
    expect(href('devices', { q: 'pixel 8', brand: undefined })).toBe('/devices?q=pixel+8');
    expect(href('trackWarranty', { token: 'abc' }, { print: 1 })).toBe('/track/abc/warranty?print=1');
    // @ts-expect-error a page with parameters needs them
    href('device');
    // @ts-expect-error a page without parameters takes none
    href('faq', { slug: 'x' }, {});
  });
});

describe('the page table', () => {
  it('leaves every signed-in page behind a guard, and only those', () => {
    const guarded = (Object.keys(pages) as PageKey[]).filter((key) => pages[key].opens !== 'anyone');
    expect(guarded.every((key) => pages[key].area !== 'public')).toBe(true);
    expect(guarded.map((key) => pages[key].path)).toContain('/dashboard');
    expect(pagesOf('customer', 'signedIn')).toContain('warrantyCard');
    expect(pagesOf('admin', 'anyone')).toEqual(['admin', 'adminAuth']);
  });
});
