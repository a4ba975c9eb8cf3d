// The booking map: "Find My Location" puts the marker on the customer and fills the address fields
// through the server's geocoder (a fake Nominatim, started with the server); a refused permission
// is explained where it stays visible. Map tiles are answered locally (fixtures.ts), so nothing leaves the machine.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { useOwnAddress } from './auth-helpers';
import { fakeJanpathAddress } from './fake-geocoder';

const slug = 'samsung-galaxy-s24';

async function openBookingPage(page: Page) {
  const api = (await (await page.request.get(`/api/devices/${slug}`)).json()) as {
    device: { repairs: { serviceId: number; name: string }[] };
  };
  const screen = api.device.repairs.find((r) => r.name === 'Screen Replacement');
  if (!screen) throw new Error(`${slug} has no Screen Replacement`);
  await page.goto(`/booking?deviceSlug=${slug}&issues=${screen.serviceId}`);
  const map = page.getByRole('region', { name: /^Map:/ });
  await expect(map).toBeVisible();
  await expect(map).toHaveCSS('height', '300px');
  await expect(page.getByText(/two fingers/)).toBeVisible();
  await expect(page.getByTestId('selected-location')).toContainText('Selected Location');
}

test.describe('map picker', () => {
  test.beforeEach(async ({ page }) => {
    await useOwnAddress(page);
  });

  test('finding my location fills the Selected Location box and the address fields', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 20.2961, longitude: 85.8245 });
    await openBookingPage(page);

    await page.getByRole('button', { name: 'Click to Find My Location' }).click();
    await expect(page.getByRole('button', { name: 'Reset to My Location' })).toBeVisible();

    const selected = page.getByTestId('selected-location');
    await expect(selected).toContainText(fakeJanpathAddress.address);
    await expect(selected).toContainText(
      `${fakeJanpathAddress.city}, ${fakeJanpathAddress.state}, ${fakeJanpathAddress.pincode}`,
    );
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue(fakeJanpathAddress.address);
    await expect(page.getByLabel('City', { exact: true })).toHaveValue(fakeJanpathAddress.city);
    await expect(page.getByLabel('State', { exact: true })).toHaveValue(fakeJanpathAddress.state);
    await expect(page.getByLabel('Pincode', { exact: true })).toHaveValue(fakeJanpathAddress.pincode);
    await expect(page.getByRole('alert').filter({ hasText: /Location/ })).toHaveCount(0);
  });

  test('never overwrites an address someone typed, and offers the one it found', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 20.2961, longitude: 85.8245 });
    await openBookingPage(page);
    await page.getByLabel('Address', { exact: true }).fill('Flat 4B, Sai Residency, Janpath');
    await page.getByRole('button', { name: 'Click to Find My Location' }).click();
    await expect(page.getByText('The map found this address:')).toBeVisible();
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue('Flat 4B, Sai Residency, Janpath');
    // Empty fields are filled at once.
    await expect(page.getByLabel('Pincode', { exact: true })).toHaveValue(fakeJanpathAddress.pincode);
    await page.getByRole('button', { name: 'Use this address' }).click();
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue(fakeJanpathAddress.address);
    await expect(page.getByText('The map found this address:')).toHaveCount(0);
  });

  test('a search result moves the marker and picks that place', async ({ page }) => {
    await openBookingPage(page);
    const search = page.getByLabel('Search for your area or street');
    await search.fill('ab');
    await search.press('Enter');
    await expect(page.getByText('Please type at least 3 characters to search.')).toBeVisible();

    await search.fill('Saheed Nagar');
    await search.press('Enter');
    const results = page.getByRole('list', { name: 'Places found' }).getByRole('button');
    await expect(results).toHaveCount(1);
    await results.first().click();
    await expect(page.getByTestId('selected-location')).toContainText('Cuttack Road, Saheed Nagar');
    await expect(page.getByLabel('Pincode', { exact: true })).toHaveValue('751007');
    await expect(page.getByRole('list', { name: 'Places found' })).toHaveCount(0);
  });

  test('a refused permission is explained next to the button', async ({ page }) => {
    // No grantPermissions: the browser refuses the position.
    await openBookingPage(page);
    await page.getByRole('button', { name: 'Click to Find My Location' }).click();
    const denied = 'Location access denied. Please allow location permissions and try again.';
    await expect(page.getByRole('alert').filter({ hasText: denied }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Click to Find My Location' })).toBeVisible();
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue('');
  });
});

test('the map’s zoom buttons are named in the page’s language', async ({ page }) => {
  await useOwnAddress(page);
  const api = (await (await page.request.get(`/api/devices/${slug}`)).json()) as {
    device: { repairs: { serviceId: number }[] };
  };
  const issue = api.device.repairs[0]!.serviceId;
  for (const [prefix, zoomIn, zoomOut] of [
    ['', 'Zoom in', 'Zoom out'],
    ['/hi', 'ज़ूम इन करें', 'ज़ूम आउट करें'],
    ['/or', 'ଜୁମ୍ ଇନ୍ କରନ୍ତୁ', 'ଜୁମ୍ ଆଉଟ୍ କରନ୍ତୁ'],
  ] as const) {
    await page.goto(`${prefix}/booking?deviceSlug=${slug}&issues=${issue}`);
    await expect(page.locator('.leaflet-control-zoom-in')).toHaveAttribute('aria-label', zoomIn);
    await expect(page.locator('.leaflet-control-zoom-in')).toHaveAttribute('title', zoomIn);
    await expect(page.locator('.leaflet-control-zoom-out')).toHaveAttribute('aria-label', zoomOut);
  }
});
