// The four journeys a customer or an admin must be able to finish without a mouse (WCAG 2.1.1, 2.4.7,
// 2.4.3, 4.1.3): booking a repair, signing in, writing to us and assigning a technician. Only the
// keyboard moves focus and presses; every stop shows where focus is; dialogs keep focus inside and
// give it back to what opened them; errors and toasts are said by live regions.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { e2eAccounts } from './accounts';
import { bookThroughApi } from './api-booking';
import { codeFromOutbox, signInAsStaff, uniqueEmail, uniquePhone, useOwnAddress } from './auth-helpers';
import { bookingIdOnPage } from './helpers';
import { tabTo } from './keyboard';

/** Tabs to a field and types into it, as a person would. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Presses Tab `times` times and expects focus to stay inside `dialog` all along. */
async function expectFocusTrapped(page: Page, dialog: Locator, times = 12) {
  for (let press = 0; press < times; press++) {
    await page.keyboard.press(press % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
}

const toastRegion = (page: Page) => page.locator('section[aria-live]');

test('a guest books a repair with the keyboard alone', async ({ page }) => {
  test.setTimeout(60_000);
  await useOwnAddress(page);
  await page.goto('/devices/samsung-galaxy-s24');
  await page.locator('body').focus();

  // The quick fix opens on Enter, keeps focus inside, and gives it back when it closes.
  const add = page.getByRole('button', { name: 'Add to Repair: Screen Replacement', exact: true });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const quickFix = page.getByRole('dialog', { name: 'Quick Fix for Screen Replacement' });
  await expect(quickFix).toBeVisible();
  await expectFocusTrapped(page, quickFix);
  await page.keyboard.press('Escape');
  await expect(quickFix).toHaveCount(0);
  await expect(add).toBeFocused();
  // Again, and this time the repair is added from the dialog.
  await page.keyboard.press('Enter');
  await tabTo(page, quickFix.getByRole('button', { name: "Didn't Help – Continue" }));
  await page.keyboard.press('Enter');
  await expect(quickFix).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove: Screen Replacement' })).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: 'Proceed to Booking (1 issue)' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/booking\?/);

  // Sending the empty form: the first mistake takes focus and every mistake is an alert.
  const submit = page.getByRole('button', { name: 'Schedule Repair' });
  await submit.waitFor();
  await page.locator('body').focus();
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Full name')).toBeFocused();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Name must be at least 2 characters' }),
  ).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');

  await page.keyboard.type('Gita Pradhan');
  await typeInto(page, page.getByLabel('Email', { exact: true }), uniqueEmail('keys'));
  await typeInto(page, page.getByLabel('Phone number'), uniquePhone());
  await typeInto(page, page.getByLabel('Address', { exact: true }), '14 Unit 3, Kharvel Nagar');
  await typeInto(page, page.getByLabel('City'), 'Bhubaneswar');
  await typeInto(page, page.getByLabel('State'), 'Odisha');
  await typeInto(page, page.getByLabel('Pincode'), '751001');
  // The time window: a list chosen with the arrow keys.
  const time = page.getByLabel('Preferred time (optional)');
  await tabTo(page, time);
  await page.keyboard.press('ArrowDown');
  await expect(time).not.toHaveValue('');
  await tabTo(page, submit);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/booking-confirmation$/);
  await bookingIdOnPage(page);
  // The success toast is said by the toasts' live region.
  await expect(toastRegion(page).getByText('Booking Successful!', { exact: true })).toBeVisible();
});

test('a customer signs in with an e-mail code using the keyboard alone', async ({ page }) => {
  await useOwnAddress(page);
  const email = uniqueEmail('keys-sign-in');
  await page.goto('/auth');
  await page.locator('body').focus();
  await typeInto(page, page.getByLabel('Email address'), email);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();

  // A wrong code is said as an alert, and the code field is where to type again.
  const codeField = page.getByLabel('6-digit code');
  const code = await codeFromOutbox(page.request, email);
  await typeInto(page, codeField, code === '000000' ? '111111' : '000000');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').first()).toBeVisible();
  await codeField.evaluate((el) => (el as HTMLInputElement).select());
  await expect(codeField).toBeFocused();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a visitor writes to us using the keyboard alone', async ({ page }) => {
  await useOwnAddress(page);
  await page.goto('/contact');
  await page.locator('body').focus();
  const send = page.getByRole('button', { name: 'Send Message' });
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Your name')).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email address.' })).toBeVisible();

  await page.keyboard.type('Lakshmi Patnaik');
  await typeInto(page, page.getByLabel('Email address'), uniqueEmail('keys-contact'));
  await typeInto(page, page.getByLabel('Mobile number'), '9861012345');
  await typeInto(
    page,
    page.getByLabel('Message', { exact: true }),
    'The charging port is loose. Please call.',
  );
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Message Sent Successfully!' })).toBeVisible();
});

test('an admin assigns a technician using the keyboard alone', async ({ page }) => {
  test.setTimeout(60_000);
  const address = await useOwnAddress(page);
  await page.goto('/');
  const booking = await bookThroughApi(page, address, { name: 'Pramila Jena' });
  await signInAsStaff(page, address, 'admin');
  await page.goto('/users_location?tab=bookings');
  await page.locator('body').focus();

  await typeInto(page, page.getByLabel('Search by booking id, name, phone or e-mail'), booking.bookingId);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  const view = page.getByRole('button', { name: `View booking ${booking.bookingId}` }).first();
  await tabTo(page, view);
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: 'Booking details' });
  await expect(details.getByText('Pramila Jena')).toBeVisible();
  await expectFocusTrapped(page, details);

  const openAssign = details.getByRole('button', { name: 'Assign Technician' });
  await tabTo(page, openAssign);
  await page.keyboard.press('Enter');
  const assign = page.getByRole('dialog', { name: 'Assign a technician' });
  await expect(assign).toBeVisible();
  await expectFocusTrapped(page, assign);
  // Assign with nothing chosen: said as an alert.
  const confirm = assign.getByRole('button', { name: 'Assign', exact: true });
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');
  await expect(assign.getByRole('alert').filter({ hasText: 'Please select a technician' })).toBeVisible();
  // The technicians are radios: Tab into the group; an arrow key both moves to and chooses one.
  const technician = assign.getByRole('radio', { name: new RegExp(e2eAccounts.deskTechnician.name) });
  await tabTo(page, assign.getByRole('radio'), { back: true });
  for (let press = 0; press < 20 && !(await technician.isChecked()); press++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(technician).toBeChecked();
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');
  await expect(toastRegion(page).getByText('Technician assigned').first()).toBeVisible();
  await expect(assign).toHaveCount(0);
  await expect(details.getByText(`Assigned to ${e2eAccounts.deskTechnician.name}`)).toBeVisible();
  // Focus came back to the booking's dialog, and Escape closes it and returns to the table's row
  // (kept while the list shows the booking's new state).
  expect(await details.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(details).toHaveCount(0);
  await expect(view).toBeFocused();
});
