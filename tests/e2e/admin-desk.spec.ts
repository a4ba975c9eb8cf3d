// The admin desk end to end: a referred customer books, the admin finds the booking in the list and
// on the map, assigns the technician, the customer sees who is coming, the admin completes the repair
// and pays the referral, and the referrer's figures follow.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { e2eAccounts } from './accounts';
import { codeFromOutbox, signInAsCustomer, uniqueEmail, uniquePhone, useOwnAddress } from './auth-helpers';
import { serveBlankTiles } from './fake-geocoder';

/** Another person's browser, beside the admin's. */
async function openBrowser(browser: Browser) {
  const context = await browser.newContext();
  await serveBlankTiles(context);
  return context.newPage();
}

/** Books through the API as the signed-in customer (the booking form has its own tests). */
async function book(page: Page, address: string, email: string, referralCode: string) {
  const origin = new URL(page.url()).origin;
  const device = (await (await page.request.get('/api/devices/samsung-galaxy-s24')).json()) as {
    device: { id: number; name: string; repairs: { serviceId: number }[] };
  };
  // A spot of its own, so that no other test's booking shares its marker.
  const lat = 21 + Math.random() * 4;
  const lng = 78 + Math.random() * 6;
  // The referral discount needs the phone verified, as the form does it.
  const phone = uniquePhone();
  const headers = { Origin: origin, 'X-Forwarded-For': address };
  expect((await page.request.post('/api/referrals/phone-code', { headers, data: { phone } })).status()).toBe(
    200,
  );
  const verified = await page.request.post('/api/referrals/phone-code/verify', {
    headers,
    data: { phone, code: await codeFromOutbox(page.request, `+91${phone}`) },
  });
  expect(verified.status()).toBe(200);
  const { proof } = (await verified.json()) as { proof: string };
  const res = await page.request.post('/api/bookings', {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      name: 'Nirmala Sahu',
      email,
      phone,
      phoneProof: proof,
      address: '7 Saheed Nagar Main Road',
      city: 'Bhubaneswar',
      state: 'Odisha',
      pincode: '751007',
      lat,
      lng,
      deviceId: device.device.id,
      deviceModel: device.device.name,
      selectedIssues: [device.device.repairs[0]!.serviceId],
      referralCode,
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { booking: { id: string; bookingId: string } }).booking;
}

/** The admin's own sign-in form, which lands on /users_location. */
async function signInAtAdminLogin(page: Page) {
  await page.setExtraHTTPHeaders({
    'X-Forwarded-For': `10.77.${process.pid % 250}.${Math.floor(Math.random() * 250) + 1}`,
  });
  await page.goto('/admin/auth');
  await page.getByLabel('Email').fill(e2eAccounts.admin.email);
  await page.getByLabel('Password').fill(e2eAccounts.admin.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/users_location$/);
}

test('an admin assigns, completes and pays a referred booking found in the list and on the map', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const referrer = { page: await openBrowser(browser) };
  const referrerAddress = await useOwnAddress(referrer.page);
  await referrer.page.goto('/');
  await signInAsCustomer(referrer.page, referrerAddress, uniqueEmail('referrer'));
  const stats = (await (await referrer.page.request.get('/api/referrals/me')).json()) as { code: string };
  const customer = { page: await openBrowser(browser) };
  const customerAddress = await useOwnAddress(customer.page);
  await customer.page.goto('/');
  const customerEmail = await signInAsCustomer(customer.page, customerAddress, uniqueEmail('referred'));
  const booking = await book(customer.page, customerAddress, customerEmail, stats.code);

  // The admin signs in at /admin/auth and lands on the bookings map.
  await signInAtAdminLogin(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User Locations Dashboard');
  await expect(page.getByRole('region', { name: 'Map of bookings' })).toBeVisible();

  // In the table: searched by its id, opened.
  await page.getByLabel('Search by booking id, name, phone or e-mail').fill(booking.bookingId);
  // The list shrinks to the one booking (and the page with it) before the click lands.
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  const viewButton = page.getByRole('button', { name: `View booking ${booking.bookingId}` }).first();
  await viewButton.click();
  let details = page.getByRole('dialog', { name: 'Booking details' });
  await expect(details.getByText('Nirmala Sahu')).toBeVisible();
  await expect(details.getByText('Pending', { exact: true }).first()).toBeVisible();

  // To the map and back: its marker, on its own at street zoom, opens the same booking.
  // A mark on the page's window: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { deskMark: 'kept' }));
  await details.getByRole('button', { name: 'Show on map' }).click();
  await expect(details).toBeHidden();
  const marker = page.locator(`.leaflet-marker-icon[title^="${booking.bookingId}"]`);
  await expect(marker).toBeVisible();
  // Once the map has finished zooming to it: a tap while the map zooms lands where the pin was.
  await expect(page.locator('.leaflet-zoom-anim')).toHaveCount(0);
  await marker.click();
  details = page.getByRole('dialog', { name: 'Booking details' });
  await expect(details.getByText(booking.bookingId)).toBeVisible();
  await details.getByRole('button', { name: 'Show in the bookings list' }).click();
  await expect(page).toHaveURL(new RegExp(`tab=bookings&q=${booking.bookingId}`));
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('button', { name: `View booking ${booking.bookingId}` }).first()).toBeVisible();
  // No reload on the way.
  expect(await page.evaluate(() => (window as unknown as { deskMark?: string }).deskMark)).toBe('kept');

  // Assign: nothing picked first, then the technician.
  await page
    .getByRole('button', { name: `View booking ${booking.bookingId}` })
    .first()
    .click();
  details = page.getByRole('dialog', { name: 'Booking details' });
  await details.getByRole('button', { name: 'Assign Technician' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign a technician' });
  await assign.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(assign.getByText('Please select a technician')).toBeVisible();
  await assign.getByRole('radio', { name: new RegExp(e2eAccounts.deskTechnician.name) }).check();
  await assign.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByText('Technician assigned').first()).toBeVisible();
  await expect(details.getByText(e2eAccounts.deskTechnician.name).first()).toBeVisible();
  await expect(details.getByText(`Assigned to ${e2eAccounts.deskTechnician.name}`)).toBeVisible();

  // The customer's dashboard shows who is coming.
  await customer.page.goto('/dashboard');
  await customer.page.getByTestId('booking-card').filter({ hasText: booking.bookingId }).click();
  await expect(
    customer.page.getByRole('dialog').getByText(e2eAccounts.deskTechnician.name).first(),
  ).toBeVisible();
  // Its progress: booked and confirmed, with who is coming; the start code to read out at the door.
  const progress = customer.page.getByRole('dialog').getByRole('region', { name: 'Progress' });
  await expect(progress.getByText(`Confirmed · ${e2eAccounts.deskTechnician.name} is coming`)).toBeVisible();
  await expect(customer.page.getByTestId('start-code')).toHaveText(/^\d{4}$/);

  // The repair is started and completed from the desk.
  for (const status of ['In Progress', 'Completed']) {
    await details.getByLabel('New status').selectOption({ label: status });
    await details.getByRole('button', { name: 'Update status' }).click();
    await expect(page.getByText(`Booking ${booking.bookingId} is now ${status}.`)).toBeVisible();
  }
  await expect(details.getByText('In Progress → Completed')).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).first().click();

  // The referrer has earned; the admin pays, and the referrer sees it paid.
  await referrer.page.goto('/referrals');
  await expect(referrer.page.getByTestId('referral-successful')).toHaveText('1');
  await expect(referrer.page.getByTestId('referral-paid-out')).toHaveText('₹0');
  await page.getByRole('tab', { name: 'Referrals' }).click();
  await expect(page).toHaveURL(/tab=referrals/);
  const row = page.getByRole('row').filter({ hasText: booking.bookingId });
  await row.getByRole('button', { name: /^Mark Paid: the reward for / }).click();
  await expect(page.getByText('Payment status updated').first()).toBeVisible();
  await expect(row.getByRole('button', { name: /^Mark Unpaid: the reward for / })).toBeVisible();
  await referrer.page.reload();
  await expect(referrer.page.getByTestId('referral-paid-out')).toHaveText('₹50');

  await referrer.page.context().close();
  await customer.page.context().close();
});

test('the open tab is kept in the address', async ({ page }) => {
  await signInAtAdminLogin(page);
  await page.goto('/admin/content?tab=technicians');
  await expect(page.getByRole('tab', { name: 'Technicians' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('cell', { name: e2eAccounts.deskTechnician.name, exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/tab=overview/);
  await expect(page.getByRole('heading', { name: 'Bookings by status' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(page).toHaveURL(/tab=technicians/);
  await expect(page.getByRole('tab', { name: 'Technicians' })).toHaveAttribute('aria-selected', 'true');
});
