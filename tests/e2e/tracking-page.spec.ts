// The tracking page as its messages open it: in the booking's language whatever the browser chose
// before, and with every line of the price the customer was shown when booking (decision 034).
import { expect, test } from './fixtures';
import { bookThroughApi, trackingPathFromOutbox } from './api-booking';
import { codeFromOutbox, uniqueEmail, uniquePhone, useOwnAddress } from './auth-helpers';
import { inr } from './helpers';
import hindiTracking from '../../src/locales/hi/tracking.json' with { type: 'json' };
import hindiAccount from '../../src/locales/hi/account.json' with { type: 'json' };

test('a Hindi booking’s link carries /hi/, and opened without it the page is still in Hindi', async ({
  page,
}) => {
  const address = await useOwnAddress(page);
  await page.goto('/');
  // The browser's own last choice was English.
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  const booking = await bookThroughApi(page, address, { language: 'hi' });
  const sent = await trackingPathFromOutbox(page.request, booking.email);
  expect(sent).toMatch(/^\/hi\/track\//);

  await page.goto(sent.replace(/^\/hi/, ''));
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hindiTracking.title);
  await expect(page.getByText(hindiAccount.bookings.summary.total)).toBeVisible();
  // At the address the customer opened: the page followed the booking, not a redirect.
  expect(new URL(page.url()).pathname).toBe(sent.replace(/^\/hi/, ''));
});

test('the tracking page shows the referral discount line, as the dashboard does', async ({
  page,
  playwright,
  baseURL,
}) => {
  // A friend's code: a new account's own, made in a browser of its own.
  const friend = await playwright.request.newContext({
    baseURL: baseURL!,
    extraHTTPHeaders: {
      Origin: baseURL!,
      'X-Forwarded-For': `10.95.${process.pid % 200}.${Date.now() % 200}`,
    },
  });
  const friendEmail = uniqueEmail('tracking-friend');
  expect(
    (
      await friend.post('/api/auth/email-otp/send', { data: { email: friendEmail, createUser: true } })
    ).status(),
  ).toBe(200);
  const friendCode = await codeFromOutbox(friend, friendEmail);
  expect(
    (
      await friend.post('/api/auth/email-otp/verify', { data: { email: friendEmail, code: friendCode } })
    ).status(),
  ).toBe(200);
  const referral = ((await (await friend.get('/api/referrals/me')).json()) as { code: string }).code;
  await friend.dispose();

  // A guest proves the phone, as the booking form does, and books with the code.
  const address = await useOwnAddress(page);
  await page.goto('/');
  const headers = { Origin: new URL(page.url()).origin, 'X-Forwarded-For': address };
  const phone = uniquePhone();
  expect((await page.request.post('/api/referrals/phone-code', { data: { phone }, headers })).status()).toBe(
    200,
  );
  const code = await codeFromOutbox(page.request, `+91${phone}`);
  const verified = await page.request.post('/api/referrals/phone-code/verify', {
    data: { phone, code },
    headers,
  });
  expect(verified.status()).toBe(200);
  const { proof } = (await verified.json()) as { proof: string };
  const booking = await bookThroughApi(page, address, { phone, referralCode: referral, phoneProof: proof });

  await page.goto(await trackingPathFromOutbox(page.request, booking.email));
  const discount = page.locator('dl div').filter({ hasText: 'Referral discount' });
  await expect(discount).toContainText('−₹50');
  await expect(page.locator('dl div').filter({ hasText: 'Subtotal' })).toContainText(
    inr((booking.totalPrice + 5000) / 100),
  );
  await expect(page.getByTestId('summary-total')).toHaveText(inr(booking.totalPrice / 100));
  // The code is someone else's: the line does not name it.
  await expect(page.getByText(referral)).toHaveCount(0);
});
