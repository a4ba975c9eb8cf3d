// The catalogue run in the app, at 1280 and 375 px: an admin adds a brand and a device with an
// uploaded picture, prices two repairs in the price grid, and a customer then finds the device, sees
// its picture and those prices, and books them.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { signInAsStaff, uniqueEmail, uniquePhone, useOwnAddress } from './auth-helpers';
import { inr } from './helpers';

async function openDeviceManagement(page: Page, section: string) {
  await page.goto('/users_location');
  await page.getByRole('tab', { name: 'Device Management' }).click();
  await page.getByRole('tab', { name: section, exact: true }).click();
}

async function addRepair(page: Page, repair: string) {
  await page.getByRole('button', { name: `Add to Repair: ${repair}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Quick Fix for ${repair}` });
  await dialog.getByRole('button', { name: "Didn't Help – Continue" }).click();
  await expect(dialog).toHaveCount(0);
}

test('an admin adds a brand and a device with an uploaded picture, prices two repairs in the grid, and a customer books them', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const run = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const brandName = `Lava ${run}`;
  const deviceName = `Lava Agni ${run}`;
  const slug = deviceName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const address = await useOwnAddress(page);
  await page.goto('/');
  await signInAsStaff(page, address, 'admin');

  // A brand.
  await openDeviceManagement(page, 'Brands');
  await page.getByRole('button', { name: 'Add brand' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add a brand' });
  await dialog.getByLabel('Name').fill(brandName);
  await dialog.getByLabel('Website').fill('https://www.lavamobiles.com');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('cell', { name: brandName, exact: true })).toBeVisible();

  // A device: the form's messages first, then the slug made from the name.
  await page.getByRole('tab', { name: 'Devices', exact: true }).click();
  await page.getByRole('button', { name: 'Add device' }).click();
  dialog = page.getByRole('dialog', { name: 'Add a device' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Device name is required.')).toBeVisible();
  await expect(dialog.getByText('Please select a brand.')).toBeVisible();
  await expect(dialog.getByText('Please select a category.')).toBeVisible();
  await dialog.getByLabel('Device name').fill(deviceName);
  await expect(dialog.getByLabel('Slug')).toHaveValue(slug);
  await dialog.getByLabel('Brand').selectOption({ label: brandName });
  await dialog.getByLabel('Category').selectOption({ label: 'Smartphones' });
  await dialog.getByLabel('Storage options').fill('128GB, 256GB');
  await dialog.getByLabel('Screen size (inches)').fill('6.78');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByLabel('Search by name, model or slug').fill(run);
  await expect(page.getByText(slug)).toBeVisible();

  // Its picture: uploaded (with its progress shown), then put on the device.
  await page.getByRole('tab', { name: 'Image Uploads' }).click();
  await page.getByLabel('Device model').fill(deviceName);
  const picture = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#c2410c' } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel('Choose images')
    .setInputFiles({ name: `${slug}.jpg`, mimeType: 'image/jpeg', buffer: picture });
  await expect(page.getByLabel('Uploads').getByText('Uploaded')).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: `${slug}.jpg` });
  await card.getByLabel('Use as').selectOption({ label: deviceName });
  await card.getByRole('button', { name: 'Use image' }).click();
  await expect(card.getByText(`Shown for: ${deviceName}`)).toBeVisible();
  await page.getByRole('tab', { name: 'Device Management' }).click();

  // Two prices typed into the grid and saved together.
  await page.getByRole('tab', { name: 'Pricing', exact: true }).click();
  await page.getByRole('button', { name: 'Price grid' }).click();
  await page.getByLabel('Brand', { exact: true }).selectOption({ label: brandName });
  await page.getByLabel(`Screen Replacement on ${deviceName}, price in rupees`).fill('3499');
  await page.getByLabel(`Battery Replacement on ${deviceName}, price in rupees`).fill('1299');
  await page.getByRole('button', { name: 'Save 2 changes' }).click();
  await expect(page.getByText('2 prices saved.')).toBeVisible();

  // The customer finds it, with those prices, and books both.
  const customer = await browser.newPage({ viewport: page.viewportSize() ?? { width: 1280, height: 800 } });
  await useOwnAddress(customer);
  await customer.goto(`/devices?q=${encodeURIComponent(run)}`);
  await customer
    .getByRole('link', { name: new RegExp(deviceName) })
    .first()
    .click();
  await expect(customer).toHaveURL(new RegExp(`/devices/${slug}$`));
  await expect(customer.getByRole('heading', { level: 1 })).toHaveText(deviceName);
  await expect(customer.getByRole('img', { name: deviceName })).toHaveAttribute('src', /_t\.webp$/);
  await expect(customer.getByText(inr(3499)).first()).toBeVisible();
  await expect(customer.getByText(inr(1299)).first()).toBeVisible();
  await addRepair(customer, 'Screen Replacement');
  await addRepair(customer, 'Battery Replacement');
  await customer.getByRole('button', { name: 'Proceed to Booking (2 issues)' }).click();
  await expect(customer.getByTestId('booking-total')).toHaveText(inr(3499 + 1299));
  await customer.getByLabel('Full name').fill('Sanjay Mishra');
  await customer.getByLabel('Email', { exact: true }).fill(uniqueEmail('catalogue'));
  await customer.getByLabel('Phone number').fill(uniquePhone());
  await customer.getByLabel('Address', { exact: true }).fill('Plot 9, Nayapalli');
  await customer.getByLabel('City').fill('Bhubaneswar');
  await customer.getByLabel('State').fill('Odisha');
  await customer.getByLabel('Pincode').fill('751012');
  await customer.getByRole('button', { name: 'Schedule Repair' }).click();
  await expect(customer).toHaveURL(/\/booking-confirmation$/);
  await expect(customer.getByText(inr(3499 + 1299)).first()).toBeVisible();
  await customer.close();
});

test('an admin writes a repair service’s Hindi and Odia words, and the Odia device page shows them', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const run = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const serviceName = `Camera Lens Repair ${run}`;
  const deviceSlug = 'nokia-c32';
  const odiaName = 'କ୍ୟାମେରା ଲେନ୍ସ ମରାମତି';
  const odiaQuickFix = '1. କ୍ୟାମେରାର କାଚକୁ ନରମ ଶୁଖିଲା କପଡ଼ାରେ ଧୀରେ ପୋଛନ୍ତୁ।';
  const address = await useOwnAddress(page);
  await page.goto('/');
  await signInAsStaff(page, address, 'admin');

  await openDeviceManagement(page, 'Repair Services');
  await page.getByRole('button', { name: 'Add repair service' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add a repair service' });
  await dialog.getByLabel('Name', { exact: true }).fill(serviceName);
  await dialog
    .getByLabel("Quick fix ('Try This First')")
    .fill('1. Wipe the camera glass with a soft dry cloth.');
  await dialog.getByLabel('Name in Hindi').fill('कैमरा लेंस की मरम्मत');
  await dialog.getByLabel('Name in Odia').fill(odiaName);
  await dialog.getByLabel('Quick fix in Odia').fill(odiaQuickFix);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);

  // Renaming the English alone asks for the translations to be brought up to it.
  await page.getByRole('button', { name: `Edit ${serviceName}` }).click();
  dialog = page.getByRole('dialog', { name: `Edit ${serviceName}` });
  await expect(dialog.getByLabel('Name in Odia')).toHaveValue(odiaName);
  await expect(dialog.getByRole('status')).toHaveCount(0);
  await dialog.getByLabel('Name', { exact: true }).fill(`${serviceName} (rear)`);
  await expect(dialog.getByRole('status')).toContainText('please change the Hindi and Odia names', {
    ignoreCase: true,
  });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // Priced for a phone (the price grid has its own test).
  const origin = new URL(page.url()).origin;
  const { services } = (await (await page.request.get('/api/admin/repair-services')).json()) as {
    services: { id: number; name: string }[];
  };
  const service = services.find((s) => s.name === serviceName);
  const { device } = (await (await page.request.get(`/api/devices/${deviceSlug}`)).json()) as {
    device: { id: number };
  };
  const priced = await page.request.post('/api/admin/pricing', {
    headers: { Origin: origin },
    data: { deviceId: device.id, repairServiceId: service?.id, price: 899 },
  });
  expect(priced.status()).toBe(201);

  // The Odia page names it in Odia, and its quick fix is the Odia one.
  await page.goto(`/or/devices/${deviceSlug}`);
  await expect(page.getByRole('heading', { name: odiaName, exact: true })).toBeVisible();
  await expect(page.getByText(serviceName)).toHaveCount(0);
  await page.getByRole('button', { name: new RegExp(`: ${odiaName}$`) }).click();
  await expect(page.getByRole('dialog')).toContainText(odiaQuickFix.slice(3));
});
