// Sign-in journeys in the browser: e-mail and phone codes (read from the outbox), the dialog's guest,
// sign-up and social paths, staff sign-in, password reset and sign-out.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { e2eAccounts } from './accounts';
import {
  codeFromOutbox,
  linkFromOutbox,
  signInAsCustomer,
  uniqueEmail,
  uniquePhone,
  useOwnAddress,
} from './auth-helpers';
import { expectPageBasics, isPhone, trackConsoleErrors } from './helpers';

let address = '';
test.beforeEach(async ({ page }) => {
  address = await useOwnAddress(page);
});

async function signOutThroughMenu(page: Page, phone: boolean) {
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Sign out' }).click();
  } else {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
  }
  await expect(page.getByText('Signed out', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

test('a new customer creates an account on /auth with an e-mail code, then signs out', async ({
  page,
}, testInfo) => {
  const problems = trackConsoleErrors(page);
  const email = uniqueEmail('meera');
  await page.goto('/auth');
  await expectPageBasics(page, 'Sign in');
  await page.getByRole('button', { name: 'New here? Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
  const send = page.getByRole('button', { name: 'Send Code' });
  await page.getByLabel('Email address').fill(email);
  await expect(send).toBeDisabled(); // a name is needed first
  await page.getByLabel('Full name').fill('M');
  await send.click();
  await expect(page.getByText('Name must be at least 2 characters').first()).toBeVisible();
  await page.getByLabel('Full name').fill('Meera Das');
  await send.click();

  await expect(page.getByText('OTP Sent', { exact: true })).toBeVisible();
  await expect(page.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
  const verify = page.getByRole('button', { name: 'Verify & Sign In' });
  await expect(verify).toBeDisabled();

  const code = await codeFromOutbox(page.request, email);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('6-digit code').fill(wrong);
  await verify.click();
  await expect(page.getByText('Invalid Code', { exact: true })).toBeVisible();
  await expect(page.getByText('4 tries left for this code.')).toBeVisible();

  await page.getByLabel('6-digit code').fill(code);
  await verify.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Greeted by the name typed at sign-up (its first name), not by the e-mail.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Meera!');

  await signOutThroughMenu(page, isPhone(testInfo));
  expect((await page.request.get('/api/me')).status()).toBe(401);
  await expect(page.locator('header a[href="/auth"]')).toHaveCount(1);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
  // The wrong code's 400 answer is logged by the browser; nothing else may be.
  expect(problems.filter((p) => !p.url.endsWith('/api/auth/email-otp/verify'))).toEqual([]);
});

test('Change Email goes back a step, and the code already sent still works', async ({ page }) => {
  const email = uniqueEmail('arjun');
  await page.goto('/auth');
  await page.getByLabel('Email address').fill('typo@example');
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText('Please enter a valid email address').first()).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
  await page.getByRole('button', { name: 'Change Email' }).click();
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText('Please wait', { exact: true })).toBeVisible();
  await expect(page.getByText(/You can request another OTP in \d+ seconds/).first()).toBeVisible();
  await page.getByLabel('6-digit code').fill(await codeFromOutbox(page.request, email));
  await page.getByRole('button', { name: 'Verify & Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a code sent elsewhere moments ago makes the form say when to ask again', async ({ page }) => {
  await page.goto('/');
  const email = await signInAsCustomer(page, address);
  await page.context().clearCookies();
  await page.goto('/auth');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText('Please wait', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: /You can request another OTP in \d+ seconds/ }),
  ).toBeVisible();
  await expect(page.getByLabel('Email address')).toBeVisible();
});

test.describe('the sign-in dialog on the booking page', () => {
  test('signs in by phone with the texted code', async ({ page }) => {
    const phone = uniquePhone();
    await page.goto('/booking');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in or create account' });
    await expect(dialog.getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true');
    const number = dialog.getByLabel('Mobile number');
    await number.fill('12345');
    await dialog.getByRole('button', { name: 'Send Code' }).click();
    await expect(dialog.getByText('Please enter a valid 10-digit Indian phone number')).toBeVisible();
    await number.fill(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
    await expect(number).toHaveValue(phone);
    await dialog.getByRole('button', { name: 'Send Code' }).click();
    await expect(
      dialog.getByText(`We sent a 6-digit code to +91 ${phone.slice(0, 5)} ${phone.slice(5)}`),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Change Phone Number' }).click();
    await expect(number).toHaveValue(phone);
    await dialog.getByRole('button', { name: 'Send Code' }).click(); // cool-down: back to the code step
    await dialog.getByLabel('6-digit code').fill(await codeFromOutbox(page.request, `+91${phone}`));
    await dialog.getByRole('button', { name: 'Verify & Sign In' }).click();
    await expect(page.getByText('Sign in successful', { exact: true })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toHaveCount(0);
    const me = await page.request.get('/api/me');
    expect(await me.json()).toMatchObject({
      user: { phone: `+91${phone}`, email: null },
      roles: ['customer'],
    });
  });

  test('continues as a guest', async ({ page }) => {
    await page.goto('/booking');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in or create account' });
    await expect(dialog.getByText('You can create an account later from your profile.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue as Guest' }).click();
    await expect(page.getByText('Continuing as guest', { exact: true })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toHaveCount(0);
  });

  test('logs in only existing accounts by e-mail, and signs up with a confirmation link', async ({
    page,
  }) => {
    await page.goto('/booking');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in or create account' });
    await dialog.getByRole('tab', { name: 'Email' }).click();
    const email = uniqueEmail('ravi');
    await dialog.getByRole('textbox', { name: 'Email address' }).fill(email);
    await dialog.getByRole('button', { name: 'Send Code' }).click();
    await expect(page.getByText('Error sending OTP', { exact: true })).toBeVisible();
    await expect(dialog.getByText(/Make sure you have an account\./)).toBeVisible();

    await dialog.getByRole('tab', { name: 'Sign up' }).click();
    await dialog.getByRole('textbox', { name: 'Full name' }).fill('Ravi Kumar');
    await dialog.getByRole('textbox', { name: 'Email address' }).fill(email);
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(
      dialog.getByText('Please check your email and click the link to confirm your account.'),
    ).toBeVisible();

    await dialog.getByRole('tab', { name: 'Social' }).click();
    await expect(dialog.getByText(/Google sign-in is not configured/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);

    const link = await linkFromOutbox(page.request, email);
    expect(link.pathname).toBe('/auth-confirmation');
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Email Confirmed!');
    await page.getByRole('link', { name: 'Sign In Now' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verification Failed');
    await expect(page.getByRole('link', { name: 'Try Sign In' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Home' })).toBeVisible();
  });
});

test('the confirmation page without a token says it failed', async ({ page }) => {
  await page.goto('/auth-confirmation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verification Failed');
});

test('the confirmation page with a bad or spent token says what is wrong with the link', async ({ page }) => {
  // Too short for a token: the server refuses it as a form field; the page has no fields to point at.
  await page.goto('/auth-confirmation?token_hash=bad&type=email');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verification Failed');
  const main = page.locator('main');
  await expect(main).toContainText(
    "We couldn't verify your email address. This confirmation link is not valid. Please open the link from your email again, or sign in to get a new one.",
  );
  await expect(main).not.toContainText('highlighted fields');
  // Well formed but unknown: the server's own words for a link that is not valid.
  await page.goto(`/auth-confirmation?token_hash=${'x'.repeat(40)}&type=email`);
  await expect(main).toContainText('This link is not valid or has already been used.');
  await expect(main).not.toContainText('highlighted fields');
});

test.describe('admins', () => {
  test('sign in at /admin/auth and land on /users_location', async ({ page }) => {
    await page.goto('/admin/auth');
    await expectPageBasics(page, 'Admin sign in');
    await page.getByLabel('Email address').fill('not-an-email');
    await page.getByLabel('Password').fill('123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Valid email is required')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await page.getByLabel('Email address').fill(e2eAccounts.admin.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Authentication failed', { exact: true })).toBeVisible();
    await page.getByLabel('Password').fill(e2eAccounts.admin.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Login successful', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/users_location$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('User Locations Dashboard');
    // Signed in, /admin goes straight to the dashboard; with the forced flag it offers a change.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/users_location$/);
    await page.goto('/admin?forceLogin=true');
    await expect(page.getByRole('link', { name: 'User Locations Dashboard' })).toBeVisible();
    await page.getByRole('button', { name: 'Change Account' }).click();
    await expect(page.getByLabel('Password')).toBeVisible();
  });

  test('a customer at /admin sees Access Denied and can try another account', async ({ page }) => {
    await page.goto('/');
    await signInAsCustomer(page, address);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access Denied');
    await expect(page.getByText('Your account does not have admin privileges')).toBeVisible();
    await expect(
      page.getByText('Contact the system administrator if you believe this is a mistake.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Homepage' })).toBeVisible();
    await page.getByRole('button', { name: 'Try Different Account' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin sign in');
    expect((await page.request.get('/api/me')).status()).toBe(401);
  });
});

test.describe('technicians', () => {
  test('sign in by phone number and see their dashboard without the footer', async ({ page }) => {
    await page.goto('/technician/auth');
    await expectPageBasics(page, 'Technician sign in');
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await expect(page.getByText('Please enter both email and password').first()).toBeVisible();
    await page.getByLabel('Phone number or email').fill(e2eAccounts.technician.phone);
    await page.getByLabel('Password').fill('wrong-pass');
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await expect(page.getByText('Authentication Failed', { exact: true }).last()).toBeVisible();
    await page.getByLabel('Password').fill(e2eAccounts.technician.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await expect(page).toHaveURL(/\/technician\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your assigned jobs');
    await expect(page.getByText('No jobs are assigned to you right now.')).toBeVisible();
    // Said once: not again under each heading.
    await expect(page.getByText(/^No jobs for today|^No finished jobs yet/)).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('a customer cannot use the technician sign-in', async ({ page }) => {
    await page.goto('/technician/auth');
    await page.getByLabel('Phone number or email').fill('Sunil');
    await page.getByLabel('Password').fill(e2eAccounts.technician.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await expect(page.getByText('Authentication Failed', { exact: true }).last()).toBeVisible();
    await expect(page).toHaveURL(/\/technician\/auth$/);
  });
});

test('an admin resets a forgotten password by e-mail and returns to the admin sign-in', async ({
  page,
}, testInfo) => {
  test.skip(isPhone(testInfo), 'one run changes the shared password');
  const account = e2eAccounts.resetAdmin;
  await page.goto('/admin/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email address').fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(/a reset link is on its way/)).toBeVisible();
  const link = await linkFromOutbox(page.request, account.email);
  expect(link.pathname).toBe('/reset-password');
  expect(link.searchParams.get('area')).toBe('admin');

  // A recovery link that lands on the home page is sent on to /reset-password.
  await page.goto(`/#type=recovery&token=${link.searchParams.get('token')}&area=admin`);
  await expect(page).toHaveURL(/\/reset-password\?token=[^&]+&area=admin$/);
  await expect(page.getByText('at least 10 characters, and not a common password')).toBeVisible();
  // A short password is said at once; a common one by the server, under the same field.
  await page.getByLabel('New password', { exact: true }).fill('brand-new');
  await page.getByLabel('Confirm new password').fill('brand-new');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password must be at least 10 characters').first()).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Password123');
  await page.getByLabel('Confirm new password').fill('Password123');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(
    page.getByText('This password is one of the most common. Please choose another.'),
  ).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toBeFocused();
  await page.getByLabel('New password', { exact: true }).fill('brand-new-1');
  await page.getByLabel('Confirm new password').fill('brand-new-2');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel('Confirm new password').fill('brand-new-1');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated successfully', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/auth$/);

  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password').fill('brand-new-1');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/users_location$/);
});

test('a technician resets a forgotten password and returns to the technician sign-in', async ({
  page,
}, testInfo) => {
  test.skip(isPhone(testInfo), 'one run changes the shared password');
  const account = e2eAccounts.resetTechnician;
  await page.goto('/technician/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email address').fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(/a reset link is on its way/)).toBeVisible();
  const link = await linkFromOutbox(page.request, account.email);
  expect(link.searchParams.get('area')).toBe('technician');

  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('New password', { exact: true }).fill('tech-new-pass-1');
  await page.getByLabel('Confirm new password').fill('tech-new-pass-1');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated successfully', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/technician\/auth$/);

  await page.getByLabel('Phone number or email').fill(account.phone);
  await page.getByLabel('Password').fill('tech-new-pass-1');
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await expect(page).toHaveURL(/\/technician\/dashboard$/);
});
