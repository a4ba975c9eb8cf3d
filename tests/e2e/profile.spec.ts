// Profile settings: checked with the shared schema as the customer types, saved, and kept.
import { expect, test } from './fixtures';
import { signInAsCustomer, useOwnAddress } from './auth-helpers';

test('a customer fixes what the form flags, saves, and finds the details kept', async ({ page }) => {
  const address = await useOwnAddress(page);
  await page.goto('/');
  await signInAsCustomer(page, address);
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile Settings');

  await page.getByLabel('Full name').fill('Asha Patnaik');
  await page.getByLabel('Phone').fill('12345');
  await page.getByLabel('Pincode').fill('75a1');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  // Nothing was flagged before the first try; now each problem says what it is, and focus goes there.
  await expect(page.getByText('Please enter a valid 10-digit Indian phone number.')).toBeVisible();
  await expect(page.getByLabel('Phone')).toBeFocused();
  // Only digits reach the pincode box.
  await expect(page.getByLabel('Pincode')).toHaveValue('751');
  await expect(page.getByText('Please enter a valid 6-digit pincode.')).toBeVisible();

  // Fixing a field clears its message at once.
  await page.getByLabel('Phone').fill('9876501234');
  await expect(page.getByText('Please enter a valid 10-digit Indian phone number.')).toBeHidden();
  await page.getByLabel('Pincode').fill('751001');
  await page.getByLabel('Default address').fill('12 Janpath Road');
  await page.getByLabel('City').fill('Bhubaneswar');
  await page.getByLabel('State').fill('Odisha');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile Updated')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Asha Patnaik');
  await expect(page.getByLabel('Phone')).toHaveValue('9876501234');
  await expect(page.getByLabel('Pincode')).toHaveValue('751001');
  await expect(page.getByLabel('City')).toHaveValue('Bhubaneswar');
});
