// The browse journey: home → services → devices, and the pages that are not found. The device page
// has its own file.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { articleSlugs } from '../../src/shared/blog-slugs';
import catalogue from '../../src/locales/en/catalogue.json' with { type: 'json' };
import devices from '../../src/locales/en/devices.json' with { type: 'json' };
import home from '../../src/locales/en/home.json' with { type: 'json' };
import { popularityOrder } from '../../src/server/db/seed/data/popularity';
import {
  expectDeviceCount,
  expectPageBasics,
  inr,
  isPhone,
  minSeedPrice,
  rupeePattern,
  seedDeviceCount,
  seedDevices,
  seedService,
} from './helpers';

const ALL_DEVICES = seedDeviceCount();

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expectPageBasics(page, home.hero.title);
  });

  test('hero buttons lead to devices and services', async ({ page }) => {
    await page.getByRole('link', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(/\/devices$/);
    await expectPageBasics(page, 'Choose Your Device');

    await page.goBack();
    await expectPageBasics(page, home.hero.title);
    await page.getByRole('link', { name: 'View Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expectPageBasics(page, 'Our Repair Services');
  });

  test('shows who we serve', async ({ page }) => {
    const section = page.getByRole('region', { name: 'We Serve Everyone' });
    await expect(section).toBeVisible();
    for (const audience of ['Students', 'Professionals', 'Senior Citizens']) {
      await expect(section.getByRole('heading', { name: audience, level: 3 })).toBeVisible();
    }
  });

  test('featured services link to their devices with catalogue starting prices', async ({ page }) => {
    // The cheapest seeded screen replacement is ₹1,099 (entry phones); the card must show exactly that.
    expect(inr(minSeedPrice('screen-replacement'))).toBe('₹1,099');

    const featured = [
      { title: 'Screen Replacement', slug: 'screen-replacement' },
      { title: 'Battery Replacement', slug: 'battery-replacement' },
      { title: 'Water Damage Repair', slug: 'water-damage' },
      { title: 'Charging Port Repair', slug: 'charging-port' },
    ] as const;
    const section = page.getByRole('region', { name: 'Popular Repairs' });
    const cards = section.getByRole('link');
    await expect(cards).toHaveCount(featured.length);
    for (const [index, { title, slug }] of featured.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(title);
      await expect(card).toHaveAttribute('href', `/devices?service=${slug}`);
      await expect(card.getByTestId('starting-price')).toHaveText(`Starting from ${inr(minSeedPrice(slug))}`);
    }
    await expect(cards.first().getByTestId('starting-price')).toHaveText('Starting from ₹1,099');

    await cards.filter({ hasText: 'Battery Replacement' }).click();
    await expect(page).toHaveURL(/\/devices\?service=battery-replacement$/);
    await expect(page.getByTestId('service-note')).toContainText('Battery Replacement');
  });

  test('blog teasers, privacy link and the closing call to action', async ({ page }) => {
    const blog = page.getByRole('region', { name: 'Tips & DIY Guides' });
    const teasers = blog.getByRole('listitem').getByRole('link');
    await expect(teasers).toHaveCount(4);
    for (const [index, slug] of articleSlugs.slice(0, 4).entries()) {
      await expect(teasers.nth(index)).toHaveAttribute('href', `/blog/${slug}`);
      await expect(teasers.nth(index)).toContainText('Read guide');
    }
    await expect(blog.getByRole('link', { name: 'Explore All Articles' })).toHaveAttribute('href', '/blog');

    await expect(page.getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );

    const cta = page.getByRole('region', { name: home.cta.title });
    await expect(cta.getByRole('link', { name: 'Book a Repair' })).toHaveAttribute('href', '/devices');
    await expect(cta.getByRole('link', { name: 'Talk to Us' })).toHaveAttribute('href', '/contact');
    await cta.getByRole('link', { name: 'Book a Repair' }).click();
    await expect(page).toHaveURL(/\/devices$/);
    await expectPageBasics(page, 'Choose Your Device');
    await page.goBack();
    await page
      .getByRole('region', { name: home.cta.title })
      .getByRole('link', { name: 'Talk to Us' })
      .click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('site navigation (the menu button on phones)', async ({ page }, testInfo) => {
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    const expected = [
      ['Home', '/'],
      ['Services', '/services'],
      ['Devices', '/devices'],
      ['Blog', '/blog'],
      ['About Us', '/about'],
      ['Contact', '/contact'],
    ] as const;

    if (isPhone(testInfo)) {
      await expect(nav).toHaveCount(0);
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await menuButton.click();
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
      await expect(nav).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    } else {
      await expect(menuButton).toBeHidden();
      await expect(nav).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    }
    for (const [name, href] of expected) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await nav.getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expectPageBasics(page, 'Our Repair Services');

    if (isPhone(testInfo)) {
      // The menu closes once the new page is shown.
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await menuButton.click();
    }
    await expect(nav.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

test.describe('services page', () => {
  const groups = [
    { title: 'Screen Replacement', slugs: ['screen-replacement'] },
    { title: 'Battery Replacement', slugs: ['battery-replacement'] },
    { title: 'Water Damage Repair', slugs: ['water-damage'] },
    { title: 'Mic & Speaker Fix', slugs: ['speaker-repair', 'microphone-repair'] },
    { title: 'Charging Port Repair', slugs: ['charging-port'] },
    { title: 'Dead Mobile Diagnosis', slugs: ['dead-mobile-diagnosis'] },
  ] as const;

  test('six services, each with a starting price and a Book Service link', async ({ page }) => {
    await page.goto('/services');
    await expectPageBasics(page, 'Our Repair Services');
    const items = page.getByRole('main').getByRole('listitem');
    await expect(items).toHaveCount(6);
    await expect(page.getByRole('link', { name: 'Book Service' })).toHaveCount(6);

    for (const [index, { title, slugs }] of groups.entries()) {
      const item = items.nth(index);
      await expect(item.getByRole('heading', { level: 2 })).toHaveText(title);
      await expect(item.getByText('Starting from', { exact: true })).toBeVisible();
      const price = item.getByTestId('starting-price');
      await expect(price).toHaveText(inr(minSeedPrice(...slugs)));
      expect(await price.textContent()).toMatch(rupeePattern);
      // A card covering several catalogue services (Mic & Speaker) lists the devices with any of them.
      await expect(item.getByRole('link', { name: 'Book Service' })).toHaveAttribute(
        'href',
        `/devices?service=${slugs.join(',')}`,
      );
    }

    await items.nth(1).getByRole('link', { name: 'Book Service' }).click();
    await expect(page).toHaveURL(/\/devices\?service=battery-replacement$/);
    await expectPageBasics(page, 'Choose Your Device');
  });
});

test.describe('devices page', () => {
  const search = (page: Page) => page.getByRole('searchbox', { name: 'Search devices' });
  const brands = (page: Page) => page.getByRole('group', { name: 'Filter by brand' });

  test('arrives with the grid of every device, without waiting for the list', async ({ page }) => {
    // The server renders the list into the page (decision 021): held back, the list is not needed.
    await page.route(/\/api\/devices(\?|$)/, () => new Promise<void>(() => {}));
    await page.goto('/devices');
    await expectPageBasics(page, 'Choose Your Device');
    await expectDeviceCount(page, ALL_DEVICES);
    await expect(page.getByRole('status').filter({ hasText: 'Choose Your Device' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Apple iPhone 15 Pro Max/ })).toHaveAttribute(
      'href',
      '/devices/apple-iphone-15-pro-max',
    );
  });

  test('shows a spinner while a list the server did not render loads, then the devices it finds', async ({
    page,
  }) => {
    // Hold the device list back so the loading state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/devices(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    // A service in the address: the app renders the list (a search or a brand alone, the server does).
    await page.goto('/devices?service=screen-replacement&q=iphone%2015%20pro%20max');
    await expectPageBasics(page, 'Choose Your Device');
    const spinner = page.getByRole('status').filter({ hasText: 'Choose Your Device' });
    await expect(spinner).toBeVisible();
    await expect(page.getByTestId('device-card')).toHaveCount(0);
    release();
    await expectDeviceCount(page, 1);
    await expect(spinner).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Apple iPhone 15 Pro Max/ })).toHaveAttribute(
      'href',
      '/devices/apple-iphone-15-pro-max?service=screen-replacement',
    );
  });

  test('brand chips filter the grid and All brands resets it', async ({ page }, testInfo) => {
    await page.goto('/devices');
    await expectDeviceCount(page, ALL_DEVICES);
    const brandNames = [...new Set(seedDevices.map((d) => d.brand))];
    // On a phone the rarer brands are one tap away.
    if (isPhone(testInfo)) await page.getByRole('button', { name: /More brands/ }).click();
    await expect(brands(page).getByRole('link')).toHaveCount(brandNames.length + 1);

    // Links to the list filtered by each brand (they work before the page's script has run).
    const samsung = brands(page).getByRole('link', { name: 'Samsung', exact: true });
    const all = brands(page).getByRole('link', { name: 'All brands' });
    await expect(all).toHaveAttribute('aria-current', 'true');
    await expect(samsung).toHaveAttribute('href', /^\/devices\?brand=\d+$/);
    await samsung.click();
    await expect(samsung).toHaveAttribute('aria-current', 'true');
    await expect(all).not.toHaveAttribute('aria-current');
    await expect(page).toHaveURL(/[?&]brand=\d+/);
    await expectDeviceCount(page, seedDeviceCount('Samsung'));
    const brandLines = await page
      .getByTestId('device-card')
      .evaluateAll((cards) => cards.map((card) => card.querySelector('p')?.textContent ?? ''));
    expect(brandLines.filter((line) => line !== 'Samsung')).toEqual([]);
    await expect(page.getByTestId('device-card').filter({ hasNotText: 'Samsung' })).toHaveCount(0);

    await all.click();
    await expect(all).toHaveAttribute('aria-current', 'true');
    await expect(samsung).not.toHaveAttribute('aria-current');
    await expect(page).not.toHaveURL(/brand=/);
    await expectDeviceCount(page, ALL_DEVICES);
  });

  test('starts with the phones people carry most; on a phone the rarer brands fold away', async ({
    page,
  }, testInfo) => {
    await page.goto('/devices');
    await expectDeviceCount(page, ALL_DEVICES);
    const cards = page.getByTestId('device-card');
    for (const [index, slug] of popularityOrder.slice(0, 6).entries()) {
      await expect(cards.nth(index)).toHaveAttribute('href', `/devices/${slug}`);
    }
    await expect(cards.last()).toHaveAttribute('href', `/devices/${popularityOrder.at(-1)}`);
    const more = page.getByRole('button', { name: /More brands/ });
    // Chips in sight (a chip folded away is not in the accessibility tree either).
    const chips = brands(page).getByRole('link');
    const everyChip = new Set(seedDevices.map((d) => d.brand)).size + 1;
    if (!isPhone(testInfo)) {
      await expect(more).toBeHidden();
      await expect(chips).toHaveCount(everyChip);
      return;
    }
    // The first popular phone shows in the first screen, under a short row of the biggest brands.
    await expect(cards.first()).toBeInViewport();
    await expect(chips).toHaveCount(6);
    await expect(brands(page).getByRole('link', { name: 'Samsung', exact: true })).toBeVisible();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(more).toBeHidden();
    await expect(chips).toHaveCount(everyChip);
    await brands(page).getByRole('link', { name: 'Jio', exact: true }).click();
    await expectDeviceCount(page, seedDeviceCount('Jio'));
    await page.getByRole('button', { name: 'Fewer brands' }).click();
    // The chosen brand stays in sight when the others fold away.
    await expect(brands(page).getByRole('link', { name: 'Jio', exact: true })).toBeVisible();
    await expect(chips).toHaveCount(7);
  });

  test('search is debounced, goes into the URL and finds iPhone 15 only', async ({ page }) => {
    await page.goto('/devices');
    await expectDeviceCount(page, ALL_DEVICES);
    const searched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/devices' && url.searchParams.has('q')) {
        searched.push(url.searchParams.get('q') ?? '');
      }
    });

    await search(page).pressSequentially('iphone 15', { delay: 40 });
    await expect(page).toHaveURL(/[?&]q=iphone(\+|%20)15(&|$)/);
    const iphone15 = seedDevices.filter((d) => d.name.toLowerCase().includes('iphone 15'));
    await expectDeviceCount(page, iphone15.length);
    await expect(page.getByRole('heading', { name: 'Apple iPhone 15', exact: true })).toBeVisible();
    await expect(page.getByTestId('device-card').filter({ hasText: 'Samsung' })).toHaveCount(0);
    // Nine keystrokes, but the list is asked for when the typing pauses, not once per key (a busy
    // machine may stall between keys now and then, hence some slack).
    expect(searched.length).toBeLessThanOrEqual(4);
    expect(searched.at(-1)).toBe('iphone 15');

    // The search survives a reload because it lives in the URL.
    await page.reload();
    await expect(search(page)).toHaveValue('iphone 15');
    await expectDeviceCount(page, iphone15.length);
  });

  test('a search with no match offers to clear the search and filters', async ({ page }) => {
    await page.goto('/devices');
    await expectDeviceCount(page, ALL_DEVICES);
    await brands(page).getByRole('link', { name: 'Samsung', exact: true }).click();
    await expectDeviceCount(page, seedDeviceCount('Samsung'));
    await search(page).fill('zzzz');
    await expect(page).toHaveURL(/[?&]q=zzzz/);
    await expect(page.getByRole('heading', { name: 'No devices found' })).toBeVisible();
    await expect(page.getByText(devices.list.noDevicesHint)).toBeVisible();
    await expect(page.getByTestId('device-card')).toHaveCount(0);

    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expectDeviceCount(page, ALL_DEVICES);
    await expect(search(page)).toHaveValue('');
    await expect(brands(page).getByRole('link', { name: 'All brands' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page).toHaveURL(/\/devices$/);
  });

  test('a service link shows which repair the list is for', async ({ page }) => {
    await page.goto('/devices?service=battery-replacement');
    await expectPageBasics(page, 'Choose Your Device');
    const note = page.getByTestId('service-note');
    await expect(note).toContainText(
      devices.list.serviceNote.replace('{service}', seedService('battery-replacement').name),
    );
    await expect(note).toContainText('Battery Replacement');
    await expectDeviceCount(page, seedDevices.filter((d) => d.prices['battery-replacement']).length);

    await note.getByRole('link', { name: 'Show all devices' }).click();
    await expect(page.getByTestId('service-note')).toHaveCount(0);
    await expect(page).toHaveURL(/\/devices$/);
    await expectDeviceCount(page, ALL_DEVICES);
  });

  test('an unknown service in the link is ignored', async ({ page }) => {
    const servicesLoaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/repair-services');
    await page.goto('/devices?service=nonsense');
    await servicesLoaded;
    await expectDeviceCount(page, ALL_DEVICES);
    await expect(page.getByTestId('service-note')).toHaveCount(0);
    await expect(page.getByText(/Showing devices we can repair/)).toHaveCount(0);
  });
});

test.describe('not found', () => {
  test('an unknown page answers 404 and offers a way back', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expectPageBasics(page, 'Page Not Found');
    await expect(page).toHaveTitle(/Page Not Found/);

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectPageBasics(page, home.hero.title);

    await page.goto('/no-such-page');
    await page.getByRole('link', { name: 'View Devices' }).click();
    await expect(page).toHaveURL(/\/devices$/);
    await expectPageBasics(page, 'Choose Your Device');
    await expectDeviceCount(page, ALL_DEVICES);
  });

  test('an unknown device answers 404, says so and links back to the devices', async ({ page }) => {
    const response = await page.goto('/devices/not-a-real-device');
    expect(response?.status()).toBe(404);
    await expectPageBasics(page, 'Device not found');
    const back = page.getByRole('main').getByRole('link', { name: 'Back to devices' });
    await expect(back).toHaveAttribute('href', '/devices');
    await back.click();
    await expect(page).toHaveURL(/\/devices$/);
    await expectDeviceCount(page, ALL_DEVICES);
  });
});

test('each page has one h1 and its own document title', async ({ page }) => {
  const pages = [
    ['/', home.hero.title],
    ['/services', 'Our Repair Services'],
    ['/devices', 'Choose Your Device'],
  ] as const;
  const titles: string[] = [];
  for (const [path, h1] of pages) {
    await page.goto(path);
    await expectPageBasics(page, h1);
    titles.push(await page.title());
  }
  expect(titles).toEqual([
    `${home.metaTitle} | DoorstepFix`,
    `${catalogue.services.metaTitle} | DoorstepFix`,
    `${devices.list.metaTitle} | DoorstepFix`,
  ]);
  expect(new Set(titles).size).toBe(3);

  // Client-side navigation updates the title too.
  await page.goto('/devices/apple-iphone-15');
  await expectPageBasics(page, 'Apple iPhone 15');
  await expect(page).toHaveTitle('Apple iPhone 15 | DoorstepFix');
  await page.getByRole('link', { name: 'Back to devices' }).click();
  await expect(page).toHaveTitle(`${devices.list.metaTitle} | DoorstepFix`);
});
