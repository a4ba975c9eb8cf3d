// The price grid's CSV (decision 035): the export holds the chosen brand (or says all brands), every
// file is named for the India date, a file with problems leaves them in a panel that stays, and a good
// file shows its changes before anything is written. Nothing here is applied: the catalogue other
// tests read stays as seeded (applying is tested through the API).
import { indiaDate } from '../../src/shared/booking-time';
import { signInAsStaff, useOwnAddress } from './auth-helpers';
import { expect, test } from './fixtures';

test('exports one brand or all, shows a bad file’s problems in a panel, previews a good file', async ({
  page,
}) => {
  const address = await useOwnAddress(page);
  await page.goto('/admin/auth');
  await signInAsStaff(page, address, 'admin');
  await page.goto('/admin/content?tab=devices');
  await page.getByRole('tab', { name: 'Pricing' }).click();
  await page.getByRole('button', { name: 'Price grid' }).click();

  const all = page.getByRole('link', { name: 'Export all brands (CSV)' });
  await expect(all).toHaveAttribute('href', '/api/admin/pricing/export');
  await page.getByLabel('Brand', { exact: true }).selectOption({ label: 'Samsung' });
  const one = page.getByRole('link', { name: 'Export Samsung prices (CSV)' });
  const href = await one.getAttribute('href');
  expect(href).toMatch(/^\/api\/admin\/pricing\/export\?brandId=\d+$/);
  const exported = await page.request.get(href!);
  expect(exported.headers()['content-disposition']).toBe(
    `attachment; filename="pricing-samsung-${indiaDate(new Date())}.csv"`,
  );
  const text = await exported.text();
  const [header, ...lines] = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.every((line) => line.startsWith('Samsung,'))).toBe(true);

  // A file with problems: the panel names each line and stays after a toast would have gone.
  const input = page.locator('input[type="file"][accept=".csv,text/csv"]');
  await input.setInputFiles({
    name: 'prices.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('device_slug,service_slug,price_rupees\nno-such-phone,screen-replacement,100\n'),
  });
  const panel = page.getByRole('alert').filter({ hasText: 'The file was not imported' });
  await expect(panel).toContainText('line 2: No device has the slug "no-such-phone".');
  await expect(page.locator('[data-sonner-toaster]').getByText('The file was not imported')).toHaveCount(0);
  await page.waitForTimeout(5_000);
  await expect(panel).toBeVisible();

  // A good file: its change is shown first, and nothing is written until it is applied.
  const [first] = lines;
  const cells = first!.split(',');
  const before = Number(cells[5]);
  cells[5] = String(before + 100);
  await input.setInputFiles({
    name: 'prices.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${header}\n${cells.join(',')}\n`),
  });
  await expect(panel).toHaveCount(0);
  const dialog = page.getByRole('dialog', { name: 'The file changes 1 price' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('row')).toHaveCount(2);
  await expect(dialog.getByRole('button', { name: 'Apply the file' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  const again = await (await page.request.get(href!)).text();
  expect(again).toBe(text);
});
