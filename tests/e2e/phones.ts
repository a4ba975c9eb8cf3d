// The phones of a journey at the door: each person in a 375 px browser of their own, at an address of
// their own, and the admin who hands the jobs out in between.
import { expect } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { e2eAccounts } from './accounts';
import { signInAsStaff } from './auth-helpers';
import { serveBlankTiles } from './fake-geocoder';

/** A 375 px phone's browser, its map tiles blank, its requests from `address`. */
export async function openPhone(browser: Browser, address: string) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
  await serveBlankTiles(context);
  const page = await context.newPage();
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address });
  return page;
}

/** The admin, in a browser of their own, assigns the bookings to one technician. */
export async function assignAsAdmin(
  browser: Browser,
  address: string,
  bookings: readonly { id: string }[],
  who: keyof typeof e2eAccounts,
) {
  const admin = await openPhone(browser, address);
  await admin.goto('/');
  await signInAsStaff(admin, address, 'admin');
  const { technicians } = (await (await admin.request.get('/api/admin/technicians')).json()) as {
    technicians: { id: number; name: string }[];
  };
  const technician = technicians.find((t) => t.name === e2eAccounts[who].name)!;
  for (const booking of bookings) {
    const assigned = await admin.request.post(`/api/admin/bookings/${booking.id}/assign`, {
      headers: { Origin: new URL(admin.url()).origin, 'X-Forwarded-For': address },
      data: { technicianId: technician.id },
    });
    expect(assigned.status()).toBe(200);
  }
  await admin.context().close();
}
