// At the door on a 375 px phone (issue 32, decisions 056 to 058): the technician records the device's
// condition and a photo, starts the job with the customer's code, adds a battery replacement, and
// waits; the customer's open tracking page shows the difference line by line and approves it; the
// technician's card hears of it, the job completes for the new total, an after photo joins the
// before one on the customer's page, the customer signs off with their code on the technician's
// phone, and the warranty card lists both repairs. Screenshots in Hindi and Odia of both screens are
// attached for review.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { bookThroughApi, trackingPathFromOutbox } from './api-booking';
import { signInAsStaff, uniqueEmail } from './auth-helpers';
import { isPhone } from './helpers';
import { assignAsAdmin, openPhone } from './phones';

/**
 * With E2E_SHOTS=<folder>, the technician's card and the customer's approval are also saved there in
 * Hindi and Odia, for review (the journey itself runs in English).
 */
async function saveShotsInEveryLanguage(pages: { name: string; page: Page; path: string }[]) {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  for (const language of ['hi', 'or']) {
    for (const { name, page, path } of pages) {
      await page.goto(`/${language}${path}`);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${folder}/${name}-${language}.png`, fullPage: true });
    }
  }
  for (const { page, path } of pages) await page.goto(path);
}

/** A phone camera's picture: big, as the browser gets it from the camera. */
async function cameraShot(name: string) {
  const buffer = await sharp({ create: { width: 3000, height: 2250, channels: 3, background: '#44617b' } })
    .jpeg({ quality: 90 })
    .toBuffer();
  return { name: `${name}.jpg`, mimeType: 'image/jpeg', buffer };
}

test('the technician adds a repair, the customer approves it on the tracking page, and the warranty lists both', async ({
  browser,
}, testInfo) => {
  test.skip(!isPhone(testInfo), "the technician's and the customer's phones at 375 px: once");
  test.setTimeout(120_000);
  const run = `${process.pid % 200}.${Math.floor(Math.random() * 200) + 1}`;
  const guestAddress = `10.91.${run}`;
  const customer = await openPhone(browser, guestAddress);
  await customer.goto('/');
  const email = uniqueEmail('estimate');
  const booking = await bookThroughApi(customer, guestAddress, { email });
  const trackPath = await trackingPathFromOutbox(customer.request, email);

  await assignAsAdmin(browser, `10.92.${run}`, [booking], 'dayTechnician');

  await customer.goto(trackPath);
  const startCode = (await customer.getByTestId('start-code').textContent())!.trim();

  const technicianAddress = `10.93.${run}`;
  const technician = await openPhone(browser, technicianAddress);
  await technician.goto('/');
  await signInAsStaff(technician, technicianAddress, 'dayTechnician');
  await technician.goto('/technician/dashboard');
  const job = technician.getByTestId('job-card').filter({ hasText: booking.bookingId });

  // Before anyone opens it: the condition, one tap a part, and a photo from the camera.
  await job.getByRole('button', { name: 'Check the condition' }).click();
  const condition = technician.getByRole('dialog', { name: 'Condition before work starts' });
  for (const [part, value] of [
    ['Screen', 'Cracked'],
    ['Body', 'Scratched'],
    ['Water-damage indicator', 'Not triggered'],
    ['Buttons', 'Working'],
    ['Cameras', 'Working'],
    ['Powers on', 'Yes'],
  ] as const) {
    await condition.getByRole('group', { name: part }).getByText(value, { exact: true }).click();
  }
  await condition.getByRole('button', { name: 'Save condition' }).click();
  await expect(technician.getByText('Condition saved. The customer can see it.')).toBeVisible();
  await job.getByTestId('photo-input-before').setInputFiles(await cameraShot('before'));
  await expect(technician.getByText('Photo added.')).toBeVisible({ timeout: 15_000 });
  // Made small before it was sent, and kept at 1600 px at most.
  const beforePhoto = job.getByRole('img', { name: /^Before the repair, photo 1, taken at/ });
  await expect(beforePhoto).toHaveAttribute('width', '1600');
  await expect(job.getByText('1 of 6 photos')).toBeVisible();

  await job.getByRole('button', { name: 'Start Job' }).click();
  const startDialog = technician.getByRole('dialog');
  await startDialog.getByLabel('Start code').fill(startCode);
  await startDialog.getByRole('button', { name: 'Start Job' }).click();
  await expect(technician.getByText('Job started')).toBeVisible();

  // The technician finds the battery swollen too: adds it at the catalogue's price.
  await job.getByRole('button', { name: 'Change repairs' }).click();
  const change = technician.getByRole('dialog', { name: 'Change the repairs' });
  const battery = change.getByRole('checkbox', { name: /Battery Replacement/ });
  await battery.check();
  await expect(change.getByText(/^New total: ₹/)).toBeVisible();
  await change.getByRole('button', { name: 'Send to the customer' }).click();
  await expect(technician.getByText('Sent. The customer can approve it on their phone.')).toBeVisible();
  await expect(
    job.getByRole('status').filter({ hasText: 'Waiting for the customer to approve' }),
  ).toBeVisible();
  // Completing waits for the answer.
  await expect(job.getByRole('button', { name: 'Complete Work' })).toHaveCount(0);
  await testInfo.attach('technician-waiting', {
    body: await technician.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });

  // The customer's open page shows the new price without a reload, line by line.
  const offer = customer.getByRole('heading', { name: 'A new price for your repair' });
  await expect(offer).toBeVisible();
  await expect(customer.getByText(/^Added: Battery Replacement, ₹/)).toBeVisible();
  await testInfo.attach('customer-approval', {
    body: await customer.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  await saveShotsInEveryLanguage([
    { name: 'technician-waiting', page: technician, path: '/technician/dashboard' },
    { name: 'customer-approval', page: customer, path: trackPath },
  ]);
  await customer.getByRole('button', { name: /^Approve ₹/ }).click();
  await expect(customer.getByText(/^You approved the new price/)).toBeVisible();

  // The technician's card follows by itself, and the job completes for the new total.
  await expect(job.getByText('Waiting for the customer to approve')).toHaveCount(0);
  // The toasts of the steps before sit over the card's foot on a phone until they go (a pointer
  // resting on one keeps it): the technician waits for them, as a person would.
  await technician.mouse.move(0, 0);
  await expect(technician.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await job.getByRole('button', { name: 'Complete Work' }).click();
  await technician.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(technician.getByText('Work completed')).toBeVisible();
  await job.getByTestId('photo-input-after').setInputFiles(await cameraShot('after'));
  // Shrunk in the phone and cleaned on the server: slower than a click on a busy machine.
  await expect(job.getByRole('img', { name: /^After the repair, photo 1/ })).toBeVisible({ timeout: 15_000 });
  if (process.env.E2E_SHOTS) {
    await technician.emulateMedia({ colorScheme: 'dark' });
    await job
      .getByTestId('job-photos')
      .screenshot({ path: `${process.env.E2E_SHOTS}/technician-photos-dark.png` });
    await technician.emulateMedia({ colorScheme: 'light' });
  }

  // The customer's open page shows the condition and both photos, which load from their signed addresses.
  await expect(customer.getByTestId('device-condition')).toContainText('ScreenCracked');
  const customerPhotos = customer.getByTestId('booking-photos').getByRole('img');
  await expect(customerPhotos).toHaveCount(2);
  await expect
    .poll(() => customerPhotos.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  if (process.env.E2E_SHOTS) {
    await customer
      .getByTestId('booking-photos')
      .screenshot({ path: `${process.env.E2E_SHOTS}/customer-photos.png` });
  }

  // The customer checks the final lines on the technician's phone and signs off with the code.
  await job.getByRole('button', { name: 'Customer confirms here' }).click();
  const signOff = technician.getByRole('dialog', { name: 'The customer checks and confirms' });
  await expect(signOff.getByText('Battery Replacement')).toBeVisible();
  if (process.env.E2E_SHOTS) await technician.screenshot({ path: `${process.env.E2E_SHOTS}/sign-off.png` });
  await signOff.getByLabel('Start code').fill(startCode);
  await signOff.getByRole('button', { name: 'Confirm' }).click();
  await expect(job.getByText('Confirmed by the customer')).toBeVisible();
  await expect(customer.getByText('You confirmed the repair. Thank you!')).toBeVisible();
  if (process.env.E2E_SHOTS) {
    await customer.screenshot({ path: `${process.env.E2E_SHOTS}/customer-signed-off.png`, fullPage: true });
  }

  await expect(customer.getByText('Your repair is complete')).toBeVisible();
  await customer.getByRole('link', { name: 'View warranty card' }).click();
  await expect(customer.getByText('Battery Replacement').first()).toBeVisible();
  await expect(customer.getByText(/Screen/).first()).toBeVisible();
  await Promise.all([customer, technician].map((page) => page.context().close()));
});
