// Scheduling and dispatch end to end (issue 31), as the people involved meet it: an admin gives a
// technician their hours, pincode, visits per window and base in the Technicians tab; a customer
// booking at that pincode is offered only the windows with places (the others marked Full); a second
// customer takes the last place; a third finds the window full and books the nearest free one the form
// suggests; the admin assigns that booking from the ranked list in the schedule view with the keyboard
// alone; the technician finds the visit on their phone, its trip waiting for the visit's day.
// At a phone's width the customers and the technician are on phones; the admin is at a desk in both.
import type { Browser, BrowserContextOptions, Page, TestInfo } from '@playwright/test';
import { addDays, indiaDate } from '../../src/shared/booking-time';
import type { AvailabilityResponse } from '../../src/shared/contracts/schedule';
import { e2eAccounts } from './accounts';
import { trackingPathFromOutbox } from './api-booking';
import { signInAsStaff, uniqueEmail, uniquePhone } from './auth-helpers';
import { expect, openAppPage, test } from './fixtures';
import { bookingIdOnPage, isPhone } from './helpers';
import { tabTo } from './keyboard';

const slug = 'samsung-galaxy-s24';
/** The technician's only window, every day of the week. */
const WINDOW = '11:00-13:00';
const WINDOW_TEXT = '11:00 AM – 1:00 PM';
const OTHER_WINDOWS = ['9:00 AM – 11:00 AM', '1:00 PM – 3:00 PM', '3:00 PM – 5:00 PM', '5:00 PM – 7:00 PM'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Where the technician's day starts, and where the third customer is: 5.5 km due north of it. */
const BASE = { lat: 20.4625, lng: 85.883 };
const CUSTOMER_SPOT = { latitude: 20.512, longitude: 85.883 };

/**
 * Each width has its own technician and pincode: the two runs go side by side on one server, and
 * nobody else serves these pincodes once the admin has set them.
 */
function cast(testInfo: TestInfo) {
  return isPhone(testInfo)
    ? ({ technician: 'capacityPhoneTechnician', pincode: '753015' } as const)
    : ({ technician: 'capacityTechnician', pincode: '753014' } as const);
}

/** 'Thu, 26 Nov 2026': how the form writes a date, worked out without Intl. */
function short(date: string) {
  const d = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]!.slice(0, 3)}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

let network = 0;
/** A person's own browser: at the project's size (a phone, or a desk), or at a desk for the admin. */
async function openPerson(
  browser: Browser,
  testInfo: TestInfo,
  { desk = false, ...options }: BrowserContextOptions & { desk?: boolean } = {},
) {
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
  const size = desk
    ? { viewport: { width: 1280, height: 800 } }
    : { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor };
  const context = await browser.newContext({ ...size, ...options });
  const address = `10.${160 + (++network % 60)}.${process.pid % 250}.${Math.floor(Math.random() * 250) + 1}`;
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': address });
  const page = await openAppPage(context);
  return { page, address };
}

/** The booking page for the screen repair of the seeded phone. */
async function openBookingPage(page: Page) {
  const api = (await (await page.request.get(`/api/devices/${slug}`)).json()) as {
    device: { repairs: { serviceId: number; name: string }[] };
  };
  const screen = api.device.repairs.find((r) => r.name === 'Screen Replacement')!;
  await page.goto(`/booking?deviceSlug=${slug}&issues=${screen.serviceId}`);
}

/** The contact and address fields, at `pincode`, and the preferred date. */
async function fillCustomer(page: Page, name: string, pincode: string, date: string) {
  const email = uniqueEmail('capacity');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Phone number').fill(uniquePhone());
  await page.getByLabel('Address', { exact: true }).fill('14 College Square');
  await page.getByLabel('City').fill('Cuttack');
  await page.getByLabel('State').fill('Odisha');
  await page.getByLabel('Pincode').fill(pincode);
  await page.getByLabel('Preferred date (optional)').fill(date);
  return email;
}

const timeField = (page: Page) => page.getByLabel('Preferred time (optional)');
const option = (page: Page, text: string) =>
  timeField(page).locator('option:not([value=""])', { hasText: text });

async function submitBooking(page: Page) {
  await page.getByRole('button', { name: 'Schedule Repair' }).click();
  await expect(page).toHaveURL(/\/booking-confirmation$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking Confirmed');
  return bookingIdOnPage(page);
}

/**
 * A day from three days ahead whose window, and the day before's, still have every place: days no
 * earlier attempt of this test has booked (the window fills on the one, and the other is offered).
 */
async function firstEmptyDays(page: Page, pincode: string, places: number): Promise<string> {
  const from = addDays(indiaDate(new Date()), 2);
  let day: string | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/availability?pincode=${pincode}&from=${from}&days=12`);
      const answer = (await res.json()) as AvailabilityResponse;
      const empty = answer.days.map((d) => d.windows.find((w) => w.window === WINDOW)?.places === places);
      day = answer.days.find((d, index) => index > 0 && empty[index - 1] && empty[index])?.date;
      return day;
    })
    .toBeDefined();
  return day!;
}

test('an admin sets a technician’s week, customers fill its window, and the booking is dispatched and on its way', async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const { technician: who, pincode } = cast(testInfo);
  const technicianName = e2eAccounts[who].name;

  // The admin gives the technician one window a day, this pincode only, two visits a window, a base.
  const admin = await openPerson(browser, testInfo, { desk: true });
  await admin.page.goto('/');
  await signInAsStaff(admin.page, admin.address, 'admin');
  await admin.page.goto('/admin/content?tab=technicians');
  await admin.page.getByRole('button', { name: `Hours and area of ${technicianName}` }).click();
  const editor = admin.page.getByRole('dialog', { name: `Hours and area of ${technicianName}` });
  await expect(editor.getByRole('group', { name: 'Weekly hours' })).toBeVisible();
  await editor.getByRole('button', { name: 'Clear', exact: true }).click();
  for (const day of WEEKDAYS) {
    const box = editor.getByRole('checkbox', { name: `${day}, 11:00–13:00` });
    await box.check();
    await expect(box).toBeChecked();
  }
  await expect(editor.getByRole('checkbox', { checked: true })).toHaveCount(7);
  // Whatever the technician served before (751…) goes; only this pincode stays.
  const removals = editor.getByRole('button', { name: /^Remove \d+$/ });
  while ((await removals.count()) > 0) await removals.first().click();
  await expect(editor.getByText('None listed: this technician serves every pincode.')).toBeVisible();
  await editor.getByLabel('Add a pincode or prefix').fill(pincode);
  await editor.getByLabel('Add a pincode or prefix').press('Enter');
  await expect(editor.getByRole('list', { name: 'Pincodes served' }).getByRole('listitem')).toHaveText([
    pincode,
  ]);
  await editor.getByLabel('Visits per window').fill('2');
  await editor.getByLabel('Latitude').fill(String(BASE.lat));
  await editor.getByLabel('Longitude').fill(String(BASE.lng));
  await editor.getByRole('button', { name: 'Save hours and area' }).click();
  await expect(admin.page.getByText('Hours and area saved', { exact: true })).toBeVisible();
  await admin.page.keyboard.press('Escape');
  await expect(editor).toHaveCount(0);

  const day = await firstEmptyDays(admin.page, pincode, 2);
  const nearest = addDays(day, -1);

  // The first customer is offered that window only, the rest marked Full, and takes one place.
  await openBookingPage(page);
  await fillCustomer(page, 'Sasmita Rout', pincode, day);
  await expect(option(page, WINDOW_TEXT)).toHaveText(WINDOW_TEXT);
  await expect(option(page, WINDOW_TEXT)).toBeEnabled();
  for (const other of OTHER_WINDOWS) {
    await expect(option(page, other)).toHaveText(`${other} (Full)`);
    await expect(option(page, other)).toBeDisabled();
  }
  await expect(page.getByTestId('window-choices')).toHaveCount(0);
  await timeField(page).selectOption(WINDOW);
  await submitBooking(page);

  // The third customer opens the form while one place is left, chooses that window and marks the
  // address on the map.
  const third = await openPerson(browser, testInfo, {
    geolocation: CUSTOMER_SPOT,
    permissions: ['geolocation'],
  });
  await openBookingPage(third.page);
  const email = await fillCustomer(third.page, 'Lopamudra Das', pincode, day);
  await expect(option(third.page, WINDOW_TEXT)).toBeEnabled();
  await timeField(third.page).selectOption(WINDOW);
  await third.page.getByRole('button', { name: 'Click to Find My Location' }).click();
  // The point is taken once the address there is looked up; what was typed is kept.
  await expect(third.page.getByText('The map found this address:')).toBeVisible();
  await third.page.getByRole('button', { name: 'Keep what I typed' }).click();
  await expect(third.page.getByText('The map found this address:')).toHaveCount(0);
  await expect(third.page.getByLabel('Pincode')).toHaveValue(pincode);

  // Meanwhile the second customer takes the last place.
  const second = await openPerson(browser, testInfo);
  await openBookingPage(second.page);
  await fillCustomer(second.page, 'Bijay Swain', pincode, day);
  await expect(option(second.page, WINDOW_TEXT)).toBeEnabled();
  await timeField(second.page).selectOption(WINDOW);
  await submitBooking(second.page);
  await second.page.context().close();

  // The third is told the window is now full, sees it marked so, and books the nearest free time
  // suggested: the same window a day away, the earlier day first.
  await third.page.getByRole('button', { name: 'Schedule Repair' }).click();
  await expect(third.page.getByText(/^That time is now fully booked\./)).toBeVisible();
  await expect(option(third.page, WINDOW_TEXT)).toHaveText(`${WINDOW_TEXT} (Full)`);
  const choices = third.page.getByTestId('window-choices');
  await expect(choices).toContainText('The nearest free times:');
  const suggested = choices.getByRole('button').first();
  await expect(suggested).toHaveText(`${short(nearest)}, ${WINDOW_TEXT}`);
  await suggested.click();
  await expect(third.page.getByLabel('Preferred date (optional)')).toHaveValue(nearest);
  await expect(timeField(third.page)).toHaveValue(WINDOW);
  await expect(choices).toHaveCount(0);
  const bookingId = await submitBooking(third.page);
  const trackPath = await trackingPathFromOutbox(third.page.request, email);

  // The admin opens the day in the schedule and assigns it from the ranked list, keyboard only.
  await admin.page.goto(`/admin/content?tab=schedule&day=${nearest}&view=day`);
  const queue = admin.page.getByRole('region', { name: 'Waiting for a technician' });
  await expect(queue).toContainText(bookingId);
  await admin.page.locator('body').focus();
  await tabTo(admin.page, queue.getByRole('button', { name: `Details of ${bookingId}` }), { max: 200 });
  await admin.page.keyboard.press('Enter');
  const details = admin.page.getByRole('dialog', { name: 'Booking details' });
  await expect(details.getByText('Lopamudra Das')).toBeVisible();
  await tabTo(admin.page, details.getByRole('button', { name: 'Assign Technician' }));
  await admin.page.keyboard.press('Enter');
  const assign = admin.page.getByRole('dialog', { name: 'Assign a technician' });
  const ranked = assign.getByRole('radio');
  // Best first: the only one who works the window and serves the pincode, with why.
  await expect(ranked.first()).toHaveAccessibleName(
    new RegExp(`^${technicianName} Can take it 2 places left, 0 jobs that day, 5\\.5 km from their base$`),
  );
  await expect(assign.getByText('Not available').first()).toBeVisible();
  await tabTo(admin.page, ranked);
  await expect(ranked.first()).toBeFocused();
  await admin.page.keyboard.press('Space');
  await expect(ranked.first()).toBeChecked();
  await tabTo(admin.page, assign.getByRole('button', { name: 'Assign', exact: true }));
  await admin.page.keyboard.press('Enter');
  await expect(admin.page.getByText('Technician assigned', { exact: true })).toBeVisible();
  await expect(assign).toHaveCount(0);
  await expect(details.getByText(`Assigned to ${technicianName}`)).toBeVisible();
  await admin.page.keyboard.press('Escape');
  await expect(details).toHaveCount(0);
  // The schedule follows: the job has left the queue for the technician's row.
  const row = admin.page
    .getByRole('row')
    .filter({ has: admin.page.getByRole('rowheader', { name: new RegExp(technicianName) }) });
  await expect(row).toContainText(bookingId);
  await expect(queue).not.toContainText(bookingId);

  // The technician finds the visit on their phone. It is days away, so the trip's buttons wait for
  // its day (the server refuses them before it); the customer's page says nobody is on the way yet.
  // Tapping On my way on the day, and the estimate it sends, are technician-day.spec.ts's.
  await third.page.goto(trackPath);
  await expect(third.page.getByText('This page updates by itself.')).toBeVisible();
  const technician = await openPerson(browser, testInfo);
  await technician.page.goto('/');
  await signInAsStaff(technician.page, technician.address, who);
  await technician.page.goto('/technician/dashboard');
  const job = technician.page.getByTestId('job-card').filter({ hasText: bookingId });
  await expect(job.getByTestId('trip-on-the-day')).toHaveText(
    '“On my way”, “Customer not available” and the condition check open on the day of the visit.',
  );
  await expect(job.getByRole('button', { name: 'On my way' })).toHaveCount(0);
  await expect(job.getByRole('button', { name: 'Customer not available' })).toHaveCount(0);
  await expect(job.getByRole('button', { name: 'Check the condition' })).toHaveCount(0);
  await expect(third.page.getByTestId('on-the-way')).toHaveCount(0);

  await technician.page.context().close();
  await third.page.context().close();
  await admin.page.context().close();
});
