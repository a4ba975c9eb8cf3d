// Work the price list does not cover (issue 32, decision 060), on 375 px phones: the admin adds a rate
// to the rate card in Device Management; at the door the technician describes the work and picks that
// rate, which sets its price; the signed-in customer approves the new total in their dashboard, the
// technician's card hears of it, and the job completes for that total.
import { expect, test } from './fixtures';
import { bookThroughApi } from './api-booking';
import { signInAsCustomer, signInAsStaff, uniqueEmail } from './auth-helpers';
import { isPhone } from './helpers';
import { assignAsAdmin, openPhone } from './phones';

test('the technician prices other work at the admin’s rate, and the customer approves it in their dashboard', async ({
  browser,
}, testInfo) => {
  test.skip(!isPhone(testInfo), "the admin's, the technician's and the customer's phones at 375 px: once");
  test.setTimeout(120_000);
  const run = `${process.pid % 200}.${Math.floor(Math.random() * 200) + 1}`;
  const rateName = `Connector reseat ${run}`;

  // The admin adds a rate to the rate card.
  const adminAddress = `10.94.${run}`;
  const admin = await openPhone(browser, adminAddress);
  await admin.goto('/admin/auth');
  await signInAsStaff(admin, adminAddress, 'admin');
  await admin.goto('/admin/content?tab=devices');
  await admin.getByRole('tab', { name: 'Work Rates' }).click();
  await admin.getByRole('button', { name: 'Add rate' }).click();
  const form = admin.getByRole('dialog', { name: 'Add a work rate' });
  await form.getByLabel('Kind of work').fill(rateName);
  await form.getByLabel('Price (₹)').fill('0');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Please set a price of at least ₹1.')).toBeVisible();
  await form.getByLabel('Price (₹)').fill('349');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByRole('cell', { name: rateName, exact: true })).toBeVisible();
  await testInfo.attach('rate-card', {
    body: await admin.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  if (process.env.E2E_SHOTS) await admin.screenshot({ path: `${process.env.E2E_SHOTS}/rate-card.png` });
  await admin.context().close();

  // A signed-in customer books; the admin assigns the job, and the technician starts it.
  const customerAddress = `10.95.${run}`;
  const customer = await openPhone(browser, customerAddress);
  await customer.goto('/');
  const email = await signInAsCustomer(customer, customerAddress, uniqueEmail('other-work'));
  const booking = await bookThroughApi(customer, customerAddress, { email });
  await assignAsAdmin(browser, `10.96.${run}`, [booking], 'rateTechnician');
  await customer.goto('/dashboard');
  await customer.getByTestId('booking-card').filter({ hasText: booking.bookingId }).click();
  const details = customer.getByRole('dialog', { name: 'Booking Details' });
  const startCode = (await details.getByTestId('start-code').textContent())!.trim();

  const technicianAddress = `10.97.${run}`;
  const technician = await openPhone(browser, technicianAddress);
  await technician.goto('/');
  await signInAsStaff(technician, technicianAddress, 'rateTechnician');
  await technician.goto('/technician/dashboard');
  const job = technician.getByTestId('job-card').filter({ hasText: booking.bookingId });
  await job.getByRole('button', { name: 'Start Job' }).click();
  const startDialog = technician.getByRole('dialog');
  await startDialog.getByLabel('Start code').fill(startCode);
  await startDialog.getByRole('button', { name: 'Start Job' }).click();
  await expect(technician.getByText('Job started')).toBeVisible();

  // The screen was fine: a loose connector. The technician describes the work and picks the rate.
  await job.getByRole('button', { name: 'Change repairs' }).click();
  const change = technician.getByRole('dialog', { name: 'Change the repairs' });
  await change.getByRole('checkbox').first().uncheck();
  await change.getByRole('button', { name: 'Add this work' }).click();
  await expect(change.getByText('Please describe the work in a few words.')).toBeVisible();
  await change.getByLabel('What is the work?').fill('Reseated the display connector');
  await change.getByLabel('Rate').selectOption({ label: `${rateName} · ₹349` });
  await change.getByRole('button', { name: 'Add this work' }).click();
  await expect(change.getByText('Reseated the display connector')).toBeVisible();
  await expect(change.getByText(/^New total: ₹349 \(was ₹/)).toBeVisible();
  await testInfo.attach('other-work', {
    body: await technician.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  if (process.env.E2E_SHOTS) {
    await technician.screenshot({ path: `${process.env.E2E_SHOTS}/other-work.png` });
    await technician.emulateMedia({ colorScheme: 'dark' });
    await change.screenshot({ path: `${process.env.E2E_SHOTS}/other-work-dark.png` });
    await technician.emulateMedia({ colorScheme: 'light' });
  }
  await change.getByRole('button', { name: 'Send to the customer' }).click();
  await expect(technician.getByText('Sent. The customer can approve it on their phone.')).toBeVisible();

  // The customer's open dashboard shows the new price, line by line, and takes the answer.
  await expect(details.getByRole('heading', { name: 'A new price for your repair' })).toBeVisible();
  await expect(details.getByText('Added: Reseated the display connector, ₹349')).toBeVisible();
  await testInfo.attach('dashboard-approval', {
    body: await customer.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  if (process.env.E2E_SHOTS)
    await customer.screenshot({ path: `${process.env.E2E_SHOTS}/dashboard-approval.png` });
  await details.getByRole('button', { name: 'Approve ₹349' }).click();
  await expect(details.getByRole('heading', { name: 'A new price for your repair' })).toHaveCount(0);

  // The technician's card follows, and the job completes for the approved total.
  await expect(job.getByText('Waiting for the customer to approve')).toHaveCount(0);
  await technician.mouse.move(0, 0);
  await expect(technician.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await job.getByRole('button', { name: 'Complete Work' }).click();
  const complete = technician.getByRole('dialog');
  await expect(complete.getByText('₹349').first()).toBeVisible();
  await complete.getByRole('button', { name: 'Confirm' }).click();
  await expect(technician.getByText('Work completed')).toBeVisible();

  // The customer confirms the repair in their dashboard too.
  await details.getByRole('button', { name: 'Confirm the repair' }).click();
  await expect(details.getByText('You confirmed the repair. Thank you!')).toBeVisible();
  await Promise.all([customer, technician].map((page) => page.context().close()));
});
