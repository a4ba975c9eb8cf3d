import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadWebAssets } from '../../src/server/http/web-assets';
import { PAGE_FRAMES_FILE } from '../../src/shared/page-template';
import type { PageFrames } from '../../src/shared/page-template';
import { formatPhone } from '../../src/shared/format-phone';
import { renderPageFrame } from '../../src/web/entry-server';
import englishNotice from '../../src/locales/en/without-script.json' with { type: 'json' };
import hindiNotice from '../../src/locales/hi/without-script.json' with { type: 'json' };
import odiaNotice from '../../src/locales/or/without-script.json' with { type: 'json' };
import englishNotFound from '../../src/locales/en/not-found.json' with { type: 'json' };
import { outboxFor } from '../auth-helpers';
import { bookWith, createBookableDevice, makeBookingBody } from '../booking-fixtures';
import { createTestApp, TEST_ORIGIN, TEST_SITE_CONFIG } from '../test-app';

// The pages the server does not render arrive in their frame (decision 034): the header, the footer
// and, for browsers without JavaScript, the support phone and WhatsApp, in the page's language; a
// tracking link without a language path in its booking's language. The frames are rendered by the
// app's own server renderer, as the build renders them (scripts/prerender.ts).

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'repair-page-frames-'));
fs.copyFileSync(path.resolve(import.meta.dirname, '../../src/web/index.html'), path.join(root, 'index.html'));
const frames: PageFrames = { page: {}, 'not-found': {} };
for (const language of ['en', 'hi', 'or']) {
  for (const kind of ['page', 'not-found'] as const) {
    const { head, body, notice } = await renderPageFrame(language, kind);
    frames[kind][language] = { head: kind === 'not-found' ? head : '', body, notice };
  }
}
fs.mkdirSync(path.join(root, 'prerendered'));
fs.writeFileSync(path.join(root, 'prerendered', PAGE_FRAMES_FILE), JSON.stringify(frames));
const webAssets = loadWebAssets(root, { publicOrigin: TEST_ORIGIN, siteConfig: TEST_SITE_CONFIG });
const { app, db } = await createTestApp({ devOutbox: true, webAssets });
const { device, screen } = await createBookableDevice(db);

const page = async (url: string) => {
  const res = await app.request(url);
  return { status: res.status, html: (await res.text()).replace(/<!-- -->/g, '') };
};
const supportPhone = formatPhone(TEST_SITE_CONFIG.supportPhone);
const whatsapp = `https://wa.me/${TEST_SITE_CONFIG.whatsapp.replace(/\D/g, '')}`;

describe('the frame of a page the server does not render', () => {
  it('has the header, the footer and the support phone and WhatsApp for browsers without JavaScript', async () => {
    const { status, html } = await page('/booking?deviceSlug=x');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<div id="root" data-language="frame">');
    expect(html).toMatch(/<header[\s>]/);
    expect(html).toMatch(/<footer[\s>]/);
    // The words for browsers without JavaScript come outside the app's root, where it never draws
    // (styles.css shows them at the top; the browser tests look at where).
    const words = html.indexOf(englishNotice.text);
    expect(words).toBeGreaterThan(html.indexOf('<div id="root"'));
    expect(html).toContain(`href="tel:${TEST_SITE_CONFIG.supportPhone}"`);
    expect(html).toContain(supportPhone);
    expect(html).toContain(whatsapp);
    expect(html).not.toContain('site-config.invalid');
    expect(html).not.toContain('<noscript>');
  });

  it('is in the language of the path', async () => {
    expect((await page('/hi/booking')).html).toContain(hindiNotice.text);
    const odia = await page('/or/dashboard');
    expect(odia.html).toContain('<html lang="or">');
    expect(odia.html).toContain(odiaNotice.text);
  });

  it("is 'Page Not Found' for a path that is no page, with its title", async () => {
    const { status, html } = await page('/no-such-page');
    expect(status).toBe(404);
    expect(html).toContain(`<h1 class="mt-4 text-3xl font-bold">${englishNotFound.title}</h1>`);
    expect(html).toContain(`<title data-static>${englishNotFound.metaTitle}`);
    expect(html).toContain(supportPhone);
  });

  it('is left out of staff pages, which have their own header', async () => {
    const { html } = await page('/admin/users');
    expect(html).toContain('<div id="root"></div>');
  });
});

describe('a tracking link without a language path', () => {
  /** The path of the link a booking made in `language` was sent with, without its language path. */
  async function plainTrackPath(language: 'en' | 'hi' | 'or') {
    const body = makeBookingBody(device.id, [screen.id], { language });
    expect((await bookWith(app)(body)).status).toBe(201);
    const mail = (await outboxFor(app, body.email)).find((m) => /\/track\/[a-z2-7]{26}/.test(m.text));
    return `/track/${/\/track\/([a-z2-7]{26})/.exec(mail?.text ?? '')?.[1]}`;
  }

  it('opens in the language the booking was made in, whatever the browser chose before', async () => {
    const hindi = await page(await plainTrackPath('hi'));
    expect(hindi.status).toBe(200);
    // index.html's first script takes data-page-language before the choice kept in the browser.
    expect(hindi.html).toContain('<html lang="hi" data-page-language="hi">');
    expect(hindi.html).toContain(hindiNotice.text);
    const english = await page(await plainTrackPath('en'));
    expect(english.html).toContain('<html lang="en" data-page-language="en">');
    const odiaWarranty = await page(`${await plainTrackPath('or')}/warranty`);
    expect(odiaWarranty.html).toContain('<html lang="or" data-page-language="or">');
  });

  it('keeps the language of a language path, and says nothing of an unknown link', async () => {
    const odia = await page(`/hi${await plainTrackPath('or')}`);
    expect(odia.html).toContain('<html lang="hi">');
    const unknown = await page(`/track/${'a'.repeat(26)}`);
    expect(unknown.status).toBe(200);
    expect(unknown.html).toContain('<html lang="en">');
  });
});
