// The admin desk's schedule view with the keyboard only: a booking waiting in the queue is picked up,
// moved down the technicians of its window with the arrow keys and dropped on one, as the live region
// says at each step; the server then has it assigned. Its own technician and a day no other test books.
import { addDays, indiaDate } from '../../src/shared/booking-time';
import { JOBS_PER_WINDOW_MAX } from '../../src/shared/schemas/technician-schedule';
import { e2eAccounts } from './accounts';
import { bookThroughApi } from './api-booking';
import { signInAsStaff, useOwnAddress } from './auth-helpers';
import { expect, test } from './fixtures';

const technician = e2eAccounts.scheduleTechnician.name;

test('an admin assigns a queued booking from the schedule with the keyboard only', async ({ page }) => {
  test.setTimeout(90_000);
  const address = await useOwnAddress(page);
  await page.goto('/');
  const day = addDays(indiaDate(new Date()), 9);
  const booking = await bookThroughApi(page, address, {
    name: 'Queued Customer',
    preferredDate: day,
    preferredTime: '15:00-17:00',
    lat: 20.2961,
    lng: 85.8245,
  });
  await signInAsStaff(page, address, 'admin');
  await page.goto(`/admin/content?tab=schedule&day=${day}&view=day`);

  const chip = page.locator(`[data-job-chip="${booking.id}"]`);
  await expect(chip).toHaveAttribute('data-technician', 'queue');
  const queue = page.getByRole('region', { name: 'Waiting for a technician' });
  await expect(queue.locator(`[data-job-chip="${booking.id}"]`)).toBeVisible();

  // Tab to the job, as someone without a mouse would.
  for (let presses = 0; presses < 150; presses += 1) {
    if (await chip.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(chip).toBeFocused();

  const live = page.locator('p[aria-live="assertive"]');
  await page.keyboard.press('Enter');
  await expect(live).toContainText(`Picked up ${booking.bookingId}`);
  await expect(chip).toHaveAttribute('aria-pressed', 'true');

  // The technicians are the grid's rows, in order; a queued job starts on the first.
  const rows = await page.locator('tbody th[scope="row"]').allTextContents();
  const index = rows.findIndex((text) => text.includes(technician));
  expect(index).toBeGreaterThanOrEqual(0);
  for (let step = 0; step < index; step += 1) await page.keyboard.press('ArrowDown');
  // The staff technicians take the most visits an admin may set (start-server.ts).
  await expect(live).toContainText(`${technician}: ${JOBS_PER_WINDOW_MAX} places free`);

  // Escape puts it back; picked up again, it goes down to the same technician and drops there.
  await page.keyboard.press('Escape');
  await expect(live).toContainText(`Move of ${booking.bookingId} cancelled.`);
  await expect(chip).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Space');
  await expect(live).toContainText(`Picked up ${booking.bookingId}`);
  for (let step = 0; step < index; step += 1) await page.keyboard.press('ArrowDown');
  await expect(live).toContainText(technician);
  await page.keyboard.press('Enter');
  await expect(live).toHaveText(`${booking.bookingId} assigned to ${technician}.`);

  // The job now sits in the technician's row, in its window's column, and keeps the focus.
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(technician) }) });
  const moved = row.locator(`[data-job-chip="${booking.id}"]`);
  await expect(moved).toBeVisible();
  await expect(moved).toBeFocused();
  await expect(queue.locator(`[data-job-chip="${booking.id}"]`)).toHaveCount(0);
  await expect(row.getByRole('cell').nth(3)).toContainText(booking.bookingId);

  const detail = await page.request.get(`/api/admin/bookings/${booking.id}`);
  expect(((await detail.json()) as { booking: { technicianName: string } }).booking.technicianName).toBe(
    technician,
  );
});
