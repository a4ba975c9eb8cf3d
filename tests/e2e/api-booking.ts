// A booking made through the API, for journeys that are about what happens after booking (the booking
// form has its own tests): a seeded phone's first repair, at an address the test names.
import { expect } from '@playwright/test';
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { e2eAccounts } from './accounts';
import { uniqueEmail, uniquePhone } from './auth-helpers';

export interface ApiBooking {
  id: string;
  bookingId: string;
  totalPrice: number;
  createdAt: string;
  email: string;
  phone: string;
}

/** Books as the page's browser (signed in or a guest); `fields` override the booking's details. */
export async function bookThroughApi(
  page: Page,
  address: string,
  fields: Record<string, unknown> = {},
): Promise<ApiBooking> {
  const device = (await (await page.request.get('/api/devices/samsung-galaxy-s24')).json()) as {
    device: { id: number; name: string; repairs: { serviceId: number }[] };
  };
  const res = await page.request.post('/api/bookings', {
    headers: {
      Origin: new URL(page.url()).origin,
      'X-Forwarded-For': address,
      'Idempotency-Key': crypto.randomUUID(),
    },
    data: {
      name: 'Sabita Mohanty',
      email: uniqueEmail('booking'),
      phone: uniquePhone(),
      address: '21 Jayadev Vihar',
      city: 'Bhubaneswar',
      state: 'Odisha',
      pincode: '751013',
      deviceId: device.device.id,
      deviceModel: device.device.name,
      selectedIssues: [device.device.repairs[0]!.serviceId],
      ...fields,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { booking: ApiBooking }).booking;
}

type StaffMember = 'admin' | 'warrantyTechnician' | 'jobsTechnician' | 'cashTechnician';

/** A staff member's own API session, signed in with their password. */
export async function staffRequest(
  playwright: PlaywrightWorkerArgs['playwright'],
  origin: string,
  who: StaffMember,
): Promise<APIRequestContext> {
  const network = { admin: 1, warrantyTechnician: 2, jobsTechnician: 4, cashTechnician: 10 }[who];
  const address = `10.${90 + network}.${process.pid % 200}.${Math.floor(Math.random() * 200) + 1}`;
  const context = await playwright.request.newContext({
    baseURL: origin,
    extraHTTPHeaders: { Origin: origin, 'X-Forwarded-For': address },
  });
  const account = e2eAccounts[who];
  const res =
    account.role === 'admin'
      ? await context.post('/api/auth/sign-in/email', {
          data: { email: account.email, password: account.password },
        })
      : await context.post('/api/auth/technician/sign-in', {
          data: { identifier: account.email, password: account.password },
        });
  expect(res.status()).toBe(200);
  return context;
}

/**
 * The admin assigns a customer's booking (booked by the signed-in `page`) to `who`; with `start`, the
 * technician also starts it with the customer's start code. Answers the technician's session.
 */
export async function startThroughApi(
  playwright: PlaywrightWorkerArgs['playwright'],
  page: Page,
  booking: { id: string },
  who: Exclude<StaffMember, 'admin'>,
  { start = true } = {},
): Promise<APIRequestContext> {
  const origin = new URL(page.url()).origin;
  const admin = await staffRequest(playwright, origin, 'admin');
  const technician = await staffRequest(playwright, origin, who);
  const { technicians } = (await (await admin.get('/api/admin/technicians')).json()) as {
    technicians: { id: number; name: string }[];
  };
  const technicianId = technicians.find((t) => t.name === e2eAccounts[who].name)!.id;
  expect(
    (await admin.post(`/api/admin/bookings/${booking.id}/assign`, { data: { technicianId } })).status(),
  ).toBe(200);
  await admin.dispose();
  if (start) {
    const detail = (await (await page.request.get(`/api/bookings/${booking.id}`)).json()) as {
      booking: { startCode: string | null };
    };
    const code = detail.booking.startCode!;
    expect(
      (await technician.post(`/api/technician/jobs/${booking.id}/start`, { data: { code } })).status(),
    ).toBe(200);
  }
  return technician;
}

/** The path of the newest tracking link sent to an address or number, with its language path if any. */
export async function trackingPathFromOutbox(request: APIRequestContext, email: string): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
      const body = (await res.json()) as { messages: { text: string }[] };
      const texts = body.messages.map((message) => message.text).join('\n');
      path = /https?:\/\/[^/\s]+((?:\/hi|\/or)?\/track\/[a-z2-7]{26})/.exec(texts)?.[1];
      return path;
    })
    .toBeDefined();
  return path!;
}
