// A guest books, then signs in on /auth with the same e-mail: the dashboard offers the booking's name
// and address for the empty profile (once), greets by the name after it is copied, and the
// Notifications page lists the booking-received e-mail (never the sign-in code).
import fs from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { bookThroughApi } from './api-booking';
import { codeFromOutbox, uniqueEmail, uniquePhone, useOwnAddress } from './auth-helpers';
import { expectNoAxeViolations } from './axe';
import { expectPageBasics, isPhone, trackConsoleErrors } from './helpers';

const artifacts = path.join(import.meta.dirname, '.artifacts');

/** A guest's booking through the API (the booking form has its own tests). */
async function bookAsGuest(page: Page, address: string, email: string, phone: string) {
  return bookThroughApi(page, address, { name: 'Bikash Nayak', email, phone });
}

/** The page in both themes: axe finds nothing, and a capture of each for a person to look at. */
async function checkBothThemes(page: Page, testInfo: TestInfo, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.evaluate((theme) => localStorage.setItem('theme', theme), scheme);
    await page.emulateMedia({ colorScheme: scheme });
    await page.reload();
    await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The page's own content; the header's account menu has its own axe check.
    await expectNoAxeViolations(page, testInfo, `${name} (${scheme})`, 'main');
    fs.mkdirSync(artifacts, { recursive: true });
    await page.screenshot({
      path: path.join(artifacts, `${testInfo.project.name}-${name}-${scheme}.png`),
      fullPage: true,
      scale: 'css',
      animations: 'disabled',
    });
  }
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
}

async function openNotificationsFromMenu(page: Page, phone: boolean) {
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Notifications' }).click();
  } else {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Notifications' }).click();
  }
}

test("a guest's booking fills the new account's profile, and its e-mail is among the notifications", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const problems = trackConsoleErrors(page);
  const address = await useOwnAddress(page);
  const email = uniqueEmail('bikash');
  const phone = uniquePhone();
  await page.goto('/');
  const booking = await bookAsGuest(page, address, email, phone);

  // Signs in on /auth with the code from the outbox: the account is new and has no name.
  await page.goto('/auth');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await page.getByLabel('6-digit code').fill(await codeFromOutbox(page.request, email));
  await page.getByRole('button', { name: 'Verify & Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(`Welcome, ${email.split('@')[0]}!`);

  const offer = page.getByRole('region', { name: 'Use your booking details?' });
  const bookedOn = new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(booking.createdAt));
  await expect(offer).toContainText(
    `We found your booking ${booking.bookingId} from ${bookedOn}. Use its name and address for your profile?`,
  );
  await expect(offer).toContainText('Bikash Nayak');
  await expect(offer).toContainText('Bhubaneswar');
  // Only what recognises the booking: not its address or phone.
  await expect(offer).not.toContainText('Jayadev Vihar');
  await expect(offer).not.toContainText(phone.slice(-5));
  await checkBothThemes(page, testInfo, 'dashboard-offer');

  await offer.getByRole('button', { name: 'Use these details' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your profile now has the name and address' }),
  ).toBeVisible();
  await expect(heading).toHaveText('Welcome, Bikash!');
  await expect(offer).toHaveCount(0);

  await page.getByRole('link', { name: 'See Profile Settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByLabel('Full name')).toHaveValue('Bikash Nayak');
  await expect(page.getByLabel('Phone')).toHaveValue(phone);
  await expect(page.getByLabel('Default address')).toHaveValue('21 Jayadev Vihar');
  await expect(page.getByLabel('City')).toHaveValue('Bhubaneswar');
  await expect(page.getByLabel('State')).toHaveValue('Odisha');
  await expect(page.getByLabel('Pincode')).toHaveValue('751013');

  // Asked once: a later visit greets by name and offers nothing.
  await page.goto('/dashboard');
  await expect(heading).toHaveText('Welcome, Bikash!');
  await expect(page.getByRole('heading', { name: 'Quick links' })).toBeVisible();
  await expect(offer).toHaveCount(0);

  await openNotificationsFromMenu(page, isPhone(testInfo));
  await expect(page).toHaveURL(/\/dashboard\/notifications$/);
  await expectPageBasics(page, 'Notifications');
  // The booking-received e-mail, and not the sign-in code sent to the same address since.
  const items = page.getByRole('main').getByRole('listitem');
  await expect(items).toHaveCount(1);
  const received = items.first();
  await expect(received.getByRole('heading', { level: 2 })).toHaveText(
    `Booking received: ${booking.bookingId}`,
  );
  await expect(received).toContainText('E-mail');
  await expect(received).toContainText(`Sent to ${email}`);
  await expect(received).toContainText('Hello Bikash Nayak,');
  await checkBothThemes(page, testInfo, 'notifications');
  await received.getByRole('button', { name: 'Show the whole message' }).click();
  await expect(received.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  await expect(received.getByText(/Keep this link to yourself/)).toBeVisible();
  // The tracking link is stored without its token (decision 019): words here, not a dead link.
  await expect(received.getByText(/\/track\/••••••/)).toBeVisible();
  await expect(received.getByRole('link', { name: /\/track\// })).toHaveCount(0);
  await page.screenshot({
    path: path.join(artifacts, `${testInfo.project.name}-notifications-open-light.png`),
    fullPage: true,
    scale: 'css',
    animations: 'disabled',
  });

  await page.getByRole('button', { name: `Open booking ${booking.bookingId}` }).click();
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  await expect(details).toBeVisible();
  await expect(details).toContainText(booking.bookingId);

  expect(problems, 'console errors').toEqual([]);
});
