// The technician's day on a 375 px phone: the admin assigns a guest's booking, the technician taps
// On my way on the job card, and the guest's open tracking page shows 'On the way, about N minutes'
// live, without a reload.
import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { bookThroughApi, trackingPathFromOutbox } from './api-booking';
import { e2eAccounts } from './accounts';
import { signInAsStaff, uniqueEmail } from './auth-helpers';
import { serveBlankTiles } from './fake-geocoder';
import { isPhone } from './helpers';

async function openBrowser(browser: Browser, address: string) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
  await serveBlankTiles(context);
  const page = await context.newPage();
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address });
  return page;
}

test('the technician taps On my way and the customer sees the estimate on the tracking page', async ({
  browser,
}, testInfo) => {
  test.skip(!isPhone(testInfo), "the technician's phone at 375 px: once");
  test.setTimeout(60_000);
  const run = `${process.pid % 200}.${Math.floor(Math.random() * 200) + 1}`;
  const guestAddress = `10.84.${run}`;
  const customer = await openBrowser(browser, guestAddress);
  await customer.goto('/');
  const email = uniqueEmail('day');
  const booking = await bookThroughApi(customer, guestAddress, { email, lat: 20.2961, lng: 85.8245 });
  const trackPath = await trackingPathFromOutbox(customer.request, email);

  const adminAddress = `10.85.${run}`;
  const admin = await openBrowser(browser, adminAddress);
  await admin.goto('/');
  await signInAsStaff(admin, adminAddress, 'admin');
  const { technicians } = (await (await admin.request.get('/api/admin/technicians')).json()) as {
    technicians: { id: number; name: string }[];
  };
  const manas = technicians.find((t) => t.name === e2eAccounts.dayTechnician.name)!;
  const assigned = await admin.request.post(`/api/admin/bookings/${booking.id}/assign`, {
    headers: { Origin: new URL(admin.url()).origin, 'X-Forwarded-For': adminAddress },
    data: { technicianId: manas.id },
  });
  expect(assigned.status()).toBe(200);

  // The guest's tracking page is open: a technician is coming, not yet on the way.
  await customer.goto(trackPath);
  await expect(customer.getByText('This page updates by itself.')).toBeVisible();
  await expect(customer.getByTestId('on-the-way')).toHaveCount(0);

  const technicianAddress = `10.86.${run}`;
  const technician = await openBrowser(browser, technicianAddress);
  await technician.goto('/');
  await signInAsStaff(technician, technicianAddress, 'dayTechnician');
  await technician.goto('/technician/dashboard');
  const job = technician.getByTestId('job-card').filter({ hasText: booking.bookingId });
  await job.getByRole('button', { name: 'On my way' }).click();
  await expect(job.getByTestId('on-the-way-since')).toContainText('On the way · arriving around');

  // Without a position, a previous job or a base: the default of about 30 minutes.
  await expect(customer.getByTestId('on-the-way')).toContainText('On the way, about 30 minutes');
  await technician.context().close();
  await admin.context().close();
  await customer.context().close();
});
