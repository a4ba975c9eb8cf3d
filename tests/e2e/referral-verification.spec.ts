// A friend's referral code needs a verified phone (decision 007): a guest verifies the form's phone
// with the code texted to it (read from the development outbox), inside the booking form, and only
// then gets ₹50 off. The step's messages are said beside the code, never in a toast.
import type { PlaywrightWorkerArgs } from '@playwright/test';
import { expect, test } from './fixtures';
import { codeFromOutbox, signInAsCustomer, uniqueEmail, uniquePhone, useOwnAddress } from './auth-helpers';
import { inr, seedDevice } from './helpers';

const slug = 'samsung-galaxy-s24';
const seeded = seedDevice(slug);
const batteryPrice = seeded.prices['battery-replacement'] ?? 0;

/** A friend's referral code: a new account's own. */
async function friendsReferralCode(playwright: PlaywrightWorkerArgs['playwright'], origin: string) {
  const friend = await playwright.request.newContext({
    baseURL: origin,
    extraHTTPHeaders: {
      Origin: origin,
      'X-Forwarded-For': `10.94.${process.pid % 200}.${Math.floor(Math.random() * 200) + 1}`,
    },
  });
  const email = uniqueEmail('referral-friend');
  expect(
    (await friend.post('/api/auth/email-otp/send', { data: { email, createUser: true } })).status(),
  ).toBe(200);
  const code = await codeFromOutbox(friend, email);
  expect((await friend.post('/api/auth/email-otp/verify', { data: { email, code } })).status()).toBe(200);
  const stats = (await (await friend.get('/api/referrals/me')).json()) as { code: string };
  await friend.dispose();
  return stats.code;
}

/** 98765 43210 → '+91 98765 43210', as the form shows a number. */
const shown = (phone: string) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;

test('a guest verifies the phone in the booking form to get ₹50 off a friend’s code', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const code = await friendsReferralCode(playwright, baseURL!);
  await useOwnAddress(page);
  const api = (await (await page.request.get(`/api/devices/${slug}`)).json()) as {
    device: { repairs: { serviceId: number; name: string }[] };
  };
  const battery = api.device.repairs.find((r) => r.name === 'Battery Replacement')!;
  await page.goto(`/booking?deviceSlug=${slug}&issues=${battery.serviceId}&ref=${code}`);

  // The code exists, so the form asks for the phone; no discount yet.
  const step = page.getByRole('group', { name: 'Verify phone to apply' });
  await expect(step).toBeVisible();
  await expect(step).toContainText('Enter your 10-digit phone number under “Your details” first.');
  await expect(page.getByTestId('booking-total')).toHaveText(inr(batteryPrice));
  await expect(page.getByTestId('referral-discount')).toHaveCount(0);
  await step.getByRole('button', { name: 'Go to phone number' }).click();
  await expect(page.getByLabel('Phone number')).toBeFocused();

  const phone = uniquePhone();
  await page.getByLabel('Full name').fill('Sasmita Behera');
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('referred-guest'));
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Address', { exact: true }).fill('Plot 42, Saheed Nagar');
  await page.getByLabel('City').fill('Bhubaneswar');
  await page.getByLabel('State').fill('Odisha');
  await page.getByLabel('Pincode').fill('751007');

  // Booking before verifying takes the customer to the step, without a toast.
  await page.getByRole('button', { name: 'Schedule Repair' }).click();
  await expect(step).toBeFocused();
  await expect(page).toHaveURL(/\/booking\?/);
  await expect(step).toContainText(
    `Verify your phone to apply ₹50 off. We text a 6-digit code to ${shown(phone)}.`,
  );

  await step.getByRole('button', { name: 'Send code' }).click();
  await expect(step.getByRole('status')).toHaveText(
    `We sent a 6-digit code to ${shown(phone)}. It is valid for 15 minutes.`,
  );
  const codeBox = step.getByLabel('6-digit code');
  await expect(codeBox).toBeFocused();
  await expect(step.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();
  await expect(step.getByRole('button', { name: 'Verify' })).toBeDisabled();

  // A wrong code: the reason under the box, announced, and the tries left; no toast.
  const sent = await codeFromOutbox(page.request, `+91${phone}`);
  await codeBox.fill(sent === '000000' ? '111111' : '000000');
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(step.getByRole('alert')).toHaveText(
    'The 6-digit code you entered is incorrect. Please check and try again.',
  );
  await expect(codeBox).toHaveAttribute('aria-invalid', 'true');
  await expect(step).toContainText('4 tries left for this code.');
  await expect(page.getByText('Invalid Code', { exact: true })).toHaveCount(0);

  // The right one, with Enter: it verifies the phone and does not send the booking.
  await codeBox.fill(sent);
  await codeBox.press('Enter');
  await expect(step).toHaveCount(0);
  await expect(page).toHaveURL(/\/booking\?/);
  await expect(page.getByRole('status').filter({ hasText: `₹50 off applied with code ${code}.` })).toHaveText(
    `₹50 off applied with code ${code}. Phone ${shown(phone)} verified.`,
  );
  await expect(page.getByLabel('Referral code (optional)')).toBeFocused();
  await expect(page.getByTestId('referral-discount')).toContainText('₹50');
  await expect(page.getByTestId('booking-total')).toHaveText(inr(batteryPrice - 50));

  // Another number is verified again.
  const otherPhone = uniquePhone();
  await page.getByLabel('Phone number').fill(otherPhone);
  await expect(step).toBeVisible();
  await expect(page.getByTestId('booking-total')).toHaveText(inr(batteryPrice));
  await step.getByRole('button', { name: 'Send code' }).click();
  await step.getByLabel('6-digit code').fill(await codeFromOutbox(page.request, `+91${otherPhone}`));
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(`Phone ${shown(otherPhone)} verified.`)).toBeVisible();

  await page.getByRole('button', { name: 'Schedule Repair' }).click();
  await expect(page).toHaveURL(/\/booking-confirmation$/);
  await expect(page.getByText(inr(batteryPrice - 50)).first()).toBeVisible();
});

test('a signed-in customer who types their own code is told so at once, with no phone to verify', async ({
  page,
}) => {
  const address = await useOwnAddress(page);
  await page.goto('/');
  await signInAsCustomer(page, address);
  const own = ((await (await page.request.get('/api/referrals/me')).json()) as { code: string }).code;
  await page.goto(`/booking?deviceSlug=${slug}`);
  await page.getByLabel('Referral code (optional)').fill(own);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'You cannot use your own referral code.' }),
  ).toBeVisible();
  // The owner is checked before the phone: no step asks to verify it, so no text is sent for nothing.
  await expect(page.getByRole('group', { name: 'Verify phone to apply' })).toHaveCount(0);
  await expect(page.getByTestId('referral-discount')).toHaveCount(0);
});
