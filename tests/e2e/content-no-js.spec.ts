// The prerendered pages with JavaScript switched off: what a link-preview crawler, a visitor who has
// turned scripts off, or a slow phone that has not run them yet sees. The text must be there and
// visible, not parked in a hidden segment behind a spinner.
import { expect, test } from './fixtures';
import { articleSlugs } from '../../src/shared/blog-slugs';
import type { ArticleSlug } from '../../src/shared/blog-slugs';
import { loadArticleContent } from '../../src/web/features/blog/article-content';
import articles from '../../src/locales/en/articles.json' with { type: 'json' };
import blog from '../../src/locales/en/blog.json' with { type: 'json' };
import catalogue from '../../src/locales/en/catalogue.json' with { type: 'json' };
import withoutScript from '../../src/locales/en/without-script.json' with { type: 'json' };
import hindiWithoutScript from '../../src/locales/hi/without-script.json' with { type: 'json' };
import home from '../../src/locales/en/home.json' with { type: 'json' };
import pages from '../../src/locales/en/pages.json' with { type: 'json' };
import { prerenderedPaths } from '../../scripts/prerendered-paths';
import { useOwnAddress } from './auth-helpers';
import { trackConsoleErrors } from './helpers';

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

/** The first heading of an article's body, from its own content module. */
async function firstArticleHeading(slug: ArticleSlug): Promise<string> {
  const html = await loadArticleContent(slug);
  const heading = /<h2>([^<]+)<\/h2>/.exec(html)?.[1];
  if (!heading) throw new Error(`${slug} has no <h2>`);
  return heading;
}

/** Each prerendered page: its h1 and a piece of its body text. */
const expectations: Record<string, [string, string | Promise<string>]> = {
  '/': [home.hero.title, home.hero.body],
  '/services': [catalogue.services.title, catalogue.services.subtitle],
  '/about': [pages.about.title, pages.about.mission],
  '/contact': [pages.contact.title, pages.contact.formTitle],
  '/faq': [pages.faq.title, pages.faq.items[0]!.question],
  '/privacy': [pages.privacy.title, pages.privacy.intro],
  '/terms': [pages.terms.title, pages.terms.intro],
  '/warranty': [pages.warranty.title, pages.warranty.intro],
  '/cookies': [pages.cookies.title, pages.cookies.intro],
  '/blog': [blog.list.title, blog.list.intro],
  ...Object.fromEntries(
    articleSlugs.map((slug) => [`/blog/${slug}`, [articles[slug].title, firstArticleHeading(slug)]]),
  ),
  '/services/screen-repair': [pages.services['screen-repair'].title, pages.services['screen-repair'].intro],
  '/services/battery-replacement': [
    pages.services['battery-replacement'].title,
    pages.services['battery-replacement'].intro,
  ],
  '/services/water-damage': [pages.services['water-damage'].title, pages.services['water-damage'].intro],
  '/services/charging-port': [pages.services['charging-port'].title, pages.services['charging-port'].intro],
  '/services/speaker-mic': [pages.services['speaker-mic'].title, pages.services['speaker-mic'].intro],
};

test('every prerendered page has its expected text listed here', () => {
  expect(Object.keys(expectations).sort()).toEqual([...prerenderedPaths].sort());
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of prerenderedPaths) {
    test(`${path} shows its heading and text without JavaScript`, async ({ page }) => {
      const [heading, bodyText] = expectations[path]!;
      const text = await bodyText;
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const main = page.locator('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(main.getByText(text, { exact: true }).first()).toBeVisible();
      // No 'Loading…' spinner stands in for the page, and no part of the page waits hidden.
      await expect(main.locator(':scope > [role="status"]')).toHaveCount(0);
      await expect(page.locator('[hidden][id^="S:"]')).toHaveCount(0);
      expect((await main.innerText()).length).toBeGreaterThan(200);
    });
  }
});

test.describe('with JavaScript', () => {
  test('the app starts over a prerendered page without hiding its text', async ({ page }) => {
    // Records every moment <main> shows a loading spinner or loses its heading, from the first paint.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seenInMain: string[] }).seenInMain = seen;
      new MutationObserver(() => {
        const main = document.querySelector('main');
        if (!main) return;
        if (main.querySelector('[role="status"]')) seen.push('spinner');
        if (!main.querySelector('h1')) seen.push('no heading');
      }).observe(document, { childList: true, subtree: true });
    });
    const problems = trackConsoleErrors(page);
    for (const path of ['/about', '/blog/amoled-vs-lcd-screen-comparison', '/services/water-damage']) {
      const [heading] = expectations[path]!;
      await page.goto(path);
      // The app has started when it has replaced the prerendered head tags with its own.
      await expect(page.locator('head [data-static]')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(() => (window as unknown as { seenInMain: string[] }).seenInMain),
        path,
      ).toEqual([]);
    }
    expect(problems).toEqual([]);
  });
});

// The pages that need JavaScript, and 'Page Not Found', without it (decision 034): the header and the
// footer as on every page, and above them the words that say to call or WhatsApp us.
test.describe('pages that need JavaScript, without it', () => {
  test.use({ javaScriptEnabled: false });
  const seeded = 'samsung-galaxy-s24';

  for (const [path, words] of [
    ['/devices?service=screen-replacement', withoutScript.text],
    ['/booking', withoutScript.text],
    ['/no-such-page', withoutScript.text],
    [`/devices/${seeded}`, withoutScript.text],
    ['/hi/booking', hindiWithoutScript.text],
  ] as const) {
    test(`${path} has the header, the footer and the support phone and WhatsApp`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(path === '/no-such-page' ? 404 : 200);
      const header = page.getByRole('banner');
      const footer = page.getByRole('contentinfo');
      await expect(header).toBeVisible();
      await expect(footer).toBeVisible();
      const notice = page.getByTestId('without-script');
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(words);
      await expect(notice.getByRole('link').first()).toHaveAttribute('href', /^tel:\+91\d{10}$/);
      await expect(notice.getByRole('link').nth(1)).toHaveAttribute('href', /^https:\/\/wa\.me\/91\d{10}\?/);
      // At the top of the page, above the header (never below the footer), styled by the stylesheet.
      const [top, box] = await Promise.all([header, notice].map((l) => l.boundingBox()));
      expect(box!.y + box!.height).toBeLessThanOrEqual(top!.y + 1);
      expect(await notice.evaluate((e) => getComputedStyle(e).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
      if (path === '/no-such-page') {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
      }
    });
  }
});

test('with JavaScript, the words for browsers without it never show', async ({ page }) => {
  for (const path of ['/booking?deviceSlug=samsung-galaxy-s24', '/devices/samsung-galaxy-s24', '/about']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('without-script')).toBeHidden();
  }
});
