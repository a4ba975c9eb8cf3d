// A booking made through the API, for journeys that are about what happens after booking (the booking
// form has its own tests): a seeded phone's first repair, at an address the test names.
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
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
