// The technician's day on a 375 px phone: the admin assigns a guest's booking, the technician taps
// On my way on the job card, and the guest's open tracking page shows 'On the way, about N minutes'
// live, without a reload. And the Today list's map: the day's stops in visit order.
import { addDays, indiaDate } from '../../src/shared/booking-time';
import { expect, test } from './fixtures';
import { bookThroughApi, trackingPathFromOutbox } from './api-booking';
import { signInAsStaff, uniqueEmail } from './auth-helpers';
import { isPhone } from './helpers';
import { assignAsAdmin, openPhone } from './phones';

test('the technician taps On my way and the customer sees the estimate on the tracking page', async ({
  browser,
}, testInfo) => {
  test.skip(!isPhone(testInfo), "the technician's phone at 375 px: once");
  test.setTimeout(60_000);
  const run = `${process.pid % 200}.${Math.floor(Math.random() * 200) + 1}`;
  const guestAddress = `10.84.${run}`;
  const customer = await openPhone(browser, guestAddress);
  await customer.goto('/');
  const email = uniqueEmail('day');
  const booking = await bookThroughApi(customer, guestAddress, { email, lat: 20.2961, lng: 85.8245 });
  const trackPath = await trackingPathFromOutbox(customer.request, email);

  await assignAsAdmin(browser, `10.85.${run}`, [booking], 'dayTechnician');

  // The guest's tracking page is open: a technician is coming, not yet on the way.
  await customer.goto(trackPath);
  await expect(customer.getByText('This page updates by itself.')).toBeVisible();
  await expect(customer.getByTestId('on-the-way')).toHaveCount(0);

  const technicianAddress = `10.86.${run}`;
  const technician = await openPhone(browser, technicianAddress);
  await technician.goto('/');
  await signInAsStaff(technician, technicianAddress, 'dayTechnician');
  await technician.goto('/technician/dashboard');
  const job = technician.getByTestId('job-card').filter({ hasText: booking.bookingId });
  await job.getByRole('button', { name: 'On my way' }).click();
  await expect(job.getByTestId('on-the-way-since')).toContainText('On the way · arriving around');

  // Without a position, a previous job or a base: the default of about 30 minutes.
  await expect(customer.getByTestId('on-the-way')).toContainText('On the way, about 30 minutes');
  await technician.context().close();
  await customer.context().close();
});

test("today's stops show on the map in visit order, numbered as the list, and a pin leads to its job", async ({
  browser,
}, testInfo) => {
  test.skip(!isPhone(testInfo), "the technician's phone at 375 px: once (a day's jobs are the technician's)");
  test.setTimeout(60_000);
  // A day no other test books, which the browser then takes for today.
  const day = addDays(indiaDate(new Date()), 11);
  const run = `${process.pid % 200}.${Math.floor(Math.random() * 200) + 1}`;
  const customerAddress = `10.87.${run}`;
  const customer = await openPhone(browser, customerAddress);
  await customer.goto('/');
  // Booked afternoon first: the visit order follows the windows, not the order of booking.
  const afternoon = await bookThroughApi(customer, customerAddress, {
    name: 'Afternoon Customer',
    preferredDate: day,
    preferredTime: '15:00-17:00',
    lat: 20.35,
    lng: 85.82,
  });
  const morning = await bookThroughApi(customer, customerAddress, {
    name: 'Morning Customer',
    preferredDate: day,
    preferredTime: '11:00-13:00',
    lat: 20.2961,
    lng: 85.8245,
  });

  await assignAsAdmin(browser, `10.88.${run}`, [afternoon, morning], 'dayTechnician');

  const technicianAddress = `10.89.${run}`;
  const technician = await openPhone(browser, technicianAddress);
  await technician.clock.setFixedTime(new Date(`${day}T10:00:00+05:30`));
  await technician.goto('/');
  await signInAsStaff(technician, technicianAddress, 'dayTechnician');
  await technician.goto('/technician/dashboard');

  const today = technician.locator('section[aria-labelledby="jobs-today"]');
  await expect(today.getByTestId('job-card')).toHaveCount(2);
  await expect(today.getByTestId('job-card').nth(0)).toContainText(morning.bookingId);
  await expect(today.getByTestId('job-card').nth(1)).toContainText(afternoon.bookingId);

  const map = technician.getByRole('region', { name: "Today's stops on the map" });
  await expect(map).toBeVisible();
  await expect(technician.getByText('2 stops on the map')).toBeVisible();
  // The pins carry the list's numbers, in the same order, and the line joins them.
  const pins = map.locator('.leaflet-marker-icon');
  await expect(pins).toHaveCount(2);
  await expect(pins.nth(0)).toHaveAttribute('title', `Stop 1: ${morning.bookingId}, Morning Customer`);
  await expect(pins.nth(0)).toHaveText('1');
  await expect(pins.nth(1)).toHaveAttribute(
    'title',
    new RegExp(`^Stop 2: ${afternoon.bookingId}, Afternoon Customer, [\\d.]+ km from the previous stop$`),
  );
  await expect(pins.nth(1)).toHaveText('2');
  await expect(map.locator('path.map-route')).toHaveCount(1);

  // By keyboard: Enter on the second pin opens its popup with the distance, its button goes to the card.
  await expect(technician.locator('.leaflet-zoom-anim')).toHaveCount(0);
  await pins.nth(1).focus();
  await technician.keyboard.press('Enter');
  const popup = map.locator('.leaflet-popup');
  await expect(popup).toContainText('km from the previous stop');
  const goTo = popup.getByRole('button', { name: 'Go to job 2' });
  await expect(goTo).toBeFocused();
  await technician.keyboard.press('Enter');
  const card = today.getByTestId('job-card').nth(1);
  await expect(card).toBeFocused();
  await expect(card).toBeInViewport();

  // Screenshots for review: DAY_MAP_SCREENSHOTS=<folder>.
  const shots = process.env.DAY_MAP_SCREENSHOTS;
  for (const width of shots ? [375, 1280] : []) {
    await technician.setViewportSize({ width, height: 800 });
    for (const theme of ['light', 'dark'] as const) {
      await technician.evaluate(
        (dark) => document.documentElement.classList.toggle('dark', dark),
        theme === 'dark',
      );
      await technician.evaluate(() => window.scrollTo(0, 0));
      await technician.screenshot({ path: `${shots}/day-map-${width}-${theme}.png` });
    }
  }
  await technician.context().close();
  await customer.context().close();
});

test('the technician checks the device’s condition with one tap a part, and the customer sees it live', async ({
  browser,
}, testInfo) => {
  test.skip(!isPhone(testInfo), "the technician's phone at 375 px: once");
  test.setTimeout(60_000);
  const run = `${process.pid % 200}.${Math.floor(Math.random() * 200) + 1}`;
  const guestAddress = `10.88.${run}`;
  const customer = await openPhone(browser, guestAddress);
  await customer.goto('/');
  const email = uniqueEmail('condition');
  const booking = await bookThroughApi(customer, guestAddress, { email });
  const trackPath = await trackingPathFromOutbox(customer.request, email);
  await assignAsAdmin(browser, `10.89.${run}`, [booking], 'dayTechnician');
  await customer.goto(trackPath);
  await expect(customer.getByText('This page updates by itself.')).toBeVisible();
  await expect(customer.getByTestId('device-condition')).toHaveCount(0);

  const technicianAddress = `10.90.${run}`;
  const technician = await openPhone(browser, technicianAddress);
  await technician.goto('/');
  await signInAsStaff(technician, technicianAddress, 'dayTechnician');
  await technician.goto('/technician/dashboard');
  const job = technician.getByTestId('job-card').filter({ hasText: booking.bookingId });
  await job.getByRole('button', { name: 'Check the condition' }).click();
  const dialog = technician.getByRole('dialog', { name: 'Condition before work starts' });
  // Nothing is chosen for them: saving at once asks for every part.
  await dialog.getByRole('button', { name: 'Save condition' }).click();
  await expect(dialog.getByText('Please choose one.')).toHaveCount(6);
  const tap = (part: string, value: string) =>
    dialog.getByRole('group', { name: part }).getByText(value, { exact: true }).click();
  await tap('Screen', 'Cracked');
  await tap('Body', 'Good');
  await tap('Water-damage indicator', 'Not triggered');
  await tap('Buttons', 'Working');
  await tap('Cameras', 'Faulty');
  await tap('Powers on', 'Yes');
  await expect(
    dialog.getByRole('group', { name: 'Screen' }).getByRole('radio', { name: 'Cracked' }),
  ).toBeChecked();
  await expect(dialog.getByText('Please choose one.')).toHaveCount(0);
  await dialog.getByLabel('Last 4 digits of the IMEI (optional)').fill('4821');
  await dialog.getByLabel('Note (optional)').fill('Crack from the top left corner');
  await dialog.getByRole('button', { name: 'Save condition' }).click();
  await expect(technician.getByText('Condition saved. The customer can see it.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const onCard = job.getByTestId('device-condition');
  await expect(onCard).toContainText('ScreenCracked');
  await expect(job.getByRole('button', { name: 'Change the condition' })).toBeVisible();

  // The customer's open tracking page shows it without a reload.
  const seen = customer.getByTestId('device-condition');
  await expect(seen).toContainText('ScreenCracked');
  await expect(seen).toContainText('CamerasFaulty');
  await expect(seen).toContainText('IMEIends in 4821');
  await expect(seen).toContainText('Crack from the top left corner');
  await technician.context().close();
  await customer.context().close();
});
