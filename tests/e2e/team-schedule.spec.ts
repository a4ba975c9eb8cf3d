// Leave across the team (issue 31): a technician asks for two days off from Settings on their phone;
// the request waits, and the customers can still book those days; the admin sees it in the
// Technicians tab and approves it; from then on the technician's places on those days are gone from
// the availability and the booking form marks every window Full and offers the nearest free times.
// The technician serves a pincode of their own (accounts.ts), so their places are the only ones there.
import type { Browser, Page } from '@playwright/test';
import { addDays, indiaDate, PREFERRED_TIME_WINDOWS } from '../../src/shared/booking-time';
import type { AvailabilityResponse, LeaveRow } from '../../src/shared/contracts/schedule';
import { JOBS_PER_WINDOW_MAX } from '../../src/shared/schemas/technician-schedule';
import { e2eAccounts, e2eOwnPincodes } from './accounts';
import { signInAsStaff, uniqueEmail, uniquePhone, useOwnAddress } from './auth-helpers';
import { expect, openAppPage, test } from './fixtures';

const slug = 'samsung-galaxy-s24';
const technicianName = e2eAccounts.leaveTechnician.name;
const pincode = e2eOwnPincodes.leaveTechnician!;
const WINDOW_TEXTS = [
  '9:00 AM – 11:00 AM',
  '11:00 AM – 1:00 PM',
  '1:00 PM – 3:00 PM',
  '3:00 PM – 5:00 PM',
  '5:00 PM – 7:00 PM',
];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Thu, 26 Nov 2026': how the form writes a date, worked out without Intl. */
function short(date: string) {
  const d = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** The technician's phone, signed in. */
async function openTechnicianPhone(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const address = `10.87.${process.pid % 250}.${Math.floor(Math.random() * 250) + 1}`;
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': address });
  const page = await openAppPage(context);
  await page.goto('/');
  await signInAsStaff(page, address, 'leaveTechnician');
  return page;
}

/** Places left per window on each day from `from`, for the technician's pincode. */
async function placesByDay(page: Page, from: string, days: number) {
  const res = await page.request.get(`/api/availability?pincode=${pincode}&from=${from}&days=${days}`);
  expect(res.status()).toBe(200);
  const answer = (await res.json()) as AvailabilityResponse;
  expect(answer.served).toBe(true);
  return Object.fromEntries(answer.days.map((day) => [day.date, day.windows.map((w) => w.places)]));
}

const allWindows = (places: number) => PREFERRED_TIME_WINDOWS.map(() => places);

test('a technician asks for leave, the admin approves it, and their places on those days are gone', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const technician = await openTechnicianPhone(browser);
  // A week ahead, or after any leave an earlier attempt of this test asked for.
  const own = (await (await technician.request.get('/api/technician/leave')).json()) as { leave: LeaveRow[] };
  const latest = own.leave.map((row) => addDays(row.toDate, 1)).sort();
  const weekAhead = addDays(indiaDate(new Date()), 7);
  const first = [weekAhead, ...latest].sort().at(-1)!;
  const last = addDays(first, 1);
  const after = addDays(last, 1);

  // The technician asks for the two days from Settings.
  await technician.goto('/technician/settings');
  await technician.getByLabel('First day').fill(first);
  await technician.getByLabel('Last day').fill(last);
  await technician.getByLabel('Reason').fill('My sister’s wedding in Puri');
  await technician.getByRole('button', { name: 'Ask for leave' }).click();
  await expect(technician.getByText('Leave asked for', { exact: true })).toBeVisible();
  const requests = technician.getByRole('list', { name: 'Your leave requests' });
  const request = requests.getByRole('listitem').filter({ hasText: `${first} to ${last}` });
  await expect(request).toContainText('My sister’s wedding in Puri');
  await expect(request).toContainText('Waiting');

  // Asked for is not yet given: the days keep every place.
  const address = await useOwnAddress(page);
  await page.goto('/');
  const before = await placesByDay(page, first, 3);
  expect(before).toEqual({
    [first]: allWindows(JOBS_PER_WINDOW_MAX),
    [last]: allWindows(JOBS_PER_WINDOW_MAX),
    [after]: allWindows(JOBS_PER_WINDOW_MAX),
  });

  // The admin sees the request in the Technicians tab and approves it.
  await signInAsStaff(page, address, 'admin');
  await page.goto('/admin/content?tab=technicians');
  await expect(page.getByRole('heading', { name: /^\d+ leave requests? waits?$/ })).toBeVisible();
  const waiting = page
    .getByRole('listitem')
    .filter({ hasText: technicianName })
    .filter({ hasText: `${first} to ${last}` });
  await expect(waiting).toContainText('My sister’s wedding in Puri');
  await waiting.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Leave approved', { exact: true })).toBeVisible();
  await expect(waiting).toHaveCount(0);
  // The technician's own schedule lists it as approved.
  await page.getByRole('button', { name: `Hours and area of ${technicianName}` }).click();
  const editor = page.getByRole('dialog', { name: `Hours and area of ${technicianName}` });
  const leave = editor.getByRole('listitem').filter({ hasText: `${first} to ${last}` });
  await expect(leave).toContainText('Approved');
  await expect(leave.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The two days have no place left; the day after keeps every one.
  await expect
    .poll(() => placesByDay(page, first, 3))
    .toEqual({
      [first]: allWindows(0),
      [last]: allWindows(0),
      [after]: allWindows(JOBS_PER_WINDOW_MAX),
    });

  // A customer booking there finds the first day full and is offered the day after the leave.
  const customer = await openAppPage(await browser.newContext({ viewport: { width: 1280, height: 800 } }));
  await useOwnAddress(customer);
  const api = (await (await customer.request.get(`/api/devices/${slug}`)).json()) as {
    device: { repairs: { serviceId: number; name: string }[] };
  };
  const screen = api.device.repairs.find((r) => r.name === 'Screen Replacement')!;
  await customer.goto(`/booking?deviceSlug=${slug}&issues=${screen.serviceId}`);
  await customer.getByLabel('Full name').fill('Subhashree Panda');
  await customer.getByLabel('Email', { exact: true }).fill(uniqueEmail('leave'));
  await customer.getByLabel('Phone number').fill(uniquePhone());
  await customer.getByLabel('Pincode').fill(pincode);
  await customer.getByLabel('Preferred date (optional)').fill(first);
  const time = customer.getByLabel('Preferred time (optional)');
  for (const text of WINDOW_TEXTS) {
    await expect(time.locator('option:not([value=""])', { hasText: text })).toHaveText(`${text} (Full)`);
    await expect(time.locator('option:not([value=""])', { hasText: text })).toBeDisabled();
  }
  const choices = customer.getByTestId('window-choices');
  await expect(choices).toContainText('Every time on this date is fully booked. The nearest free times:');
  await expect(choices.getByRole('button').first()).toHaveText(`${short(after)}, 9:00 AM – 11:00 AM`);
  await customer.context().close();

  // The technician sees the answer.
  await technician.reload();
  await expect(request).toContainText('Approved');
  await technician.context().close();
});
