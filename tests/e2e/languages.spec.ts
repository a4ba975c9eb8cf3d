// English, हिन्दी and ଓଡ଼ିଆ: the first visit follows the browser's languages, the header's switcher
// changes every text and <html lang>, and the choice is kept for the next visit.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { bookThroughApi } from './api-booking';
import {
  codeFromOutbox,
  linkFromOutbox,
  signInAsCustomer,
  uniqueEmail,
  uniquePhone,
  useOwnAddress,
} from './auth-helpers';
import { bookingIdOnPage, seedDevice } from './helpers';
import odiaBlog from '../../src/locales/or/blog.json' with { type: 'json' };
import odiaAuth from '../../src/locales/or/auth.json' with { type: 'json' };
import odiaBooking from '../../src/locales/or/booking.json' with { type: 'json' };
import odiaDevices from '../../src/locales/or/devices.json' with { type: 'json' };
import { formatMessage } from '../../src/shared/message-format';
import odiaFieldMessages from '../../src/locales/or/field-messages.json' with { type: 'json' };
import odiaRepairs from '../../src/locales/or/repair-services.json' with { type: 'json' };

const ODIA = /[\u0B00-\u0B7F]/;
const DEVANAGARI = /[\u0900-\u097F]/;
/**
 * Names that read the same in every language (docs/glossary.md), not English left untranslated: the
 * brand and networks, abbreviations, e-mail addresses, the switcher's own "English", and the shop's
 * address as configured (SUPPORT_ADDRESS).
 */
const NAMES =
  /DoorstepFix|WhatsApp|Facebook|Instagram|YouTube|SMS|UPI|OTP|AMOLED|LCD|\S+@\S+|English|Bhubaneswar|Odisha|India/g;

/** Words of two or more Latin letters left in the page's visible text, apart from names. */
async function englishWordsOn(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return (text.replace(NAMES, '').match(/[A-Za-z]{2,}/g) ?? []).filter(
    // Brand and device names on the home page's lists are names too.
    (word) =>
      !/^(Apple|Samsung|Xiaomi|Redmi|OnePlus|Vivo|Oppo|Realme|Motorola|iPhone|Galaxy|Google|Pixel|Nokia|Poco|iQOO|Nothing|Infinix|Tecno|Lava|Jio|HMD|itel|Honor|iPad|Tab)$/i.test(
        word,
      ),
  );
}

test.describe('a first visit from a browser set to Odia', () => {
  test.use({ locale: 'or-IN' });

  test('shows the home page in Odia, with <html lang="or">', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'or');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ODIA);
    await expect(page.getByRole('combobox', { name: 'ଭାଷା' })).toHaveValue('or');
    expect(await englishWordsOn(page)).toEqual([]);
  });
});

test('the switcher changes the language, and the choice stays for the next visit', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const heading = page.getByRole('heading', { level: 1 });
  const english = await heading.innerText();

  await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(heading).toHaveText(DEVANAGARI);
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('hi');
  expect(await englishWordsOn(page)).toEqual([]);

  // Another page, opened afresh, is in Hindi from the start.
  await page.goto('/services');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEVANAGARI);
  expect(await englishWordsOn(page)).toEqual([]);

  await page.getByRole('combobox', { name: 'भाषा' }).selectOption('en');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(heading).toHaveText(english);
});

test.describe('language paths', () => {
  test('a content page at /or/… arrives in Odia, names its other addresses, and its links stay in Odia', async ({
    page,
    baseURL,
  }, testInfo) => {
    const response = await page.goto('/or/faq');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'or');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ODIA);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/or/faq`);
    for (const [hreflang, path] of [
      ['en', '/faq'],
      ['hi', '/hi/faq'],
      ['or', '/or/faq'],
      ['x-default', '/faq'],
    ] as const) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute(
        'href',
        `${baseURL}${path}`,
      );
    }
    expect(await englishWordsOn(page)).toEqual([]);
    await expectNoAxeViolations(page, testInfo, 'the Odia FAQ page');

    // The footer's links lead to the pages in Odia.
    await page.locator('footer a[href="/or/privacy"]').click();
    await expect(page).toHaveURL(`${baseURL}/or/privacy`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ODIA);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/or/privacy`);

    // Choosing English opens the same page at its English address, and keeps the choice.
    await page.getByRole('combobox', { name: 'ଭାଷା' }).selectOption('en');
    await expect(page).toHaveURL(`${baseURL}/privacy`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  });

  test('the Hindi pages are in Hindi before any script runs', async ({ request }) => {
    for (const path of ['/hi', '/hi/about', '/hi/blog/extend-battery-life-tips']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<html lang="hi">');
      const heading = /<h1[^>]*>([^<]*)</.exec(html)?.[1] ?? '';
      expect(heading, path).toMatch(DEVANAGARI);
      expect(html, path).toContain('मरम्मत बुक करने के लिए कृपया JavaScript चालू करें');
    }
  });

  test('a guide in Odia names itself in Odia to search engines and describes its picture in Odia', async ({
    request,
  }) => {
    const html = await (await request.get('/or/blog/water-damage-save-phone-fast')).text();
    const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(title).toContain(odiaBlog.seo['water-damage-save-phone-fast'].title);
    const description = /<meta [^>]*name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(description).toBe(odiaBlog.seo['water-damage-save-phone-fast'].description);
    const alt = /<img [^>]*alt="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(alt).toBe(odiaBlog.seo['water-damage-save-phone-fast'].imageAlt);
    expect(html).not.toContain('lying on a folded towel');
  });
});

test.describe('a repair booked entirely in Odia', () => {
  test.use({ locale: 'or-IN' });

  // The device's own names (model number, storage sizes, colours) read the same in every language.
  const device = seedDevice('samsung-galaxy-s24');
  const deviceWords = new Set(
    [device.modelNumber ?? '', ...device.storageOptions, ...device.colorOptions].flatMap((name) =>
      name.split(/[^A-Za-z]+/),
    ),
  );
  // The map's credit to OpenStreetMap stays in the words its licence asks for.
  const mapCredit = new Set(['OpenStreetMap', 'contributors']);
  // What the customer typed (the address) and the booking's number are theirs, not the site's words.
  const typedWords = new Set(['Plot', 'Saheed', 'Nagar']);
  const englishBesidesTheDevice = async (page: Page) =>
    (await englishWordsOn(page)).filter(
      (word) => !deviceWords.has(word) && !mapCredit.has(word) && !typedWords.has(word),
    );

  test('from the device page to the confirmation, and the SMS comes in Odia', async ({ page }, testInfo) => {
    await useOwnAddress(page);
    await page.goto('/devices/samsung-galaxy-s24');
    await expect(page.locator('html')).toHaveAttribute('lang', 'or');
    // The repairs are named in Odia, and nothing else on the page is left in English.
    const screen = odiaRepairs['screen-replacement'].name;
    await expect(page.getByRole('heading', { name: screen, exact: true })).toBeVisible();
    expect(await englishBesidesTheDevice(page)).toEqual([]);

    await page
      .getByRole('button', { name: `${odiaDevices.device.addToRepair}: ${screen}`, exact: true })
      .click();
    const quickFix = page.getByRole('dialog');
    // The quick fix's first step, in Odia.
    await expect(quickFix).toContainText(
      odiaRepairs['screen-replacement'].diyGuideText.split('\n')[0]!.slice(3),
    );
    await expectNoAxeViolations(page, testInfo, 'the Odia quick-fix dialog');
    await quickFix.getByRole('button', { name: odiaDevices.device.didntHelp }).click();
    await expect(quickFix).toHaveCount(0);
    await page
      .getByRole('button', { name: formatMessage(odiaDevices.device.proceed, { count: 1 }, 'or') })
      .click();

    await expect(page).toHaveURL(/\/booking\?/);
    await expect(page.getByTestId('selected-repairs')).toContainText(screen);
    const { fields } = odiaBooking;
    const email = uniqueEmail('odia');
    const phone = uniquePhone();
    await page.getByLabel(fields.name).fill('ସୁଭଦ୍ରା ମହାପାତ୍ର');
    await page.getByLabel(fields.email, { exact: true }).fill(email);
    await page.getByLabel(fields.phone).fill(phone);
    await page.getByLabel(fields.address, { exact: true }).fill('Plot 42, Saheed Nagar');
    await page.getByLabel(fields.city).fill('Bhubaneswar');
    await page.getByLabel(fields.state).fill('Odisha');
    await page.getByLabel(fields.pincode).fill('751007');
    expect(await englishBesidesTheDevice(page)).toEqual([]);
    await expectNoAxeViolations(page, testInfo, 'the Odia booking page');
    await page.getByRole('button', { name: odiaBooking.submit }).click();

    await expect(page).toHaveURL(/\/booking-confirmation$/);
    const bookingId = await bookingIdOnPage(page);
    for (const part of bookingId.split(/[^A-Z]+/)) typedWords.add(part);
    await expect(page.getByTestId('summary-repairs')).toContainText(screen);
    expect(await englishBesidesTheDevice(page)).toEqual([]);

    // The booking was made in Odia: its SMS is written in Odia.
    let sms = '';
    await expect
      .poll(async () => {
        const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(`+91${phone}`)}`);
        const { messages } = (await res.json()) as { messages: { text: string }[] };
        sms = messages.find((message) => message.text.includes(bookingId))?.text ?? '';
        return sms;
      })
      .not.toBe('');
    expect(sms).toMatch(ODIA);
    expect(sms).toContain(`ବୁକିଂ ${bookingId}`);
  });
});

test('choosing Odia on a device page names its repairs in Odia', async ({ page }) => {
  await page.goto('/devices/samsung-galaxy-s24');
  await expect(page.getByRole('heading', { name: 'Screen Replacement', exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('or');
  await expect(
    page.getByRole('heading', { name: odiaRepairs['screen-replacement'].name, exact: true }),
  ).toBeVisible();
});

test('a customer’s dashboard in Odia names the booked repair in Odia', async ({ page }) => {
  const address = await useOwnAddress(page);
  await page.goto('/');
  const email = await signInAsCustomer(page, address);
  const booking = await bookThroughApi(page, address);
  await page.goto('/or/dashboard');
  const card = page.getByTestId('booking-card').filter({ hasText: booking.bookingId });
  await expect(card).toContainText(odiaRepairs['screen-replacement'].name);
  // Apart from what is the customer's own (their e-mail's name, the booking's name) and the booking's
  // number, nothing on the page is English.
  const theirs = new Set([
    ...email.split('@')[0]!.split(/[^A-Za-z]+/),
    'Sabita',
    'Mohanty',
    ...booking.bookingId.split(/[^A-Z]+/),
  ]);
  expect((await englishWordsOn(page)).filter((word) => !theirs.has(word))).toEqual([]);
});

test('a sign-in code asked for on a Hindi page comes in Hindi, and signs in', async ({ page }) => {
  await useOwnAddress(page);
  const email = uniqueEmail('hindi');
  await page.goto('/hi/auth');
  await page.getByLabel('ईमेल पता').fill(email);
  await page.getByRole('button', { name: 'कोड भेजें' }).click();
  const code = await codeFromOutbox(page.request, email);
  const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const [mail] = ((await res.json()) as { messages: { subject: string; text: string }[] }).messages;
  expect(mail?.subject).toBe(`${code} आपका DoorstepFix साइन-इन कोड है`);
  expect(mail?.text).toMatch(DEVANAGARI);
  await page.getByLabel('6 अंकों का कोड').fill(code);
  await page.getByRole('button', { name: 'जाँचें और साइन इन करें' }).click();
  await expect(page).toHaveURL(/\/hi\/dashboard$/);
});

test('an account asked for in Odia is confirmed by an Odia e-mail whose link opens in Odia', async ({
  page,
}) => {
  const address = await useOwnAddress(page);
  await page.goto('/or');
  const email = uniqueEmail('odia');
  const sent = await page.request.post('/api/auth/email-link/send', {
    data: { email, name: 'Subhadra Nayak', language: 'or' },
    headers: { Origin: new URL(page.url()).origin, 'X-Forwarded-For': address },
  });
  expect(sent.status()).toBe(200);
  const link = await linkFromOutbox(page.request, email);
  expect(link.pathname).toBe('/or/auth-confirmation');
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(odiaAuth.confirmation.successTitle);
  await expect(page.locator('html')).toHaveAttribute('lang', 'or');
});

test('a form on an Odia page says what is wrong with each field in Odia', async ({ page }) => {
  await page.goto('/or/contact');
  await page.getByRole('button', { name: 'ମେସେଜ୍ ପଠାନ୍ତୁ' }).click();
  const alerts = page.getByRole('alert');
  await expect(
    alerts.filter({ hasText: formatMessage(odiaFieldMessages.nameMin, { min: 2 }, 'or') }),
  ).toBeVisible();
  await expect(alerts.filter({ hasText: odiaFieldMessages.emailInvalid })).toBeVisible();
  await expect(
    alerts.filter({ hasText: formatMessage(odiaFieldMessages.messageMin, { min: 10 }, 'or') }),
  ).toBeVisible();
  expect((await alerts.allInnerTexts()).join(' ')).not.toMatch(/[A-Za-z]{3,}/);
});
