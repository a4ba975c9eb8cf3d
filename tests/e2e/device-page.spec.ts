// The device page: choosing repairs, the quick-fix dialog, the cart and the link to booking.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import type { DeviceResponse } from '../../src/shared/catalogue-types';
import { expectPageBasics, inr, rupeePattern, seedDevice, seedRepairServices, seedService } from './helpers';

test.describe('device page', () => {
  const slug = 'apple-iphone-16-pro-max';
  const seeded = seedDevice(slug);

  const addButton = (page: Page, repair: string) =>
    page.getByRole('button', { name: `Add to Repair: ${repair}`, exact: true });
  const removeButton = (page: Page, repair: string) =>
    page.getByRole('button', { name: `Remove: ${repair}`, exact: true });
  const quickFix = (page: Page, repair: string) =>
    page.getByRole('dialog', { name: `Quick Fix for ${repair}` });

  /** Adds a repair the way a customer does: through the quick-fix dialog and "Didn't Help". */
  async function addRepair(page: Page, repair: string) {
    await addButton(page, repair).click();
    const dialog = quickFix(page, repair);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: "Didn't Help – Continue" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(removeButton(page, repair)).toBeVisible();
  }

  test.beforeEach(async ({ page }) => {
    await page.goto(`/devices/${slug}`);
    await expectPageBasics(page, seeded.name);
  });

  test('lists every repair with its price in rupees', async ({ page }) => {
    expect(inr(seeded.prices['screen-replacement'] ?? 0)).toBe('₹34,999');
    const repairs = page.getByTestId('repair-option');
    await expect(repairs).toHaveCount(Object.keys(seeded.prices).length);
    for (const service of seedRepairServices) {
      const rupees = seeded.prices[service.slug];
      if (rupees === undefined) continue;
      const price = page
        .getByRole('article', { name: service.name, exact: true })
        .getByTestId('repair-price');
      await expect(price).toHaveText(inr(rupees));
      expect(await price.textContent()).toMatch(rupeePattern);
    }
    await expect(
      page.getByRole('article', { name: 'Screen Replacement' }).getByTestId('repair-price'),
    ).toHaveText('₹34,999');
    await expect(page.getByRole('link', { name: 'Back to devices' })).toHaveAttribute('href', '/devices');
  });

  test('the quick-fix dialog: Didn’t Help adds, It Worked and Escape leave the repair out', async ({
    page,
  }) => {
    const screen = seedService('screen-replacement');
    await addButton(page, screen.name).click();
    const dialog = quickFix(page, screen.name);
    await expect(dialog).toBeVisible();
    const steps = screen.diyGuideText.split('\n');
    await expect(dialog.getByRole('listitem')).toHaveCount(steps.length);
    await expect(dialog.getByRole('listitem').first()).toHaveText(steps[0] ?? '');
    await expect(dialog.getByRole('link', { name: 'Read the full guide' })).toHaveAttribute(
      'href',
      `/blog/${screen.blogSlug}`,
    );
    await expect(dialog.getByRole('button', { name: 'It Worked – Cancel Booking' })).toBeVisible();
    await dialog.getByRole('button', { name: "Didn't Help – Continue" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(removeButton(page, screen.name)).toBeVisible();
    await expect(page.getByRole('article', { name: screen.name })).toContainText('Selected');
    await expect(page.getByRole('button', { name: 'Add to Cart (1)' })).toBeVisible();

    // It Worked: the repair stays out and the customer is told so.
    await addButton(page, 'Battery Replacement').click();
    await quickFix(page, 'Battery Replacement')
      .getByRole('button', { name: 'It Worked – Cancel Booking' })
      .click();
    await expect(quickFix(page, 'Battery Replacement')).toHaveCount(0);
    await expect(page.getByText('Glad it worked! Battery Replacement is not in your repair.')).toBeVisible();
    await expect(addButton(page, 'Battery Replacement')).toBeVisible();
    await expect(removeButton(page, 'Battery Replacement')).toHaveCount(0);

    // Escape: closes without adding.
    await addButton(page, 'Water Damage Repair').click();
    await expect(quickFix(page, 'Water Damage Repair')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(quickFix(page, 'Water Damage Repair')).toHaveCount(0);
    await expect(addButton(page, 'Water Damage Repair')).toBeVisible();

    await expect(page.getByRole('button', { name: 'Add to Cart (1)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Proceed to Booking (1 issue)' })).toBeEnabled();
  });

  test('two repairs: cart button, total, and the booking link', async ({ page, request }) => {
    const api = (await (await request.get(`/api/devices/${slug}`)).json()) as DeviceResponse;
    const screenPrice = seeded.prices['screen-replacement'] ?? 0;
    const batteryPrice = seeded.prices['battery-replacement'] ?? 0;

    const proceed = page.getByRole('button', { name: /^Proceed to Booking/ });
    await expect(proceed).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Add to Cart/ })).toHaveCount(0);

    await addRepair(page, 'Screen Replacement');
    await addRepair(page, 'Battery Replacement');

    const cart = page.getByRole('button', { name: 'Add to Cart (2)' });
    await expect(cart).toBeVisible();
    await expect(page.getByTestId('repair-total')).toHaveText(inr(screenPrice + batteryPrice));
    const summary = page.getByRole('region', { name: 'Your repair' });
    await expect(summary).toContainText(`Screen Replacement${inr(screenPrice)}`);
    await expect(summary).toContainText(`Battery Replacement${inr(batteryPrice)}`);

    // The floating button brings the summary into view and focus.
    await page.evaluate(() => window.scrollTo(0, 0));
    await cart.click();
    await expect(summary).toBeFocused();
    await expect(summary).toBeInViewport();

    await expect(proceed).toHaveText('Proceed to Booking (2 issues)');
    await proceed.click();
    await expect(page).toHaveURL(/\/booking\?/);
    const params = new URL(page.url()).searchParams;
    expect(params.get('deviceId')).toBe(String(api.device.id));
    expect(params.get('deviceName')).toBe(seeded.name);
    expect(params.get('deviceSlug')).toBe(slug);
    const byName = (name: string) => api.device.repairs.find((r) => r.name === name);
    expect(JSON.parse(params.get('selectedServices') ?? 'null')).toEqual([
      { id: byName('Screen Replacement')?.serviceId, name: 'Screen Replacement', price: screenPrice * 100 },
      {
        id: byName('Battery Replacement')?.serviceId,
        name: 'Battery Replacement',
        price: batteryPrice * 100,
      },
    ]);

    await expectPageBasics(page, 'Schedule Your Repair');
    await expect(page.getByText(`Device: ${seeded.name}`)).toBeVisible();
    // Names and prices on the booking page come from the catalogue, not from the link.
    const chosen = page.getByTestId('selected-repairs').getByRole('listitem');
    await expect(chosen).toHaveText([
      `Screen Replacement${inr(screenPrice)}`,
      `Battery Replacement${inr(batteryPrice)}`,
    ]);
    await expect(page.getByTestId('booking-total')).toHaveText(inr(screenPrice + batteryPrice));
  });

  test('Remove takes a repair out again', async ({ page }) => {
    await addRepair(page, 'Screen Replacement');
    await addRepair(page, 'Charging Port Repair');
    await expect(page.getByRole('button', { name: 'Add to Cart (2)' })).toBeVisible();

    await removeButton(page, 'Screen Replacement').click();
    await expect(addButton(page, 'Screen Replacement')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart (1)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Proceed to Booking (1 issue)' })).toBeEnabled();
    await expect(page.getByTestId('repair-total')).toHaveText(inr(seeded.prices['charging-port'] ?? 0));

    await removeButton(page, 'Charging Port Repair').click();
    await expect(page.getByRole('button', { name: /^Add to Cart/ })).toHaveCount(0);
    await expect(page.getByText('No issues selected yet.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Proceed to Booking (0 issues)' })).toBeDisabled();
  });
});
