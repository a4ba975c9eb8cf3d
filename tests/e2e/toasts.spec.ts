// Toasts (decision 016): one per event, field errors inline, never over the page's h1 (at the bottom on
// phones, above a floating bar), cleared by the next page except the one that explains the navigation,
// and readable (4.5:1) in both themes.
import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { signInAsCustomer, uniqueEmail, useOwnAddress } from './auth-helpers';
import { isPhone, seedDevice } from './helpers';

/** Toasts on screen, not the ones on their way out. */
const toasts = (page: Page) => page.locator('[data-sonner-toast]:not([data-removed="true"])');

const device = seedDevice('apple-iphone-16-pro-max');

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

/**
 * No toast now, nor a moment later: sonner shows a toast a tick after it is called. Checked without
 * retrying, since a retried check would pass once any toast had timed out (4 s).
 */
async function expectNoToast(page: Page) {
  await page.waitForTimeout(500);
  expect(await toasts(page).count()).toBe(0);
}

/** How many elements show this text right now (a retried count would wait for toasts to time out). */
async function countNow(page: Page, text: string | RegExp): Promise<number> {
  return page.getByText(text).count();
}

/** Cleared at once, well within the 4 s a toast lasts on its own. */
async function expectToastsCleared(page: Page) {
  await expect(toasts(page)).toHaveCount(0, { timeout: 1_000 });
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The settled toast, once its entry animation is over (its box is where it stays). */
async function settledToast(page: Page, text: string): Promise<Locator> {
  const toast = toasts(page).filter({ hasText: text });
  await expect(toast).toHaveCount(1);
  await expect(toast).toHaveAttribute('data-mounted', 'true');
  let last = '';
  await expect
    .poll(async () => {
      const now = JSON.stringify(await toast.boundingBox());
      const still = now === last;
      last = now;
      return still;
    })
    .toBe(true);
  return toast;
}

/** The toast sits clear of the h1 on every width, and at the bottom of the screen on phones. */
async function expectClearOfHeading(page: Page, toast: Locator, phone: boolean) {
  const heading = await boxOf(page.getByRole('heading', { level: 1 }));
  const box = await boxOf(toast);
  expect(overlaps(box, heading), `toast ${JSON.stringify(box)} over h1 ${JSON.stringify(heading)}`).toBe(
    false,
  );
  const viewport = page.viewportSize()!;
  if (phone) {
    expect(box.y).toBeGreaterThan(viewport.height / 2);
    expect(box.x).toBeLessThan(24);
    expect(box.x + box.width).toBeGreaterThan(viewport.width - 24);
  } else {
    expect(box.x + box.width).toBeGreaterThan(viewport.width - 48);
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 160);
  }
}

// A number no account has gets the same answer, and its failures do not count against the shared
// technician's sign-in (five in a row would lock it for a minute).
let unknownNumber = 0;
async function wrongTechnicianLogin(page: Page) {
  const phone = `97${String(Date.now() + ++unknownNumber).slice(-8)}`;
  await page.getByLabel('Phone number or email').fill(phone);
  await page.getByLabel('Password').fill('wrong-pass');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/technician/sign-in'));
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
  expect((await answer).status()).toBe(401);
}

test('a wrong technician login shows its message under the password and one toast', async ({
  page,
}, testInfo) => {
  await page.goto('/technician/auth');
  // Empty fields: said under the field, with no toast.
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please enter both email and password' }).first(),
  ).toBeVisible();
  await expectNoToast(page);

  // Two wrong tries: the second toast takes the first one's place.
  await wrongTechnicianLogin(page);
  await wrongTechnicianLogin(page);
  const message = 'Invalid credentials. Check your phone number or email and password.';
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  const toast = await settledToast(page, 'Authentication Failed');
  expect(await toasts(page).count()).toBe(1);
  // The reason is said once, under the password, not again in the toast.
  expect(await countNow(page, message)).toBe(1);
  await expectClearOfHeading(page, toast, isPhone(testInfo));
  await expect(toast.getByRole('button', { name: 'Close message' })).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'technician sign-in with its toast', '[data-sonner-toaster]');
});

test('a field error is said under the field, with at most one toast', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email address').fill('typo@example');
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please enter a valid email address' }),
  ).toBeVisible();
  await expectNoToast(page);

  // The server refuses an address without an account (the dialog's Login tab does not create one):
  // the reason under the field, and one toast that sums it up.
  await page.goto('/booking');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in or create account' });
  await dialog.getByRole('tab', { name: 'Email' }).click();
  await dialog.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('nobody'));
  await dialog.getByRole('button', { name: 'Send Code' }).click();
  await expect(
    dialog.getByRole('alert').filter({ hasText: /Make sure you have an account\./ }),
  ).toBeVisible();
  await settledToast(page, 'Error sending OTP');
  expect(await toasts(page).count()).toBe(1);
  expect(await countNow(page, /Make sure you have an account\./)).toBe(1);
});

test('toasts stay clear of the h1 and of the Add to Cart bar', async ({ page }, testInfo) => {
  await page.goto(`/devices/${device.slug}`);
  await page.getByRole('button', { name: 'Add to Repair: Screen Replacement', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Quick Fix for Screen Replacement' })
    .getByRole('button', { name: "Didn't Help – Continue" })
    .click();
  await page.getByRole('button', { name: 'Add to Repair: Battery Replacement', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Quick Fix for Battery Replacement' })
    .getByRole('button', { name: 'It Worked – Cancel Booking' })
    .click();
  await page.evaluate(() => window.scrollTo(0, 0));
  const toast = await settledToast(page, 'Glad it worked!');
  await expectClearOfHeading(page, toast, isPhone(testInfo));

  const bar = page.getByRole('button', { name: 'Add to Cart (1)' });
  await expect(bar).toBeInViewport();
  expect(overlaps(await boxOf(toast), await boxOf(bar))).toBe(false);
});

test('a page’s toasts go with it; the one that explains a redirect stays', async ({ page }) => {
  await page.goto(`/devices/${device.slug}`);
  await page.getByRole('button', { name: 'Add to Repair: Screen Replacement', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Quick Fix for Screen Replacement' })
    .getByRole('button', { name: "Didn't Help – Continue" })
    .click();
  await page.getByRole('button', { name: 'Add to Repair: Battery Replacement', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Quick Fix for Battery Replacement' })
    .getByRole('button', { name: 'It Worked – Cancel Booking' })
    .click();
  await expect(toasts(page).filter({ hasText: 'Glad it worked!' })).toBeVisible();
  await page.getByRole('button', { name: 'Proceed to Booking (1 issue)' }).click();
  await expect(page).toHaveURL(/\/booking\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schedule Your Repair');
  await expectToastsCleared(page);

  // A customer sent home from the technicians' area is told why, on the page the redirect lands on.
  const address = await useOwnAddress(page);
  await signInAsCustomer(page, address);
  await page.goto('/technician/dashboard');
  await expect(page).toHaveURL(/\/$/);
  const denied = toasts(page).filter({ hasText: 'Access Denied' });
  await expect(denied).toBeVisible();
  await expect(denied).toContainText('Technician access required.');
  // The next page the customer opens clears it.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us', exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expectToastsCleared(page);
});

/** WCAG contrast of two computed CSS colours (opaque rgb()). */
function contrast(foreground: string, background: string): number {
  const luminance = (css: string) => {
    const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** The computed colours of a toast's text and close button, as it is and as each other kind. */
async function toastColours(toast: Locator) {
  return toast.evaluate((element) => {
    const read = () => {
      const style = (selector: string) => {
        const part = element.querySelector(selector);
        return part ? getComputedStyle(part) : null;
      };
      const close = style('[data-close-button]');
      return {
        background: getComputedStyle(element).backgroundColor,
        title: style('[data-title]')?.color ?? '',
        description: style('[data-description]')?.color ?? null,
        close: close ? { color: close.color, background: close.backgroundColor } : null,
      };
    };
    const own = element.getAttribute('data-type') ?? '';
    const colours: Record<string, ReturnType<typeof read>> = { [own]: read() };
    // The same toast as the kinds the app shows less often: sonner styles each by data-type.
    for (const kind of ['success', 'error', 'warning', 'info']) {
      if (kind === own) continue;
      element.setAttribute('data-type', kind);
      colours[kind] = read();
    }
    element.setAttribute('data-type', own);
    return colours;
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`success and error toasts are readable in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
    await page.goto('/technician/auth');
    await wrongTechnicianLogin(page);
    const error = await settledToast(page, 'Authentication Failed');
    await expect(error).toHaveAttribute('data-type', 'error');
    const measured = { error: await toastColours(error) };

    await page.goto(`/devices/${device.slug}`);
    await page.getByRole('button', { name: 'Add to Repair: Battery Replacement', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Quick Fix for Battery Replacement' })
      .getByRole('button', { name: 'It Worked – Cancel Booking' })
      .click();
    const success = await settledToast(page, 'Glad it worked!');
    await expect(success).toHaveAttribute('data-type', 'success');
    const all = { ...measured, success: await toastColours(success) };

    for (const [shown, kinds] of Object.entries(all)) {
      for (const [kind, colours] of Object.entries(kinds)) {
        const where = `${theme} ${shown} toast as ${kind}`;
        expect(contrast(colours.title, colours.background), `${where}: title`).toBeGreaterThanOrEqual(4.5);
        if (colours.description) {
          expect(contrast(colours.description, colours.background), `${where}: text`).toBeGreaterThanOrEqual(
            4.5,
          );
        }
        expect(colours.close, `${where}: close button`).not.toBeNull();
        expect(
          contrast(colours.close!.color, colours.close!.background),
          `${where}: close`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
}
