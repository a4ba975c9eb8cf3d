// The doorstep visit end to end on a 375 px phone, live: a guest books and keeps their tracking link,
// an admin assigns the job, the technician's open dashboard shows it without a reload, the guest's
// tracking page shows who is coming and the start code, the technician starts the job with that code
// and completes it paid by UPI (with the QR code), and the guest sees it completed, live, and opens
// the warranty card.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bookThroughApi } from './api-booking';
import { e2eAccounts } from './accounts';
import { signInAsStaff, uniqueEmail } from './auth-helpers';
import { isPhone } from './helpers';
import { openPhone } from './phones';

/** A guest's booking through the API, and the tracking link its booking-received e-mail carries. */
async function bookAsGuest(page: Page, address: string) {
  const email = uniqueEmail('journey');
  const booking = await bookThroughApi(page, address, { email });
  let link: string | undefined;
  await expect
    .poll(async () => {
      const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
      const { messages } = (await outbox.json()) as { messages: { text: string }[] };
      link = messages.map((m) => /https?:\/\/\S+\/track\/[a-z2-7]{26}/.exec(m.text)?.[0]).find(Boolean);
      return link;
    })
    .toBeDefined();
  return { ...booking, trackPath: new URL(link!).pathname };
}

test('assigned, started with the code, paid by UPI and completed while the customer watches live', async ({
  browser,
}, testInfo) => {
  test.skip(!isPhone(testInfo), 'the journey of the phones at the door: once, at 375 px');
  test.setTimeout(60_000);
  const run = `${process.pid % 200}.${Math.floor(Math.random() * 200) + 1}`;
  const guestAddress = `10.81.${run}`;
  const customer = await openPhone(browser, guestAddress);
  await customer.goto('/');
  const booking = await bookAsGuest(customer, guestAddress);

  // The guest's tracking page, open from their message: booked, no technician yet.
  await customer.goto(booking.trackPath);
  await expect(customer.getByRole('heading', { level: 1, name: 'Track your repair' })).toBeVisible();
  await expect(customer.getByText(`here is your booking ${booking.bookingId}`)).toBeVisible();
  await expect(customer.getByText('Pending', { exact: true })).toBeVisible();
  await expect(customer.getByText('This page updates by itself.')).toBeVisible();

  // The technician's dashboard is open before the job is theirs.
  const technicianAddress = `10.82.${run}`;
  const technician = await openPhone(browser, technicianAddress);
  await technician.goto('/');
  await signInAsStaff(technician, technicianAddress, 'journeyTechnician');
  await technician.goto('/technician/dashboard');
  await expect(technician.getByText(/· live$/)).toBeVisible();
  const job = technician.getByTestId('job-card').filter({ hasText: booking.bookingId });
  await expect(job).toHaveCount(0);

  // The admin assigns it.
  const adminAddress = `10.83.${run}`;
  const admin = await openPhone(browser, adminAddress);
  await admin.goto('/');
  await signInAsStaff(admin, adminAddress, 'admin');
  const technicians = (await (await admin.request.get('/api/admin/technicians')).json()) as {
    technicians: { id: number; name: string }[];
  };
  const kiran = technicians.technicians.find((t) => t.name === e2eAccounts.journeyTechnician.name)!;
  const assigned = await admin.request.post(`/api/admin/bookings/${booking.id}/assign`, {
    headers: { Origin: new URL(admin.url()).origin, 'X-Forwarded-For': adminAddress },
    data: { technicianId: kiran.id },
  });
  expect(assigned.status()).toBe(200);

  // Both open pages follow without a reload.
  await expect(job).toBeVisible();
  await expect(job.getByText('Sabita Mohanty')).toBeVisible();
  await expect(customer.getByText('Kiran is your technician.')).toBeVisible();
  await expect(customer.getByText('Confirmed', { exact: true })).toBeVisible();
  const startCode = (await customer.getByTestId('start-code').textContent())!.trim();
  expect(startCode).toMatch(/^\d{4}$/);

  // At the door: the customer reads the code out, the technician starts the job with it.
  await job.getByRole('button', { name: 'Start Job' }).click();
  const startDialog = technician.getByRole('dialog');
  await startDialog.getByLabel('Start code').fill(startCode);
  await startDialog.getByRole('button', { name: 'Start Job' }).click();
  await expect(technician.getByText('Job started')).toBeVisible();
  await expect(customer.getByText('In Progress', { exact: true })).toBeVisible();
  await expect(customer.getByTestId('start-code')).toHaveCount(0);

  // Done and paid by UPI: the dialog shows the QR code for the exact amount.
  await job.getByRole('button', { name: 'Complete Work' }).click();
  const completeDialog = technician.getByRole('dialog');
  await completeDialog.getByLabel('UPI').check();
  await expect(completeDialog.getByRole('img', { name: /scan this code with any UPI app/ })).toBeVisible();
  await completeDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(technician.getByText('Work completed')).toBeVisible();
  await testInfo.attach('technician-completed', {
    body: await technician.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });

  // The customer's page moves to completed by itself, and the warranty card is there.
  await expect(customer.getByText('Completed', { exact: true }).first()).toBeVisible();
  await expect(customer.getByText('Your repair is complete')).toBeVisible();
  await customer.getByRole('link', { name: 'View warranty card' }).click();
  await expect(customer).toHaveURL(new RegExp(`${booking.trackPath}/warranty$`));
  await expect(customer.getByText(booking.bookingId).first()).toBeVisible();
  await expect(customer.getByText(/valid until/i).first()).toBeVisible();

  await Promise.all([customer, technician, admin].map((p) => p.context().close()));
});

test('a tracking page open on a link the admin replaced says so by itself', async ({ browser }, testInfo) => {
  test.skip(!isPhone(testInfo), 'once, at 375 px');
  const run = `${process.pid % 200}.${Math.floor(Math.random() * 200) + 1}`;
  const guestAddress = `10.84.${run}`;
  const customer = await openPhone(browser, guestAddress);
  await customer.goto('/');
  const booking = await bookAsGuest(customer, guestAddress);
  await customer.goto(booking.trackPath);
  await expect(customer.getByText('This page updates by itself.')).toBeVisible();

  const adminAddress = `10.85.${run}`;
  const admin = await openPhone(browser, adminAddress);
  await admin.goto('/');
  await signInAsStaff(admin, adminAddress, 'admin');
  const replaced = await admin.request.post(`/api/admin/bookings/${booking.id}/tracking-link`, {
    headers: { Origin: new URL(admin.url()).origin, 'X-Forwarded-For': adminAddress },
  });
  expect(replaced.status()).toBe(200);

  // No reload: the page hears of the change, asks again and learns the link is gone.
  await expect(customer.getByRole('heading', { name: 'Tracking link not found' })).toBeVisible();
  await expect(customer.getByText(booking.bookingId)).toBeHidden();
  await Promise.all([customer, admin].map((p) => p.context().close()));
});
