// A device that needs the workshop, on 375 px phones (issue 32, decision 059): the technician records
// the condition, starts the job and marks Needs workshop; the customer's open tracking page shows the
// device at the workshop and its pickup receipt; once the office has it ready, the customer picks the
// return window on the same page; the return visit's technician collects the repair's price, and the
// device's booking completes. With E2E_SHOTS=<folder>, the receipt and the return window are saved in
// Hindi and Odia too.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bookThroughApi, trackingPathFromOutbox } from './api-booking';
import { signInAsStaff, uniqueEmail } from './auth-helpers';
import { isPhone } from './helpers';
import { assignAsAdmin, openPhone } from './phones';

/** The admin's call on the desk's API, as the admin's own browser makes it. */
async function deskCall(admin: Page, address: string, path: string, data?: unknown) {
  const headers = { Origin: new URL(admin.url()).origin, 'X-Forwarded-For': address };
  const res =
    data === undefined
      ? await admin.request.get(path, { headers })
      : await admin.request.post(path, { headers, data });
  expect(res.status(), path).toBeLessThan(300);
  return res.json() as Promise<Record<string, unknown>>;
}

async function saveShots(page: Page, name: string, path: string) {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  for (const language of ['hi', 'or']) {
    await page.goto(`/${language}${path}`);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${folder}/${name}-${language}.png`, fullPage: true });
  }
  await page.goto(path);
}

test('a device goes to the workshop with a receipt and comes back in the window the customer picks', async ({
  browser,
}, testInfo) => {
  test.skip(!isPhone(testInfo), "the technician's and the customer's phones at 375 px: once");
  test.setTimeout(120_000);
  const run = `${process.pid % 200}.${Math.floor(Math.random() * 200) + 1}`;
  const guestAddress = `10.94.${run}`;
  const customer = await openPhone(browser, guestAddress);
  await customer.goto('/');
  const email = uniqueEmail('workshop');
  const booking = await bookThroughApi(customer, guestAddress, { email });
  const trackPath = await trackingPathFromOutbox(customer.request, email);
  await assignAsAdmin(browser, `10.95.${run}`, [booking], 'workshopTechnician');
  await customer.goto(trackPath);
  const startCode = (await customer.getByTestId('start-code').textContent())!.trim();

  const technicianAddress = `10.96.${run}`;
  const technician = await openPhone(browser, technicianAddress);
  await technician.goto('/');
  await signInAsStaff(technician, technicianAddress, 'workshopTechnician');
  await technician.goto('/technician/dashboard');
  const job = technician.getByTestId('job-card').filter({ hasText: booking.bookingId });

  await job.getByRole('button', { name: 'Check the condition' }).click();
  const condition = technician.getByRole('dialog', { name: 'Condition before work starts' });
  for (const [part, value] of [
    ['Screen', 'Intact'],
    ['Body', 'Good'],
    ['Water-damage indicator', 'Triggered (has met water)'],
    ['Buttons', 'Working'],
    ['Cameras', 'Working'],
    ['Powers on', 'No'],
  ] as const) {
    await condition.getByRole('group', { name: part }).getByText(value, { exact: true }).click();
  }
  await condition.getByLabel('Last 4 digits of the IMEI (optional)').fill('7731');
  await condition.getByRole('button', { name: 'Save condition' }).click();
  await expect(technician.getByText('Condition saved. The customer can see it.')).toBeVisible();
  await job.getByRole('button', { name: 'Start Job' }).click();
  const startDialog = technician.getByRole('dialog');
  await startDialog.getByLabel('Start code').fill(startCode);
  await startDialog.getByRole('button', { name: 'Start Job' }).click();
  await expect(technician.getByText('Job started')).toBeVisible();

  // A board repair: the device goes to the workshop with what came with it.
  await job.getByRole('button', { name: 'Needs workshop' }).click();
  const intake = technician.getByRole('dialog', { name: 'Take the device to the workshop' });
  await intake.getByLabel('Taken with it (optional)').fill('Back cover, SIM tray');
  await intake.getByRole('button', { name: 'Take to the workshop' }).click();
  await expect(
    technician.getByText('The device is with the workshop. The customer has the pickup receipt.'),
  ).toBeVisible();
  await testInfo.attach('technician-workshop', {
    body: await technician.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });

  // The customer's open page follows: the device at the workshop, and its receipt.
  const workshop = customer.getByTestId('workshop-section');
  await expect(workshop.getByRole('heading', { name: 'Your device at the workshop' })).toBeVisible();
  await expect(workshop.getByText('Back cover, SIM tray')).toBeVisible();
  await workshop.getByRole('link', { name: 'Pickup receipt' }).click();
  await expect(customer.getByRole('heading', { name: 'Pickup receipt', level: 1 })).toBeVisible();
  await expect(customer.getByText('ends in 7731')).toBeVisible();
  await expect(customer.getByTestId('device-condition')).toContainText('Triggered (has met water)');
  const receiptPath = new URL(customer.url()).pathname;
  await testInfo.attach('customer-receipt', {
    body: await customer.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  await saveShots(customer, 'pickup-receipt', receiptPath);
  const pdf = await customer.request.get(`/api/track/${trackPath.split('/').at(-1)}/pickup-receipt.pdf`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await customer.getByRole('link', { name: 'Back to your booking' }).click();

  // The office has it repaired: ready for return.
  const adminAddress = `10.97.${run}`;
  const admin = await openPhone(browser, adminAddress);
  await admin.goto('/');
  await signInAsStaff(admin, adminAddress, 'admin');
  await deskCall(admin, adminAddress, `/api/admin/bookings/${booking.id}/status`, {
    status: 'waiting_for_parts',
  });
  await deskCall(admin, adminAddress, `/api/admin/bookings/${booking.id}/status`, {
    status: 'ready_for_return',
  });

  // The customer picks the return window on the same page, from the windows with places.
  const pick = customer.getByRole('button', { name: 'Choose when we bring it back' });
  await expect(pick).toBeVisible();
  await saveShots(customer, 'ready-for-return', trackPath);
  await pick.click();
  const dialog = customer.getByRole('dialog', { name: 'When should we bring your device back?' });
  const tomorrow = new Date(Date.now() + 36 * 3600_000).toLocaleDateString('en-CA', {
    timeZone: 'Asia/Kolkata',
  });
  await dialog.getByLabel('New date').fill(tomorrow);
  await dialog.getByRole('radio').and(dialog.locator(':not([disabled])')).first().check();
  await dialog.getByRole('button', { name: 'Book the return' }).click();
  await expect(customer.getByText('Return visit booked')).toBeVisible();
  await expect(workshop.getByText(/^We bring it back /)).toBeVisible();
  if (process.env.E2E_SHOTS) {
    await workshop.screenshot({ path: `${process.env.E2E_SHOTS}/return-booked.png` });
    await customer.emulateMedia({ colorScheme: 'dark' });
    await workshop.screenshot({ path: `${process.env.E2E_SHOTS}/return-booked-dark.png` });
    await customer.setViewportSize({ width: 1280, height: 900 });
    await customer.screenshot({ path: `${process.env.E2E_SHOTS}/tracking-1280-dark.png`, fullPage: true });
    await customer.emulateMedia({ colorScheme: 'light' });
    await customer.setViewportSize({ width: 375, height: 812 });
    await technician.screenshot({ path: `${process.env.E2E_SHOTS}/technician-workshop.png`, fullPage: true });
  }

  // The return visit goes to the technician, who collects the repair's price when handing it over.
  const pending = (await deskCall(admin, adminAddress, '/api/admin/bookings?status=pending')) as {
    bookings: { id: string; bookingId: string; totalPrice: number }[];
  };
  const tracked = (await (
    await customer.request.get(`/api/track/${trackPath.split('/').at(-1)}`)
  ).json()) as {
    booking: { totalPrice: number; workshop: { returnVisit: { bookingId: string } } };
  };
  const visit = pending.bookings.find((b) => b.bookingId === tracked.booking.workshop.returnVisit.bookingId)!;
  expect(visit.totalPrice).toBe(0);
  // The desk shows the device's days at the workshop and its return visit.
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.goto('/users_location');
  await admin.getByLabel('Search by booking id, name, phone or e-mail').fill(booking.bookingId);
  await expect(admin.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(admin.getByRole('table').getByText('0 days at the workshop')).toBeVisible();
  await admin
    .getByRole('button', { name: `View booking ${booking.bookingId}` })
    .first()
    .click();
  const details = admin.getByRole('dialog', { name: 'Booking details' });
  const linked = details.getByRole('region', { name: 'Workshop and linked visits' });
  await expect(linked.getByRole('listitem').filter({ hasText: visit.bookingId })).toContainText(
    'Returning the device',
  );
  if (process.env.E2E_SHOTS) await linked.screenshot({ path: `${process.env.E2E_SHOTS}/admin-linked.png` });
  await admin.context().close();
  await assignAsAdmin(browser, `10.98.${run}`, [visit], 'workshopTechnician');
  const admin2 = await openPhone(browser, `10.99.${run}`);
  await admin2.goto('/');
  await signInAsStaff(admin2, `10.99.${run}`, 'admin');
  await deskCall(admin2, `10.99.${run}`, `/api/admin/bookings/${visit.id}/status`, { status: 'in_progress' });
  await admin2.context().close();

  await technician.reload();
  const returnJob = technician.getByTestId('job-card').filter({ hasText: visit.bookingId });
  await expect(returnJob.getByTestId('revisit-note')).toContainText(
    `Return of the repaired device from ${booking.bookingId}.`,
  );
  await expect(returnJob.getByTestId('revisit-note')).toContainText(/Collect ₹/);
  await technician.mouse.move(0, 0);
  await expect(technician.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await returnJob.getByRole('button', { name: 'Complete Work' }).click();
  await technician.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(technician.getByText('Work completed')).toBeVisible();

  // The device's own booking is completed, and its warranty card is ready.
  await customer.goto(trackPath);
  await expect(customer.getByText('Your repair is complete')).toBeVisible();
  await expect(customer.getByRole('link', { name: 'View warranty card' })).toBeVisible();
  await Promise.all([customer, technician].map((page) => page.context().close()));
});
