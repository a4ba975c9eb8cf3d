import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadWebAssets } from '../../src/server/http/web-assets';
import englishDevices from '../../src/locales/en/devices.json' with { type: 'json' };
import hindiDevices from '../../src/locales/hi/devices.json' with { type: 'json' };
import odiaDevices from '../../src/locales/or/devices.json' with { type: 'json' };
import hindiWithoutScript from '../../src/locales/hi/without-script.json' with { type: 'json' };
import odiaRepairs from '../../src/locales/or/repair-services.json' with { type: 'json' };
import { createDevice, createPricing, createRepairService } from '../factories';
import { createTestApp, TEST_ORIGIN, TEST_SITE_CONFIG } from '../test-app';

// The catalogue's pages as the server renders them, in English and at the Hindi and Odia language
// paths, through the app's own server renderer (src/web/entry-server.tsx, compiled as the tests run,
// so the pages are those of the code under test, not of an earlier build) into the app's index.html.

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'repair-catalogue-pages-'));
fs.copyFileSync(path.resolve(import.meta.dirname, '../../src/web/index.html'), path.join(root, 'index.html'));
const webAssets = loadWebAssets(root, {
  publicOrigin: TEST_ORIGIN,
  siteConfig: TEST_SITE_CONFIG,
  serverEntry: path.resolve(import.meta.dirname, '../../src/web/entry-server.tsx'),
});
const { app, db, catalogueCache } = await createTestApp({ webAssets });

// With its Odia words, as the seed gives them.
const screen = await createRepairService(db, {
  slug: 'screen-replacement',
  name: 'Screen Replacement',
  translations: { or: odiaRepairs['screen-replacement'] },
});
const phone = await createDevice(db, { name: 'Galaxy Test One', slug: 'galaxy-test-one' });
await createPricing(db, { deviceId: phone.id, repairServiceId: screen.id });
const tablet = await createDevice(db, { name: 'Pad Test Two', slug: 'pad-test-two' });
await createPricing(db, { deviceId: tablet.id, repairServiceId: screen.id });

/** The page's text without its markup (React puts comments between adjacent texts). */
const textOf = (html: string) => html.replace(/<!-- -->/g, '');

describe('catalogue pages in Hindi and Odia', () => {
  it('renders a device page at its Hindi path in Hindi, with its addresses in every language', async () => {
    const res = await app.request(`/hi/devices/${phone.slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = textOf(await res.text());
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('<div id="root" data-language="hi">');
    expect(html).toContain(hindiDevices.device.repairsTitle);
    expect(html).not.toContain(englishDevices.device.repairsTitle);
    expect(html).toContain('Galaxy Test One');
    // Words for browsers without JavaScript at the top of the page, with the phone (decision 034).
    expect(html).toContain(hindiWithoutScript.text);
    expect(html).toContain(
      `<link data-static rel="canonical" href="${TEST_ORIGIN}/hi/devices/${phone.slug}"/>`,
    );
    for (const [hreflang, href] of [
      ['en', `/devices/${phone.slug}`],
      ['hi', `/hi/devices/${phone.slug}`],
      ['or', `/or/devices/${phone.slug}`],
      ['x-default', `/devices/${phone.slug}`],
    ]) {
      expect(html).toContain(`<link rel="alternate" hreflang="${hreflang}" href="${TEST_ORIGIN}${href}" />`);
    }
    // Links on the page keep the reader in Hindi.
    expect(html).toContain('href="/hi/devices"');
  });

  it('renders the device list at its Odia path in Odia, the repairs named in Odia', async () => {
    const list = await app.request('/or/devices');
    expect(list.status).toBe(200);
    const html = textOf(await list.text());
    expect(html).toContain('<html lang="or">');
    expect(html).toContain(odiaDevices.list.title);
    expect(html).toContain('Galaxy Test One');
    expect(html).toContain('Pad Test Two');
    expect(html).toContain(`href="/or/devices/${tablet.slug}"`);
    expect(html).toContain(`<link data-static rel="canonical" href="${TEST_ORIGIN}/or/devices"/>`);

    const device = textOf(await (await app.request(`/or/devices/${tablet.slug}`)).text());
    expect(device).toContain(odiaRepairs['screen-replacement'].name);
    expect(device).toContain(odiaDevices.device.repairsTitle);
  });

  it('keeps the English pages in English, naming their Hindi and Odia addresses', async () => {
    const html = textOf(await (await app.request(`/devices/${phone.slug}`)).text());
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<div id="root">');
    expect(html).toContain(englishDevices.device.repairsTitle);
    expect(html).toContain(
      `<link rel="alternate" hreflang="or" href="${TEST_ORIGIN}/or/devices/${phone.slug}" />`,
    );
  });

  it('renders the list for a search or a brand in its address, which the search form and the brand chips send', async () => {
    const searched = textOf(await (await app.request('/hi/devices?q=pad+test')).text());
    expect(searched).toContain('<html lang="hi">');
    expect(searched).toContain('Pad Test Two');
    expect(searched).not.toContain('Galaxy Test One');
    // The box shows the search, the form sends the next one to the list's own address.
    expect(searched).toMatch(/<input[^>]*name="q"[^>]*value="pad test"/);
    expect(searched).toContain('action="/hi/devices"');
    // The page's data is keyed as the page keys its own list query, so the app takes it over as is.
    expect(searched).toContain('[["devices",{"q":"pad test"}]');
    // Its addresses in other languages without the search.
    expect(searched).toContain(`<link rel="alternate" hreflang="en" href="${TEST_ORIGIN}/devices" />`);

    const brand = textOf(await (await app.request(`/devices?brand=${phone.brandId}`)).text());
    expect(brand).toContain('Galaxy Test One');
    expect(brand).toContain(`<input type="hidden" name="brand" value="${phone.brandId}"/>`);
    const nothing = textOf(await (await app.request('/devices?q=zzqq')).text());
    expect(nothing).toContain(englishDevices.list.noDevicesFound);

    // A service in the address is still the app's to show: the page arrives without a list.
    const service = textOf(await (await app.request('/devices?service=screen-replacement')).text());
    expect(service).toContain('<div id="root"></div>');
  });

  it('answers a device the catalogue does not have with 404 at every language path', async () => {
    for (const page of ['/or/devices/nope', '/hi/devices/nope', '/devices/nope']) {
      const res = await app.request(page);
      expect(res.status, page).toBe(404);
    }
  });

  it('answers a guide that does not exist with 404 at every language path, and one that does with 200', async () => {
    for (const page of ['/or/blog/how-to-fly', '/hi/blog/how-to-fly', '/blog/how-to-fly']) {
      expect((await app.request(page)).status, page).toBe(404);
    }
    expect((await app.request('/or/blog/extend-battery-life-tips')).status).toBe(200);
  });

  it('keeps each page in its own language when pages in two languages render at once', async () => {
    // Pages not rendered yet, with their data already read (as the catalogue's API reads it), so that
    // the renders start together and run side by side.
    catalogueCache.invalidate();
    for (const api of [
      `/api/devices/${tablet.slug}`,
      `/api/devices/${phone.slug}`,
      '/api/devices',
      '/api/brands',
    ])
      expect((await app.request(api)).status, api).toBe(200);
    expect((await app.request('/api/repair-services')).status).toBe(200);
    const [hindi, english, odia] = await Promise.all(
      [`/hi/devices/${tablet.slug}`, `/devices/${phone.slug}`, '/or/devices'].map(async (page) =>
        textOf(await (await app.request(page)).text()),
      ),
    );
    expect(hindi).toContain(hindiDevices.device.repairsTitle);
    expect(hindi).not.toContain(englishDevices.device.repairsTitle);
    expect(english).toContain(englishDevices.device.repairsTitle);
    expect(english).not.toContain(hindiDevices.device.repairsTitle);
    expect(odia).toContain(odiaDevices.list.title);
    expect(odia).not.toContain(englishDevices.list.title);
  });

  it('renders each language once per catalogue version, and again after a write', async () => {
    const before = await (await app.request(`/hi/devices/${phone.slug}`)).text();
    expect(await (await app.request('/hi/devices')).text()).not.toContain('Late Arrival');
    await createDevice(db, { name: 'Late Arrival', slug: 'late-arrival' });
    // Unchanged until the catalogue's write is announced (as the admin's writes do).
    expect(await (await app.request('/hi/devices')).text()).not.toContain('Late Arrival');
    catalogueCache.invalidate();
    expect(await (await app.request('/hi/devices')).text()).toContain('Late Arrival');
    expect(await (await app.request(`/hi/devices/${phone.slug}`)).text()).toBe(before);
  });
});
