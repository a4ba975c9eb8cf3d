// The footer's social links: the networks the server is configured with (SOCIAL_*_URL), and no
// others, whether the app has started or the prerendered page is read without JavaScript. The browser
// tests' server sets only SOCIAL_YOUTUBE_URL (playwright.config.ts).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { useOwnAddress } from './auth-helpers';

const youtube = 'https://www.youtube.com/@doorstepfix-e2e';

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

async function expectOnlyYouTube(page: Page) {
  const footer = page.locator('footer');
  await expect(footer.getByRole('heading', { name: 'Follow us' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'YouTube' })).toHaveAttribute('href', youtube);
  for (const name of ['Facebook', 'Instagram', 'X']) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  await expect(
    footer.locator('a[href*="facebook.com"], a[href*="instagram.com"], a[href*=".invalid"]'),
  ).toHaveCount(0);
}

test('the footer links to the configured network only', async ({ page }) => {
  // A prerendered page and a page the app renders from scratch.
  for (const path of ['/about', '/devices']) {
    await page.goto(path);
    await expect(page.locator('head [data-static]')).toHaveCount(0);
    await expectOnlyYouTube(page);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a prerendered page’s footer links to the configured network only', async ({ page }) => {
    for (const path of ['/', '/about', '/blog/extend-battery-life-tips']) {
      await page.goto(path);
      await expectOnlyYouTube(page);
    }
  });
});
