// The technician area's own pages (SPEC 2): the header's Dashboard, Blog, About Us and Guidelines, the
// menu's Settings, each page's heading and text, the guard, and the settings forms.
import { expect, test } from './fixtures';
import type { Page, TestInfo } from '@playwright/test';
import { signInAsCustomer, signInAsStaff, useOwnAddress } from './auth-helpers';
import { expectPageBasics, isPhone, trackConsoleErrors } from './helpers';

const pages = [
  { path: '/technician/blog', h1: 'Tips for Technicians' },
  { path: '/technician/about', h1: 'About DoorstepFix' },
  { path: '/technician/guidelines', h1: 'Technician Guidelines' },
  { path: '/technician/settings', h1: 'Settings' },
] as const;

let address = '';
test.beforeEach(async ({ page }) => {
  address = await useOwnAddress(page);
});

async function signIn(page: Page) {
  await page.goto('/technician/auth');
  await signInAsStaff(page, address, 'technician');
}

/** The header's links: in the bar on a desktop, behind the menu button on a phone. */
async function headerNav(page: Page, testInfo: TestInfo) {
  if (isPhone(testInfo)) await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('navigation', { name: 'Main' });
}

test('the technician header leads to the dashboard, tips, values and guidelines', async ({
  page,
}, testInfo) => {
  const problems = trackConsoleErrors(page);
  await signIn(page);
  await page.goto('/technician/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const links = [
    { name: 'Blog', url: /\/technician\/blog$/, h1: 'Tips for Technicians' },
    { name: 'About Us', url: /\/technician\/about$/, h1: 'About DoorstepFix' },
    { name: 'Guidelines', url: /\/technician\/guidelines$/, h1: 'Technician Guidelines' },
    { name: 'Dashboard', url: /\/technician\/dashboard$/, h1: undefined },
  ];
  for (const link of links) {
    const nav = await headerNav(page, testInfo);
    await expect(nav.getByRole('link')).toHaveText(
      isPhone(testInfo)
        ? ['Dashboard', 'Blog', 'About Us', 'Guidelines', 'Settings']
        : ['Dashboard', 'Blog', 'About Us', 'Guidelines'],
    );
    await nav.getByRole('link', { name: link.name, exact: true }).click();
    await expect(page).toHaveURL(link.url);
    await expectPageBasics(page, link.h1);
    // The footer is hidden in the technician area.
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  }

  // The technician menu: Dashboard, Settings, Sign out.
  if (isPhone(testInfo)) {
    const nav = await headerNav(page, testInfo);
    await expect(page.locator('#mobile-menu').getByRole('button', { name: 'Sign out' })).toBeVisible();
    await nav.getByRole('link', { name: 'Settings', exact: true }).click();
  } else {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Dashboard', 'Settings', 'Sign out']);
    await page.getByRole('menuitem', { name: 'Settings' }).click();
  }
  await expect(page).toHaveURL(/\/technician\/settings$/);
  await expectPageBasics(page, 'Settings');
  expect(problems).toEqual([]);
});

test('each page has its heading and the texts a technician needs', async ({ page }) => {
  await signIn(page);
  for (const { path, h1 } of pages) {
    await page.goto(path);
    await expectPageBasics(page, h1);
  }

  await page.goto('/technician/blog');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(5);
  await expect(page.getByRole('heading', { name: 'Carry your ESD kit to every job' })).toBeVisible();

  await page.goto('/technician/about');
  for (const value of ['Trust', 'Honesty', 'Expertise', 'Customer Care']) {
    await expect(page.getByRole('heading', { name: value, exact: true })).toBeVisible();
  }

  await page.goto('/technician/guidelines');
  for (const section of ['Work', 'Customer interaction', 'Safety', 'Communication', 'Quality', 'Reminders']) {
    await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
  }
  const reminders = page.getByRole('region', { name: 'Reminders' });
  await expect(reminders.getByText('Call the customer 30 minutes before arrival.')).toBeVisible();
  await expect(reminders.getByText('Ask for the 4-digit start code only at the door.')).toBeVisible();
  await expect(
    reminders.getByText('Mark complete only after physically visiting and finishing the work.'),
  ).toBeVisible();
  await expect(reminders.getByText('Collect exactly the amount shown. Offer cash or UPI.')).toBeVisible();
  await page.getByRole('link', { name: 'Safety', exact: true }).click();
  await expect(page).toHaveURL(/\/technician\/guidelines#guidelines-safety$/);
  await expect(page.getByRole('link', { name: 'Call the office' })).toHaveAttribute(
    'href',
    /^tel:\+91\d{10}$/,
  );
});

test('the pages are for technicians only', async ({ page }) => {
  for (const { path } of pages) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/technician\/auth$/);
  }
  await page.goto('/');
  await signInAsCustomer(page, address);
  await page.goto('/technician/settings');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Technician access required.')).toBeVisible();
});

test('the password form checks its fields and shows the server’s answer on the field', async ({ page }) => {
  await signIn(page);
  await page.goto('/technician/settings');
  await expectPageBasics(page, 'Settings');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Please enter your current password.')).toBeVisible();
  await expect(page.getByText('Password must be at least 10 characters')).toBeVisible();
  await expect(page.getByText('Use at least 10 characters, and not a common password.')).toBeVisible();
  await expect(page.getByLabel('Current password')).toBeFocused();

  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('fresh-pass-7');
  await page.getByLabel('Confirm new password').fill('fresh-pass-8');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();

  // A wrong current password: the server's message sits on that field (the password stays as it was).
  await page.getByLabel('Confirm new password').fill('fresh-pass-7');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Could not change your password')).toBeVisible();
  await expect(page.getByText('Your current password is not right.')).toBeVisible();
  await expect(page.getByLabel('Current password')).toBeFocused();
});

test('a technician sets themselves Busy, and it holds after a reload', async ({ page }, testInfo) => {
  test.skip(isPhone(testInfo), 'one run changes the shared technician’s status');
  await signIn(page);
  await page.goto('/technician/settings');
  await expectPageBasics(page, 'Settings');
  const status = page.getByTestId('current-status');
  await expect(status).toHaveText('Now: Active');
  await expect(page.getByRole('radio', { name: /Active/ })).toBeChecked();
  try {
    await page.getByRole('radio', { name: /Busy/ }).check();
    await page.getByRole('button', { name: 'Save Status' }).click();
    await expect(page.getByText('Status updated')).toBeVisible();
    await expect(status).toHaveText('Now: Busy');

    await page.reload();
    await expect(status).toHaveText('Now: Busy');
    await expect(page.getByRole('radio', { name: /Busy/ })).toBeChecked();
  } finally {
    // Back to Active for the other tests that sign in as this technician.
    const res = await page.request.post('/api/technician/status', {
      data: { status: 'active' },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(res.status()).toBe(200);
  }
  await page.reload();
  await expect(status).toHaveText('Now: Active');
});
