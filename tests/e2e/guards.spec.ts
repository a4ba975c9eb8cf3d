// The redirect and guard rules of SPEC section 2, for each kind of visitor. The server refuses the
// data regardless; these check that the browser mirrors it.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { signInAsCustomer, signInAsStaff, useOwnAddress } from './auth-helpers';

let address = '';
test.beforeEach(async ({ page }) => {
  address = await useOwnAddress(page);
});

async function expectLanding(page: Page, from: string, to: RegExp) {
  await page.goto(from);
  await expect(page, `${from}`).toHaveURL(to);
}

test('signed-out visitors are sent to the right sign-in page', async ({ page }) => {
  await expectLanding(page, '/dashboard', /\/auth$/);
  await expectLanding(page, '/admin/users', /\/auth$/);
  await expectLanding(page, '/admin/content', /\/auth$/);
  await expectLanding(page, '/technician/dashboard', /\/technician\/auth$/);
  await expectLanding(page, '/referrals', /\/auth$/);

  await page.goto('/users_location');
  await expect(page).toHaveURL(/\/admin\?forceLogin=true$/);
  await expect(page.getByText('Access denied', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin sign in');

  for (const path of ['/dashboard/profile', '/dashboard/history', '/dashboard/notifications']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access Denied');
    // The panel names the document: a tab or a screen reader never reads an empty title.
    await expect(page).toHaveTitle('Access Denied | DoorstepFix');
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  }
});

test('customers are kept out of the staff areas with the spec’s messages', async ({ page }) => {
  await page.goto('/');
  await signInAsCustomer(page, address);

  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Admin access required.')).toBeVisible();

  await page.goto('/technician/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Technician access required.')).toBeVisible();

  await page.goto('/admin/content');
  await expect(page).toHaveURL(/\/admin\/auth$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access Denied');
  await expect(page).toHaveTitle('Access Denied | DoorstepFix');

  await page.goto('/users_location');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('button', { name: 'Try Different Account' })).toBeVisible();

  await expectLanding(page, '/auth', /\/dashboard$/);
  await expectLanding(page, '/technician/auth', /\/dashboard$/);

  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile Settings');
  await expect(page.getByText('Email cannot be changed')).toBeVisible();
  await page.goto('/referrals');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refer & Earn ₹50');
  await expect(page.getByText(/^[A-HJ-NP-Z2-9]{8}$/)).toBeVisible();
});

test('technicians go to their dashboard from /, /auth and /technician/auth', async ({ page }) => {
  await page.goto('/');
  await signInAsStaff(page, address, 'technician');
  await expectLanding(page, '/', /\/technician\/dashboard$/);
  await expectLanding(page, '/auth', /\/technician\/dashboard$/);
  await expectLanding(page, '/technician/auth', /\/technician\/dashboard$/);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/$|\/technician\/dashboard$/);
  await expect(page.getByText('Admin access required.')).toBeVisible();
});

test('admins go to user management from /auth and see the admin links', async ({ page }) => {
  await page.goto('/');
  await signInAsStaff(page, address, 'admin');
  await expectLanding(page, '/auth', /\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User Management');
  await expect(page.getByText('Email hidden for security').first()).toBeVisible();
  // Other journeys add accounts all along: look the technician up rather than count on the first page.
  await page.getByLabel('Search by name or phone').fill('Sunil Nayak');
  await expect(page.getByRole('cell', { name: 'Sunil Nayak', exact: true })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['User Management', 'User Locations', 'Content Management']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await expectLanding(page, '/admin/content', /\/admin\/content$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Content Management');
});
