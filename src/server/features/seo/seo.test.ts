import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN } from '../../../../tests/test-app';
import { createBrand, createCategory, createDevice } from '../../../../tests/factories';

const { app, db } = await createTestApp();

describe('robots.txt and sitemap.xml', () => {
  it('points crawlers at the sitemap and away from private areas', async () => {
    const res = await app.request('/robots.txt');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
    for (const path of ['/admin', '/dashboard', '/technician', '/api/'])
      expect(text).toContain(`Disallow: ${path}`);
  });

  it('lists the public pages, service pages, articles and active devices', async () => {
    const brand = await createBrand(db);
    const category = await createCategory(db);
    const shown = await createDevice(db, { brandId: brand.id, categoryId: category.id });
    const hidden = await createDevice(db, { brandId: brand.id, categoryId: category.id, isActive: false });
    const res = await app.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    for (const path of [
      '/',
      '/about',
      '/faq',
      '/contact',
      '/services/speaker-mic',
      '/blog/extend-battery-life-tips',
    ]) {
      expect(xml).toContain(`<loc>${TEST_ORIGIN}${path}</loc>`);
    }
    expect(xml).toContain(`/devices/${shown.slug}</loc>`);
    expect(xml).not.toContain(`/devices/${hidden.slug}</loc>`);
    expect(xml).not.toContain('/dashboard');
    expect(xml).not.toContain('/auth');
  });

  it('lists each content page in Hindi and Odia too, each address naming the others', async () => {
    const xml = await (await app.request('/sitemap.xml')).text();
    for (const path of ['/hi', '/or', '/hi/faq', '/or/privacy', '/or/blog/extend-battery-life-tips']) {
      expect(xml).toContain(`<loc>${TEST_ORIGIN}${path}</loc>`);
    }
    const faq = xml.split('\n').find((line) => line.includes(`<loc>${TEST_ORIGIN}/or/faq</loc>`));
    expect(faq).toContain(`hreflang="en" href="${TEST_ORIGIN}/faq"`);
    expect(faq).toContain(`hreflang="hi" href="${TEST_ORIGIN}/hi/faq"`);
    expect(faq).toContain(`hreflang="x-default" href="${TEST_ORIGIN}/faq"`);
  });

  it("lists the catalogue's pages in English, Hindi and Odia, each address naming the others", async () => {
    const device = await createDevice(db, { slug: 'sitemap-phone' });
    const xml = await (await app.request('/sitemap.xml')).text();
    const entries = xml.split('\n').filter((line) => line.includes('<loc>'));
    for (const path of ['/devices', '/hi/devices', '/or/devices']) {
      expect(entries.filter((line) => line.includes(`<loc>${TEST_ORIGIN}${path}</loc>`))).toHaveLength(1);
    }
    for (const path of [
      `/devices/${device.slug}`,
      `/hi/devices/${device.slug}`,
      `/or/devices/${device.slug}`,
    ]) {
      const entry = entries.find((line) => line.includes(`<loc>${TEST_ORIGIN}${path}</loc>`));
      expect(entry, path).toContain(`hreflang="en" href="${TEST_ORIGIN}/devices/${device.slug}"`);
      expect(entry, path).toContain(`hreflang="hi" href="${TEST_ORIGIN}/hi/devices/${device.slug}"`);
      expect(entry, path).toContain(`hreflang="or" href="${TEST_ORIGIN}/or/devices/${device.slug}"`);
      expect(entry, path).toContain(`hreflang="x-default" href="${TEST_ORIGIN}/devices/${device.slug}"`);
    }
  });
});
