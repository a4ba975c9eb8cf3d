// Moving a visit (SPEC 9), at 1280 and 375 px: a signed-in customer reschedules from the booking's
// details on the dashboard and sees the new slot, and is told inline when the server refuses; a
// guest reschedules from the tracking link's page, where full windows show as on the dashboard
// (decision 052); and the booking form shows "any time" unavailable when the window it holds is full.
import type { Page, PlaywrightWorkerArgs } from '@playwright/test';
import { addDays, indiaDate, PREFERRED_TIME_WINDOWS } from '../../src/shared/booking-time';
import { expectNoAxeViolations } from './axe';
import { signInAsCustomer, uniqueEmail, uniquePhone, useOwnAddress } from './auth-helpers';
import { expect, test } from './fixtures';
import { bookThroughApi, staffRequest } from './api-booking';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM-DD' → its parts, worked out without Intl so that the test checks the app's formatting. */
function partsOf(date: string) {
  const d = new Date(`${date}T00:00:00Z`);
  return {
    weekday: WEEKDAYS[d.getUTCDay()]!,
    day: d.getUTCDate(),
    month: MONTHS[d.getUTCMonth()]!,
    year: d.getUTCFullYear(),
  };
}
/** '26 Nov 2026, Thursday': the Indian reading shown beside the date field. */
const indian = (date: string) => {
  const p = partsOf(date);
  return `${p.day} ${p.month} ${p.year}, ${p.weekday}`;
};
/** 'Thu, 26 Nov 2026': how the dashboard and the tracking page write a visit's date. */
const short = (date: string) => {
  const p = partsOf(date);
  return `${p.weekday.slice(0, 3)}, ${p.day} ${p.month} ${p.year}`;
};
/** Days from today in India, the visit dates these journeys use. */
const inDays = (n: number) => addDays(indiaDate(new Date()), n);

interface Visit {
  preferredDate: string;
  preferredTime: string;
}

/** A booking through the API (as the signed-in page's customer, or a guest), for a seeded phone. */
async function bookVisit(page: Page, address: string, visit: Visit, email = uniqueEmail('move')) {
  return bookThroughApi(page, address, { email, ...visit });
}

/**
 * A pincode of the test's own, outside the staff's 751… (decision 051), served by one technician of
 * its own who takes one visit a window every day: a booking there fills its window.
 */
async function ownPincode(page: Page, playwright: PlaywrightWorkerArgs['playwright']): Promise<string> {
  const admin = await staffRequest(playwright, new URL(page.url()).origin, 'admin');
  const pincode = `5${String(Math.floor(Math.random() * 90_000) + 10_000)}`;
  const made = await admin.post('/api/admin/technicians', {
    data: {
      name: 'Prakash Jena',
      email: uniqueEmail('places'),
      phone: uniquePhone(),
      password: 'Window-places-77',
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { technician } = (await made.json()) as { technician: { id: number } };
  const week = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, windows: [...PREFERRED_TIME_WINDOWS] }));
  const set = await admin.put(`/api/admin/technicians/${technician.id}/schedule`, {
    data: { week, pincodes: [pincode], jobsPerWindow: 1 },
  });
  expect(set.status(), await set.text()).toBe(200);
  await admin.dispose();
  return pincode;
}

/** The tracking link sent to a guest booking's e-mail. */
async function trackingLinkOf(page: Page, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
      const { messages } = (await outbox.json()) as { messages: { text: string }[] };
      link = messages.map((m) => /https?:\/\/\S+\/track\/[a-z2-7]{26}/.exec(m.text)?.[0]).find(Boolean);
      return link;
    })
    .toBeDefined();
  return new URL(link!).pathname;
}

async function moveThroughApi(page: Page, address: string, id: string, visit: Visit) {
  const res = await page.request.post(`/api/bookings/${id}/reschedule`, {
    headers: { Origin: new URL(page.url()).origin, 'X-Forwarded-For': address },
    data: visit,
  });
  expect(res.status()).toBe(200);
}

async function openDetails(page: Page, bookingId: string) {
  await page.goto('/dashboard');
  await page.getByTestId('booking-card').filter({ hasText: bookingId }).click();
  return page.getByRole('dialog', { name: 'Booking Details' });
}

test('a customer moves a visit from the dashboard and sees the new slot', async ({ page }, testInfo) => {
  const address = await useOwnAddress(page);
  await page.goto('/');
  await signInAsCustomer(page, address);
  const from = inDays(3);
  const to = inDays(4);
  const booking = await bookVisit(page, address, { preferredDate: from, preferredTime: '11:00-13:00' });

  const details = await openDetails(page, booking.bookingId);
  await expect(
    details.getByText(/You can move or cancel it online until .+\. It can be moved online 3 more times\./),
  ).toBeVisible();
  await details.getByRole('button', { name: 'Reschedule Visit' }).click();

  const move = page.getByRole('dialog', { name: 'Reschedule your visit' });
  await expect(move.getByTestId('current-slot')).toHaveText(`${short(from)}, 11:00 AM – 1:00 PM`);
  await expect(move.getByLabel('New date')).toHaveValue(from);
  await expect(move.getByTestId('indian-date')).toHaveText(indian(from));
  // The current slot is there, but cannot be chosen, and says why.
  const current = move.getByRole('radio', { name: /^11:00 AM – 1:00 PM/ });
  await expect(current).toBeDisabled();
  await expect(move.getByText('your current time')).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'the reschedule dialog', '[role="dialog"]');

  await move.getByLabel('New date').fill(to);
  await expect(move.getByTestId('indian-date')).toHaveText(indian(to));
  await expect(current).toBeEnabled();
  // No slot chosen yet: said beside the slots, and the keyboard is taken there.
  await move.getByRole('button', { name: 'Move Visit' }).click();
  await expect(move.getByText('Please choose a time slot for the visit.')).toBeVisible();
  await expect(move.getByRole('radio', { name: /^9:00 AM – 11:00 AM/ })).toBeFocused();
  await move.getByRole('radio', { name: /^1:00 PM – 3:00 PM/ }).check();
  await move.getByRole('button', { name: 'Move Visit' }).click();

  await expect(page.getByText('Visit Rescheduled', { exact: true })).toBeVisible();
  await expect(move).toHaveCount(0);
  await expect(details).toContainText(short(to));
  await expect(details).toContainText('1:00 PM – 3:00 PM');
  await expect(details.getByText(`Visit moved to ${short(to)}, 1:00 PM – 3:00 PM`)).toBeVisible();
  await expect(details.getByText(/It can be moved online 2 more times\./)).toBeVisible();
  // The list behind the dialog shows the new slot too.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('booking-card').filter({ hasText: booking.bookingId })).toContainText(
    `${short(to)} · 1:00 PM – 3:00 PM`,
  );
});

test('a refusal by the server is said inside the dialog', async ({ page }) => {
  const address = await useOwnAddress(page);
  await page.goto('/');
  await signInAsCustomer(page, address);
  const booking = await bookVisit(page, address, { preferredDate: inDays(3), preferredTime: '09:00-11:00' });
  await moveThroughApi(page, address, booking.id, { preferredDate: inDays(4), preferredTime: '09:00-11:00' });
  await moveThroughApi(page, address, booking.id, { preferredDate: inDays(5), preferredTime: '09:00-11:00' });

  const details = await openDetails(page, booking.bookingId);
  await expect(details.getByText(/It can be moved online 1 more time\./)).toBeVisible();
  await details.getByRole('button', { name: 'Reschedule Visit' }).click();
  const move = page.getByRole('dialog', { name: 'Reschedule your visit' });
  await move.getByLabel('New date').fill(inDays(7));
  await move.getByRole('radio', { name: /^3:00 PM – 5:00 PM/ }).check();
  // Meanwhile the last move allowed online is made elsewhere (another tab, another phone).
  await moveThroughApi(page, address, booking.id, { preferredDate: inDays(6), preferredTime: '09:00-11:00' });
  await move.getByRole('button', { name: 'Move Visit' }).click();

  await expect(move.getByRole('alert')).toHaveText(
    'This visit has already been moved 3 times, the most we allow online. Please call us to change it again.',
  );
  await move.getByRole('button', { name: 'Keep Current Time' }).click();
  await expect(move).toHaveCount(0);
  await expect(
    details.getByText(
      'This visit has been moved 3 times, the most we allow online. Please call us to change it again.',
    ),
  ).toBeVisible();
  await expect(details.getByRole('button', { name: 'Reschedule Visit' })).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Cancel Booking' })).toBeVisible();
});

test('a guest moves the visit from the tracking link', async ({ page }, testInfo) => {
  const address = await useOwnAddress(page);
  await page.goto('/');
  const from = inDays(5);
  const to = inDays(6);
  const booking = await bookVisit(page, address, { preferredDate: from, preferredTime: '09:00-11:00' });

  await page.goto(await trackingLinkOf(page, booking.email));
  await expect(page.getByText(`${short(from)}, 9:00 AM – 11:00 AM`)).toBeVisible();
  await page.getByRole('button', { name: 'Reschedule Visit' }).click();
  const move = page.getByRole('dialog', { name: 'Reschedule your visit' });
  await move.getByLabel('New date').fill(to);
  await expect(move.getByTestId('indian-date')).toHaveText(indian(to));
  await move.getByRole('radio', { name: /^3:00 PM – 5:00 PM/ }).check();
  await move.getByRole('button', { name: 'Move Visit' }).click();

  await expect(page.getByText('Visit Rescheduled', { exact: true })).toBeVisible();
  await expect(move).toHaveCount(0);
  await expect(page.getByText(`${short(to)}, 3:00 PM – 5:00 PM`, { exact: true })).toBeVisible();
  await expect(page.getByText(`Visit moved to ${short(to)}, 3:00 PM – 5:00 PM`)).toBeVisible();
  // The page itself (the toast's colours are the toasts' own business).
  await expectNoAxeViolations(page, testInfo, 'the tracking page after a move', 'main');
});

test("the tracking page's dialog shows full windows and offers the nearest free ones", async ({
  page,
  playwright,
}, testInfo) => {
  const address = await useOwnAddress(page);
  await page.goto('/');
  const pincode = await ownPincode(page, playwright);
  const own = await bookThroughApi(page, address, {
    email: uniqueEmail('places'),
    pincode,
    preferredDate: inDays(5),
    preferredTime: '11:00-13:00',
  });
  // Other customers take every window of one day, and one window of the next.
  for (const window of PREFERRED_TIME_WINDOWS) {
    await bookThroughApi(page, address, { pincode, preferredDate: inDays(6), preferredTime: window });
  }
  await bookThroughApi(page, address, { pincode, preferredDate: inDays(7), preferredTime: '13:00-15:00' });

  await page.goto(await trackingLinkOf(page, own.email));
  await page.getByRole('button', { name: 'Reschedule Visit' }).click();
  const move = page.getByRole('dialog', { name: 'Reschedule your visit' });
  // Its own window is not full to it (a move frees it), only not a new time.
  await expect(move.getByRole('radio', { name: /^11:00 AM – 1:00 PM/ })).toBeDisabled();
  await expect(move.getByText('your current time')).toBeVisible();

  // One window taken: shown, not offered, and said in words.
  await move.getByLabel('New date').fill(inDays(7));
  const taken = move.getByRole('radio', { name: /^1:00 PM – 3:00 PM/ });
  await expect(taken).toBeDisabled();
  // Said in words, not only by the look: the reason is part of the slot's name.
  await expect(taken).toHaveAccessibleName(/^1:00 PM – 3:00 PM\s*Full$/);
  await expect(move.getByRole('radio', { name: /^3:00 PM – 5:00 PM/ })).toBeEnabled();
  await expect(move.getByTestId('window-choices')).toHaveCount(0);

  // A whole day taken: the nearest free windows, to pick at once.
  await move.getByLabel('New date').fill(inDays(6));
  for (const radio of await move.getByRole('radio').all()) await expect(radio).toBeDisabled();
  const choices = move.getByTestId('window-choices');
  await expect(choices).toContainText('Every time on this date is fully booked. The nearest free times:');
  await expect(choices.getByRole('button')).toHaveCount(3);
  await expect(choices.getByRole('button').first()).toContainText('9:00 AM – 11:00 AM');
  await expectNoAxeViolations(page, testInfo, "the tracking page's reschedule dialog", '[role="dialog"]');
  await choices.getByRole('button').first().click();
  await expect(move.getByLabel('New date')).toHaveValue(inDays(7));
  await expect(move.getByRole('radio', { name: /^9:00 AM – 11:00 AM/ })).toBeChecked();
  await move.getByRole('button', { name: 'Move Visit' }).click();
  await expect(page.getByText(`${short(inDays(7))}, 9:00 AM – 11:00 AM`, { exact: true })).toBeVisible();
});

test('the booking form shows "any time" unavailable on a day whose first window is full', async ({
  page,
  playwright,
}) => {
  const address = await useOwnAddress(page);
  await page.goto('/');
  const pincode = await ownPincode(page, playwright);
  // "Any time" holds the day's first window (the server's rule): another customer takes it.
  await bookThroughApi(page, address, { pincode, preferredDate: inDays(8), preferredTime: '09:00-11:00' });

  await page.goto('/booking?deviceSlug=samsung-galaxy-s24');
  await page.getByLabel('Pincode', { exact: true }).fill(pincode);
  await page.getByLabel('Preferred date (optional)').fill(inDays(8));
  const time = page.getByLabel('Preferred time (optional)');
  const anyTime = time.locator('option[value=""]');
  await expect(anyTime).toBeDisabled();
  await expect(anyTime).toHaveText('Any time – not available: 9:00 AM – 11:00 AM is full');
  await expect(
    page.getByText(/Any time keeps the first slot of the day, 9:00 AM – 11:00 AM, and it is full/),
  ).toBeVisible();
  await expect(time.locator('option[value="11:00-13:00"]')).toBeEnabled();
  // Another day, with its first window free: "any time" is offered again.
  await page.getByLabel('Preferred date (optional)').fill(inDays(9));
  await expect(anyTime).toBeEnabled();
  await expect(anyTime).toHaveText('Any time – we will call to agree');
});
