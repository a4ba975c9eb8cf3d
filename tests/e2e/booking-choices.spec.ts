// What the customer chooses on the way to a booking: today's time windows (2 hours ahead, India
// time) and the date read the Indian way; a service chosen on /services kept to the device page; the
// Add to Cart bar that never hides what it floats over; and booking a device that is not listed.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { signInAsStaff, uniqueEmail, uniquePhone, useOwnAddress } from './auth-helpers';
import { expectPageBasics, inr, minSeedPrice, waitForSettledLayout } from './helpers';

const slug = 'samsung-galaxy-s24';

/** The browser's clock at an India time on 24 Nov 2026 (the server keeps its own). */
async function setIndiaTime(page: Page, hhmm: string) {
  await page.clock.setFixedTime(new Date(`2026-11-24T${hhmm}:00+05:30`));
}

test.describe('the visit slot', () => {
  test('offers today only the windows 2 hours away, and names the first open slot', async ({ page }) => {
    await setIndiaTime(page, '09:30');
    await page.goto(`/booking?deviceSlug=${slug}`);
    await expectPageBasics(page, 'Schedule Your Repair');
    await page.getByLabel('Preferred date (optional)').fill('2026-11-24');
    const time = page.getByLabel('Preferred time (optional)');
    // 09:00 has started and 11:00 is 1 h 30 min away: shown, but not offered.
    for (const [value, enabled] of [
      ['09:00-11:00', false],
      ['11:00-13:00', false],
      ['13:00-15:00', true],
      ['17:00-19:00', true],
    ] as const) {
      const option = time.locator(`option[value="${value}"]`);
      if (enabled) await expect(option).toBeEnabled();
      else await expect(option).toBeDisabled();
    }
    await expect(time.locator('option[value="09:00-11:00"]')).toHaveText(
      '9:00 AM – 11:00 AM (not available: starts in less than 2 hours)',
    );
    await expect(page.getByTestId('earliest-slot')).toContainText(
      'Earliest visit: today, 1:00 PM – 3:00 PM.',
    );
    // The browser's picker follows its own locale; beside it the date reads the Indian way.
    await expect(page.getByText('Chosen date: 24 Nov 2026, Tuesday')).toBeVisible();
  });

  test('late in the day, says no visit can start today and picks tomorrow’s first slot', async ({ page }) => {
    await setIndiaTime(page, '17:13');
    await page.goto(`/booking?deviceSlug=${slug}`);
    await page.getByLabel('Preferred date (optional)').fill('2026-11-24');
    const time = page.getByLabel('Preferred time (optional)');
    await expect(time.locator('option:not([value=""]):enabled')).toHaveCount(0);
    const earliest = page.getByTestId('earliest-slot');
    await expect(earliest).toContainText(
      'No more visits can start today. First slot: Wed, 25 Nov 2026, 9:00 AM – 11:00 AM.',
    );
    await earliest.getByRole('button', { name: 'Choose this slot' }).click();
    await expect(page.getByLabel('Preferred date (optional)')).toHaveValue('2026-11-25');
    await expect(time).toHaveValue('09:00-11:00');
    await expect(page.getByText('Chosen date: 25 Nov 2026, Wednesday')).toBeVisible();
    await expect(page.getByTestId('earliest-slot')).toHaveCount(0);
  });
});

test.describe('a service chosen on /services', () => {
  test('travels to the device page and is preselected there', async ({ page }) => {
    await page.goto('/services');
    await page.getByTestId('service-screen-replacement').getByRole('link', { name: 'Book Service' }).click();
    await expect(page).toHaveURL(/\/devices\?service=screen-replacement$/);
    await expect(page.getByTestId('service-note')).toContainText('Screen Replacement');
    await page.getByTestId('device-card').first().click();
    await expect(page).toHaveURL(/\/devices\/[a-z0-9-]+\?service=screen-replacement$/);
    await expect(page.getByTestId('requested-repair')).toHaveText(
      'Screen Replacement is added, as you chose. Remove it if you need a different repair.',
    );
    await expect(page.getByRole('button', { name: 'Remove: Screen Replacement' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Add to Cart \(1\)/ })).toBeVisible();
  });

  test('Mic & Speaker keeps its filter and lets the customer pick which', async ({ page }) => {
    await page.goto('/services');
    await page.getByTestId('service-mic-speaker-fix').getByRole('link', { name: 'Book Service' }).click();
    await expect(page).toHaveURL(/\/devices\?service=speaker-repair,microphone-repair$/);
    await expect(page.getByTestId('service-note')).toContainText('Speaker Repair or Microphone Repair');
    await page.getByTestId('device-card').first().click();
    await expect(page.getByTestId('requested-repair')).toContainText(
      'You were looking for Speaker Repair or Microphone Repair',
    );
    await expect(page.getByRole('button', { name: /^Add to Cart/ })).toHaveCount(0);
  });
});

test.describe('the Add to Cart bar', () => {
  test('sits under dialogs, and a card reached by keyboard is never left beneath it', async ({ page }) => {
    await page.goto(`/devices/${slug}?service=battery-replacement`);
    const bar = page.getByTestId('cart-bar');
    await expect(bar).toBeVisible();

    // Every 'Try This First' button, reached by keyboard, is shown above the bar.
    const guides = page.getByRole('button', { name: /Try This First/ });
    const count = await guides.count();
    expect(count).toBeGreaterThan(4);
    await waitForSettledLayout(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    for (let i = 0; i < count; i++) {
      await guides.nth(i).focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      // Judged once the page stands still: the bar slides in. The page's own scroll to the repairs
      // gives way to the keyboard (use-scroll-to-repairs.ts): it once carried a focused card back
      // beneath the bar when it ran late.
      await expect
        .poll(
          async () => {
            const [guide, floating] = await Promise.all([guides.nth(i).boundingBox(), bar.boundingBox()]);
            return guide!.y + guide!.height - (floating!.y + 1);
          },
          { message: `Try This First #${i + 1} is above the bar`, timeout: 3_000 },
        )
        .toBeLessThanOrEqual(0);
    }

    // With a dialog open, the dimmed backdrop covers the bar.
    await guides.first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const box = (await bar.boundingBox())!;
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-testid="cart-bar"]') !== null,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(onTop).toBe(false);
  });
});

test.describe("'My device isn't listed'", () => {
  test('books an inspection visit for a typed model, marked for the admins', async ({ page, baseURL }) => {
    const address = await useOwnAddress(page);
    const model = `Hot 40i ${Date.now().toString(36)}`;
    await page.goto('/devices');
    await page.getByLabel('Search devices').fill(model);
    await expect(page.getByRole('heading', { name: 'No devices found' })).toBeVisible();
    await page.getByRole('link', { name: 'Book my unlisted device' }).click();

    await expectPageBasics(page, 'Schedule Your Repair');
    await expect(page.getByLabel('Device model')).toHaveValue(model);
    const fee = minSeedPrice('dead-mobile-diagnosis');
    await expect(page.getByText(`You book an inspection visit for ${inr(fee)}`)).toBeVisible();
    await page.getByRole('button', { name: 'Schedule Repair' }).click();
    await expect(page.getByText('Please choose the brand, or Other.')).toBeVisible();

    await page.getByLabel('Brand').selectOption({ label: 'Infinix' });
    await page.getByRole('checkbox', { name: 'Screen Replacement' }).check();
    await expect(page.getByTestId('selected-repairs').getByRole('listitem')).toHaveText([
      `Inspection visit${inr(fee)}`,
      /Screen ReplacementPrice after inspection/,
    ]);
    await expect(page.getByTestId('booking-total')).toHaveText(inr(fee));

    const email = uniqueEmail('unlisted');
    await page.getByLabel('Full name').fill('Sabita Behera');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Phone number').fill(uniquePhone());
    await page.getByLabel('Address', { exact: true }).fill('Plot 7, Nayapalli');
    await page.getByLabel('City').fill('Bhubaneswar');
    await page.getByLabel('State').fill('Odisha');
    await page.getByLabel('Pincode').fill('751012');
    await page.getByRole('button', { name: 'Schedule Repair' }).click();

    await expect(page).toHaveURL(/\/booking-confirmation$/);
    await expect(
      page.getByText(`Infinix ${model} (not listed: repair prices are confirmed after inspection)`),
    ).toBeVisible();
    await expect(page.getByText('Price after inspection')).toBeVisible();

    // The admin's booking list marks it.
    await signInAsStaff(page, address, 'admin');
    await page.goto(`/admin/content?tab=bookings`);
    await page.getByLabel('Search by booking id, name, phone or e-mail').fill(email);
    const row = page.getByRole('row').filter({ hasText: model });
    await expect(row.getByTestId('device-not-listed')).toHaveText(/Not listed/);
    expect(baseURL).toBeTruthy();
  });
});
