// Cash with technicians through the pages (issue 33, decision 064): a technician completes two jobs in
// cash and sees the cash in hand on their dashboard; the admin opens the Money tab, records the
// handover of all of it, and the day's reconciliation shows no difference; the customer downloads the
// invoice from the tracking page.
import fs from 'node:fs';
import { expect, test } from './fixtures';
import { signInAsCustomer, signInAsStaff, uniqueEmail } from './auth-helpers';
import { bookThroughApi, startThroughApi, trackingPathFromOutbox } from './api-booking';

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN')}`;

test('two cash jobs are handed over in full, the day shows no difference, and the invoice downloads', async ({
  page,
  browser,
  playwright,
}, testInfo) => {
  test.setTimeout(120_000);
  const run = `${process.pid % 200}.${Math.floor(Math.random() * 200) + 1}`;
  await page.goto('/');
  const email = await signInAsCustomer(page, `10.70.${run}`, uniqueEmail('cash'));
  let collected = 0;
  const bookingIds: string[] = [];
  for (let job = 0; job < 2; job += 1) {
    const booking = await bookThroughApi(page, `10.70.${run}`, { email });
    const technician = await startThroughApi(playwright, page, booking, 'cashTechnician');
    const done = await technician.post(`/api/technician/jobs/${booking.id}/complete`, {
      data: { paymentMethod: 'cash', amountCollected: booking.totalPrice / 100 },
    });
    expect(done.status()).toBe(200);
    await technician.dispose();
    collected += booking.totalPrice;
    bookingIds.push(booking.bookingId);
  }

  // The technician's dashboard: the cash in hand from both jobs.
  const tech = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
  await tech.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.71.${run}` });
  await tech.goto('/');
  await signInAsStaff(tech, `10.71.${run}`, 'cashTechnician');
  await tech.goto('/technician/dashboard');
  const ownCash = tech.getByRole('region', { name: 'Your cash' });
  await expect(ownCash.getByTestId('cash-in-hand')).toHaveText(rupees(collected));
  await ownCash.getByText('The last 30 days').click();
  // On a phone each day is a short list of its figures.
  const days = ownCash.getByRole('list', { name: 'Cash of Deepak Swain, day by day' });
  await expect(days.getByRole('listitem')).toHaveCount(1);
  await expect(days.getByRole('listitem')).toContainText(`Collected${rupees(collected)}`);
  await testInfo.attach('technician cash', {
    body: await ownCash.screenshot(),
    contentType: 'image/png',
  });

  // The admin records the handover of all of it: the day's difference is nothing.
  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await admin.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.72.${run}` });
  await admin.goto('/admin/auth');
  await signInAsStaff(admin, `10.72.${run}`, 'admin');
  await admin.goto('/users_location?tab=money');
  await admin.getByRole('button', { name: /^Deepak Swain/ }).click();
  const panel = admin.locator('#technician-cash');
  await expect(panel.getByTestId('cash-in-hand')).toHaveText(rupees(collected));
  await panel.getByRole('button', { name: 'Record a handover' }).click();
  const form = panel.getByRole('form', { name: 'Record a handover' });
  await form.getByLabel('Amount (₹)').fill(String(collected / 100 + 1));
  await form.getByRole('button', { name: 'Record handover' }).click();
  await expect(form.getByText(`The technician holds only ${rupees(collected)} in cash.`)).toBeVisible();
  await form.getByLabel('Amount (₹)').fill(String(collected / 100));
  await expect(form.getByLabel('Received by')).toHaveValue('Asha Admin');
  await form.getByRole('button', { name: 'Record handover' }).click();
  await expect(panel.getByTestId('cash-in-hand')).toHaveText('₹0');
  const today = panel.getByTestId('cash-days').getByRole('row').nth(1);
  await expect(today.getByRole('cell')).toHaveText([rupees(collected), rupees(collected), '₹0', '₹0']);
  await expect(panel.getByTestId('cash-handovers')).toContainText(`${rupees(collected)} on`);
  await testInfo.attach('handover', {
    body: await admin.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  // The invoice register of this month holds both jobs' invoices, for the accountant.
  const registering = admin.waitForEvent('download');
  await admin.getByRole('link', { name: 'Download the invoice register (CSV)' }).click();
  const register = await registering;
  expect(register.suggestedFilename()).toMatch(/^invoice-register-\d{4}-\d{2}-\d{2}\.csv$/);
  const registerText = fs.readFileSync(await register.path(), 'utf8');
  for (const id of bookingIds) expect(registerText).toContain(id);
  await admin.context().close();

  // The technician's dashboard follows.
  await tech.reload();
  await expect(tech.getByRole('region', { name: 'Your cash' }).getByTestId('cash-in-hand')).toHaveText('₹0');
  await tech.context().close();

  // The customer downloads the invoice from the tracking page.
  await page.goto(await trackingPathFromOutbox(page.request, email));
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: /^Download invoice INV\/26-27\/\d{6}$/ }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^INV-26-27-\d{6}\.pdf$/);
});
