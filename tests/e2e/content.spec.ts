// The public content pages: about, FAQ, legal pages, service pages, blog and contact.
import { expect, test } from './fixtures';
import { articleSlugs } from '../../src/shared/blog-slugs';
import articles from '../../src/locales/en/articles.json' with { type: 'json' };
import blog from '../../src/locales/en/blog.json' with { type: 'json' };
import pages from '../../src/locales/en/pages.json' with { type: 'json' };
import { useOwnAddress } from './auth-helpers';
import { expectPageBasics, trackConsoleErrors } from './helpers';

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

const simplePages: [string, string, string][] = [
  ['/about', pages.about.title, pages.about.values[3]!.title],
  ['/faq', pages.faq.title, pages.faq.items[0]!.question],
  ['/privacy', pages.privacy.title, pages.privacy.sections[0]!.heading],
  ['/terms', pages.terms.title, pages.terms.sections[0]!.heading],
  ['/warranty', pages.warranty.title, pages.warranty.sections[0]!.heading],
  ['/cookies', pages.cookies.title, pages.cookies.sections[0]!.heading],
  [
    '/services/screen-repair',
    pages.services['screen-repair'].title,
    pages.services['screen-repair'].fixes[0]!,
  ],
  [
    '/services/battery-replacement',
    pages.services['battery-replacement'].title,
    pages.services['battery-replacement'].note,
  ],
  ['/services/water-damage', pages.services['water-damage'].title, pages.services['water-damage'].signs[0]!],
  [
    '/services/charging-port',
    pages.services['charging-port'].title,
    pages.services['charging-port'].fixes[0]!,
  ],
  ['/services/speaker-mic', pages.services['speaker-mic'].title, pages.services['speaker-mic'].fixes[0]!],
  ['/blog', blog.list.title, articles['extend-battery-life-tips'].title],
  ['/contact', pages.contact.title, pages.contact.formTitle],
];

for (const [path, heading, content] of simplePages) {
  test(`${path} shows its content`, async ({ page }) => {
    const problems = trackConsoleErrors(page);
    await page.goto(path);
    await expectPageBasics(page, heading);
    await expect(page.getByText(content, { exact: true }).first()).toBeVisible();
    // Contact details are filled in from the server's configuration.
    expect(await page.locator('main').innerText()).not.toMatch(/\{[\w.]+\}/);
    for (const img of await page.locator('main img').all()) {
      expect(await img.getAttribute('alt')).toBeTruthy();
      expect(await img.getAttribute('width')).toBeTruthy();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    expect(problems).toEqual([]);
  });
}

test('service pages show the catalogue’s starting price and book from the device list', async ({ page }) => {
  await page.goto('/services/screen-repair');
  await expect(page.getByTestId('starting-price')).toHaveText(/^₹[\d,]+$/);
  await page.getByRole('link', { name: 'Book Now' }).last().click();
  await expect(page).toHaveURL(/\/devices\?service=screen-replacement$/);
});

test('an unknown service page is the 404 page', async ({ page }) => {
  const response = await page.goto('/services/phone-polishing');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
});

test('FAQ opens one answer at a time, by keyboard too', async ({ page }) => {
  await page.goto('/faq');
  // The app has taken over the prerendered page: before that, a key press opens nothing.
  await expect(page.locator('head [data-static]')).toHaveCount(0);
  await expect(page.locator('main [inert]')).toHaveCount(0);
  const buttons = page.locator('main button[aria-expanded]');
  await expect(buttons).toHaveCount(7);
  await expect(page.locator('main [role="region"]:visible')).toHaveCount(1);
  await buttons.nth(2).focus();
  await page.keyboard.press('Enter');
  await expect(buttons.nth(2)).toHaveAttribute('aria-expanded', 'true');
  await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('main [role="region"]:visible')).toHaveCount(1);
  await expect(page.getByText(pages.faq.items[2]!.answer)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main [role="region"]:visible')).toHaveCount(0);
});

test('the blog lists the five guides and opens each one', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByTestId('article-card')).toHaveCount(articleSlugs.length);
  await page
    .getByRole('link', { name: new RegExp(articles['water-damage-save-phone-fast'].title.slice(0, 20)) })
    .click();
  await expect(page).toHaveURL(/\/blog\/water-damage-save-phone-fast$/);
  await expectPageBasics(page, articles['water-damage-save-phone-fast'].title);
  await expect(page.locator('.article-body h2').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Need Professional Help?' })).toBeVisible();
  await page.getByRole('link', { name: 'Select Your Device' }).click();
  await expect(page).toHaveURL(/\/devices$/);
});

test('an unknown article says so', async ({ page }) => {
  const response = await page.goto('/blog/how-to-fly');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article Not Found');
  await page.getByRole('link', { name: 'Back to all guides' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('the contact form explains each mistake, then sends the message', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name must be at least 2 characters.')).toBeVisible();
  await expect(page.getByText('Invalid email address.')).toBeVisible();
  await expect(page.getByText('Please enter a valid 10-digit Indian mobile number.')).toBeVisible();
  await expect(page.getByText('Message must be at least 10 characters.')).toBeVisible();
  await expect(page.getByLabel('Your name')).toBeFocused();

  await page.getByLabel('Your name').fill('Lakshmi Patnaik');
  await expect(page.getByText('Name must be at least 2 characters.')).toHaveCount(0);
  const email = `contact-${Date.now()}@example.com`;
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Mobile number').fill('+91 98610 12345');
  await expect(page.getByLabel('Mobile number')).toHaveValue('9861012345');
  await page
    .getByLabel('Message', { exact: true })
    .fill('My tablet screen flickers. Can someone visit on Saturday?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent Successfully!', { exact: true })).toBeVisible();
  const banner = page.getByRole('status').filter({ hasText: 'Message Sent Successfully!' });
  await expect(banner).toBeVisible();
  await expect(page.getByLabel('Your name')).toHaveValue('');
  await expect(banner).toHaveCount(0, { timeout: 7000 });

  const outbox = await page.request.get('/api/dev/outbox?to=support@doorstepfix.in');
  const { messages } = (await outbox.json()) as { messages: { text: string }[] };
  expect(messages.some((m) => m.text.includes(email))).toBe(true);
});

const everyPublicPage = [
  '/',
  '/services',
  '/devices',
  '/devices/apple-iphone-15',
  '/about',
  '/contact',
  '/faq',
  '/privacy',
  '/terms',
  '/warranty',
  '/cookies',
  '/blog',
  ...articleSlugs.map((slug) => `/blog/${slug}`),
  '/services/screen-repair',
  '/services/speaker-mic',
  '/auth',
];

test('every public page passes the basic hygiene checks', async ({ page }) => {
  test.setTimeout(90_000);
  for (const path of everyPublicPage) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute(
      'href',
      new RegExp(`${path === '/' ? '/$' : `${path}$`}`),
    );
    await expect(page.locator('meta[name="description"]'), path).toHaveCount(1);
    // Images: described and sized (no layout shift).
    for (const img of await page.locator('img').all()) {
      expect(await img.getAttribute('alt'), `${path} img alt`).not.toBeNull();
      expect(await img.getAttribute('width'), `${path} img width`).toBeTruthy();
      expect(await img.getAttribute('height'), `${path} img height`).toBeTruthy();
    }
    // Links and buttons: each has a name a screen reader can say.
    const unnamed = await page.evaluate(() =>
      [...document.querySelectorAll('a[href], button')]
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .filter(
          (el) =>
            !(
              el.getAttribute('aria-label') ||
              el.textContent?.trim() ||
              el.querySelector('img[alt]:not([alt=""])')
            ),
        )
        .map((el) => el.outerHTML.slice(0, 120)),
    );
    expect(unnamed, path).toEqual([]);
  }
});

test('content pages arrive as HTML a crawler without JavaScript can read', async ({ request }) => {
  const decode = (html: string) =>
    html
      .replace(/&amp;/g, '&')
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
  const expected: [string, string][] = [
    ['/about', pages.about.title],
    ['/faq', pages.faq.items[6]!.question],
    ['/privacy', pages.privacy.title],
    ['/terms', pages.terms.title],
    ['/warranty', pages.warranty.title],
    ['/cookies', pages.cookies.title],
    ['/contact', pages.contact.formTitle],
    ['/blog', blog.list.title],
    ['/services/water-damage', pages.services['water-damage'].title],
    ['/services/speaker-mic', pages.services['speaker-mic'].fixes[0]!],
    ...articleSlugs.map((slug): [string, string] => [`/blog/${slug}`, articles[slug].title]),
  ];
  for (const [path, text] of expected) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = decode(await response.text());
    expect(html, path).toContain(text);
    expect(html, path).toMatch(/<h1[^>]*>/);
    expect(html, path).toContain('<link data-static rel="canonical"');
    // Contact details and origin are the server's configuration, not the build's stand-ins.
    expect(html, path).not.toContain('.invalid');
  }
  const article = decode(await (await request.get('/blog/phone-not-charging-quick-checks')).text());
  expect(article).toContain('The 7 quick checks');
  const contact = await (await request.get('/contact')).text();
  expect(contact).toContain('support@doorstepfix.in');
});
