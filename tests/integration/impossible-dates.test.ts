import { describe, expect, it } from 'vitest';
import { getAs, nextAddress, postJson } from '../auth-helpers';
import { makeBookingBody } from '../booking-fixtures';
import { TEST_ORIGIN } from '../test-app';
import { setUpAuthorizationMatrix } from './authorization-setup';

// Days the calendar does not have (31 November, 29 February 2027) pass Date.parse, which rolls them
// over, and the database then refuses them: every endpoint that takes a date refuses them with the
// date field's message, never a 500, on both databases.

const { app, cookies, device, screen, bookingOfA, freshTrackingToken } = await setUpAuthorizationMatrix();
const DATE_MESSAGE = 'Please choose a valid date.';
const impossible = ['2026-11-31', '2027-02-29', '2026-12-32'];

describe('impossible dates', () => {
  it.each(impossible)('a booking for %s is refused with the date message', async (day) => {
    const res = await postJson(
      app,
      '/api/bookings',
      makeBookingBody(device.id, [screen.id], { preferredDate: day }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error?.fields?.preferredDate).toBe(DATE_MESSAGE);
  });

  it.each(impossible)('moving a visit to %s is refused with the date message', async (day) => {
    const slot = { preferredDate: day, preferredTime: '13:00-15:00' };
    const own = await postJson(app, `/api/bookings/${await bookingOfA()}/reschedule`, slot, {
      cookie: cookies.customerA!,
    });
    const tracked = await postJson(app, `/api/track/${await freshTrackingToken()}/reschedule`, slot);
    for (const res of [own, tracked]) {
      expect(res.status).toBe(400);
      expect(res.body.error?.fields?.preferredDate).toBe('Please choose the new date.');
    }
  });

  it.each(impossible)("the admin's filters refuse %s with the date message", async (day) => {
    for (const [path, field] of [
      ['/api/admin/bookings', 'from'],
      ['/api/admin/bookings', 'to'],
      ['/api/admin/bookings/export', 'from'],
      ['/api/admin/bookings/map', 'to'],
      ['/api/admin/technicians', 'date'],
    ] as const) {
      const res = await getAs(app, `${path}?${field}=${day}`, cookies.admin);
      expect(res.status, `${path} ${field}`).toBe(400);
      expect((res.body.error as { fields?: Record<string, string> }).fields?.[field]).toBe(DATE_MESSAGE);
    }
  });

  it('a list link naming an impossible day or time is refused as a stale link, not a failed query', async () => {
    const cursor = (values: unknown) => Buffer.from(JSON.stringify(values)).toString('base64url');
    const id = '0b5f8a4e-7f57-4d4a-9d0c-0d7f3f1c9a11';
    for (const path of [
      `/api/admin/bookings?sort=preferredDate&cursor=${cursor(['2026-11-31', id])}`,
      `/api/admin/bookings?sort=createdAt&cursor=${cursor(['2026-11-31 10:00:00+00', id])}`,
      `/api/admin/bookings?sort=createdAt&cursor=${cursor(['2026-11-30 24:00:00+00', id])}`,
      `/api/admin/users?sort=createdAt&cursor=${cursor(['2027-02-29T10:00:00Z', 'x'])}`,
      `/api/admin/users?sort=name&cursor=${cursor(['Asha\u0000', 'x'])}`,
    ]) {
      const res = await app.request(path, {
        headers: { Origin: TEST_ORIGIN, 'X-Forwarded-For': nextAddress(), Cookie: cookies.admin! },
      });
      expect(res.status, path).toBe(400);
    }
    const notifications = await getAs(
      app,
      `/api/notifications?cursor=${cursor(['2026-11-31 10:00:00+00', '1'])}`,
      cookies.customerA,
    );
    expect(notifications.status).toBe(400);
  });
});
