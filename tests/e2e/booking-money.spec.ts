// A booking's money through the pages (issue 33, decisions 062 and 063): a job completed with less
// than its total taken by UPI; the customer downloads the tax invoice from the tracking link and reads
// it on its printable page; the admin records the rest as a later payment (the form refusing more
// than is due), then refunds part of it, which issues a credit note.
import { expect, test } from './fixtures';
import { signInAsCustomer, signInAsStaff, uniqueEmail } from './auth-helpers';
import { bookThroughApi, startThroughApi, trackingPathFromOutbox } from './api-booking';

test('the customer downloads the invoice, and the admin records the rest of the payment and a refund', async ({
  page,
  browser,
  playwright,
}, testInfo) => {
  test.setTimeout(90_000);
  const run = `${process.pid % 200}.${Math.floor(Math.random() * 200) + 1}`;
  await page.goto('/');
  const email = await signInAsCustomer(page, `10.78.${run}`, uniqueEmail('money'));
  const booking = await bookThroughApi(page, `10.78.${run}`, { email });
  const technician = await startThroughApi(playwright, page, booking, 'warrantyTechnician');
  const total = booking.totalPrice / 100;
  const done = await technician.post(`/api/technician/jobs/${booking.id}/complete`, {
    data: { paymentMethod: 'upi', amountCollected: total - 1000, upiReference: '431298765012' },
  });
  expect(done.status()).toBe(200);
  await technician.dispose();

  // The completion e-mail's link: the invoice to download, or to read and print.
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
      const { messages } = (await res.json()) as { messages: { subject: string | null }[] };
      return messages.some((message) => message.subject?.startsWith('Repair completed'));
    })
    .toBe(true);
  await page.goto(await trackingPathFromOutbox(page.request, email));
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: /^Download invoice INV\/26-27\/\d{6}$/ }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^INV-26-27-\d{6}\.pdf$/);
  await page.getByRole('link', { name: 'View invoice' }).click();
  await expect(page.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible();
  await expect(page.getByTestId('invoice-number')).toHaveText(/^INV\/26-27\/\d{6}$/);
  await testInfo.attach('invoice', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });

  // The admin finds ₹1,000 still due, records it (no more), and refunds ₹500 with a reason.
  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await admin.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.79.${run}` });
  await admin.goto('/admin/auth');
  await signInAsStaff(admin, `10.79.${run}`, 'admin');
  await admin.goto(`/admin/content?tab=bookings&q=${booking.bookingId}`);
  await admin
    .getByRole('button', { name: `View booking ${booking.bookingId}` })
    .first()
    .click();
  const details = admin.getByRole('dialog', { name: 'Booking details' });
  await expect(details.getByTestId('money-balance')).toHaveText('₹1,000');
  await details.getByRole('button', { name: 'Record a payment' }).click();
  await details.getByLabel('Amount (₹)').fill('1001');
  await details.getByRole('button', { name: 'Record a payment' }).click();
  await expect(details.getByText('Only ₹1,000 is due on this booking.')).toBeVisible();
  await details.getByLabel('Amount (₹)').fill('1000');
  await details.getByRole('button', { name: 'Record a payment' }).click();
  await expect(details.getByTestId('money-balance')).toHaveText('₹0');
  await details.getByRole('button', { name: 'Refund' }).click();
  await details.getByLabel('Amount (₹)').fill('500');
  await details.getByRole('button', { name: 'Refund' }).click();
  await expect(details.getByText('Please say why the money is refunded.')).toBeVisible();
  await details.getByLabel('Reason').fill('Goodwill for the late visit');
  await details.getByRole('button', { name: 'Refund' }).click();
  await expect(
    details.getByText(/^Credit note CN\/26-27\/\d{6}: ₹500, Goodwill for the late visit$/),
  ).toBeVisible();
  await expect(details.getByText('−₹500')).toBeVisible();
  await testInfo.attach('payments', { body: await admin.screenshot(), contentType: 'image/png' });
  await admin.context().close();
});
