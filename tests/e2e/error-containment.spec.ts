// No blank page (decision 033): a page that throws shows its area's error screen between the area's
// header and footer, in the reader's language, and tells the team; a page whose code does not arrive
// reloads once, then offers Reload. Pages are made to throw for real: their API answer is replaced by
// one they cannot read, as a server bug would send.
import { expect, test } from './fixtures';
import type { Page, Request } from '@playwright/test';
import { signInAsCustomer, signInAsStaff, useOwnAddress } from './auth-helpers';

let address = '';
test.beforeEach(async ({ page }) => {
  address = await useOwnAddress(page);
});

/** Answers requests to `url` with JSON of the wrong shape, so that the page reading it throws. */
async function answerMalformed(page: Page, url: RegExp, body: unknown) {
  await page.route(url, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) }),
  );
}

const isReport = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/client-errors';

/** The area's error screen, with the frame around it. */
async function expectErrorScreen(page: Page, area: string, { footer }: { footer: boolean }) {
  const screen = page.locator(`[data-error-area="${area}"]`);
  await expect(screen).toBeVisible();
  await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
  await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(footer ? 1 : 0);
  return screen;
}

test('a public page that throws shows the public error screen, reports it, and tries again', async ({
  page,
}) => {
  await page.goto('/');
  await answerMalformed(page, /\/api\/devices(\?|$)/, { devices: 5 });
  const reported = page.waitForRequest(isReport);
  await page.getByRole('main').getByRole('link', { name: 'Book Now' }).first().click();
  await expect(page).toHaveURL(/\/devices$/);
  const screen = await expectErrorScreen(page, 'public', { footer: true });
  expect((await reported).postDataJSON()).toMatchObject({
    kind: 'boundary',
    area: 'public',
    page: '/devices',
    message: expect.stringContaining('TypeError'),
  });

  // The answer is right again: trying again fetches it afresh and shows the page.
  await page.unroute(/\/api\/devices(\?|$)/);
  await screen.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose Your Device');
  await expect(screen).toHaveCount(0);
});

test("a customer's page that throws shows the customer's error screen, in the reader's language", async ({
  page,
}) => {
  await page.goto('/');
  await signInAsCustomer(page, address);
  await answerMalformed(page, /\/api\/bookings$/, { bookings: 5 });
  await page.goto('/dashboard');
  const screen = await expectErrorScreen(page, 'customer', { footer: true });
  await screen.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(screen).toHaveCount(0);

  await page.goto('/hi/dashboard');
  const hindi = page.locator('[data-error-area="customer"]');
  await expect(hindi.getByRole('heading', { level: 1 })).toHaveText('कुछ गड़बड़ी हो गई');
  await expect(hindi.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeVisible();
  await expect(hindi.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', /^\/hi\/?$/);

  await page.goto('/or/dashboard');
  await expect(page.locator('[data-error-area="customer"]').getByRole('heading', { level: 1 })).toHaveText(
    'କିଛି ତ୍ରୁଟି ହେଲା',
  );
});

test("a technician's page that throws shows the technician's error screen, without a footer", async ({
  page,
}) => {
  await page.goto('/technician/auth');
  await signInAsStaff(page, address, 'technician');
  await answerMalformed(page, /\/api\/technician\/jobs$/, { jobs: 5 });
  await page.goto('/technician/dashboard');
  await expectErrorScreen(page, 'technician', { footer: false });
});

test("an admin page that throws shows the admin's error screen; the overview then counts the report", async ({
  page,
}) => {
  await page.goto('/admin/auth');
  await signInAsStaff(page, address, 'admin');
  await answerMalformed(page, /\/api\/admin\/overview$/, {});
  const reported = page.waitForResponse((response) => isReport(response.request()));
  await page.goto('/admin/content');
  const screen = await expectErrorScreen(page, 'admin', { footer: true });
  expect((await reported).status()).toBe(201);

  await page.unroute(/\/api\/admin\/overview$/);
  await screen.getByRole('button', { name: 'Try again' }).click();
  const errors = page.getByRole('region', { name: /^Errors \(last 7 days\)$/ });
  await expect(errors).toBeVisible();
  await expect(
    errors
      .getByTestId('client-error-row')
      .filter({ hasText: 'TypeError' })
      .filter({ hasText: '/admin/content' }),
  ).not.toHaveCount(0);
});

test('a page whose code does not arrive reloads once, then offers Reload', async ({ page }) => {
  await page.goto('/');
  let loads = 0;
  page.on('load', () => loads++);
  // Every script fails from now on, as after a deploy that removed the old build's files, or offline.
  await page.route('**/*.js', (route) => route.abort());
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();

  const message = page.getByRole('alert').filter({ hasText: 'This page could not load' });
  await expect(message).toBeVisible();
  await expect(message.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(page).toHaveURL(/\/faq$/);
  // One automatic reload, and no loop.
  await page.waitForTimeout(1500);
  expect(loads).toBe(1);

  // Back online, Reload brings the page and its app.
  await page.unroute('**/*.js');
  await message.getByRole('button', { name: 'Reload' }).click();
  await expect(message).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => Boolean(document.querySelector('[data-error-area]'))))
    .toBe(false);

  // Within the app, a second failure soon after does not reload again: the area's screen offers
  // Reload between the header and the footer.
  // The footer's code follows the app's: until it is here its links are plain ones, which load a page.
  const warranty = page.getByRole('contentinfo').getByRole('link', { name: 'Warranty' });
  await expect
    .poll(() => warranty.evaluate((link) => Object.keys(link).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
  const before = loads;
  await page.route('**/*.js', (route) => route.abort());
  await warranty.click();
  const screen = page.locator('[data-error-area="public"]');
  await expect(screen.getByRole('heading', { level: 1 })).toHaveText('This page could not load');
  await expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(loads).toBe(before);
});
