import { test } from './fixtures';
import { bookThroughApi } from './api-booking';
import { signInAsCustomer, useOwnAddress } from './auth-helpers';
import { setTextSize } from './reflow';
test('shots', async ({ page }) => {
  test.setTimeout(120_000);
  const address = await useOwnAddress(page);
  await page.goto('/');
  await signInAsCustomer(page, address);
  await bookThroughApi(page, address);
  for (const lang of ['hi', 'or']) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${lang}/dashboard`);
      await page.getByTestId('booking-card').first().waitFor();
      await page.screenshot({ path: `/tmp/dash-${lang}-${width}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/devices/samsung-galaxy-s24');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.screenshot({ path: `/tmp/dev-320.png` });
  await setTextSize(page, 200);
  await page.setViewportSize({ width: 640, height: 900 });
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.screenshot({ path: `/tmp/home-640-200.png` });
});
