import { afterEach, describe, expect, it } from 'vitest';
import { getAs, postJson, signInByEmailCode, signInWithPassword } from '../../../../tests/auth-helpers';
import { createBookableDevice, makeBookingBody } from '../../../../tests/booking-fixtures';
import { createBooking, createTechnician, createUser } from '../../../../tests/factories';
import { readLiveStream } from '../../../../tests/live-stream';
import type { ReadEvent } from '../../../../tests/live-stream';
import { createTestApp } from '../../../../tests/test-app';
import type { LiveBookingChange } from '../../../shared/contracts/live';
import { announceBookingChange } from '../../domain/booking-announcements';

// GET /api/live: each signed-in person hears of the changes to their own bookings as they commit,
// within a second, and of nobody else's.

// 09:30 in India on Sunday 22 November 2026.
const now = new Date('2026-11-22T04:00:00Z');
const { app, db, auth } = await createTestApp({
  devOutbox: true,
  clock: () => now,
  // Small, so the limits can be reached here; the server's are 10 and LIVE_STREAMS_MAX.
  liveLimits: { perOwner: 3, perProcess: 8 },
});
const { device, screen } = await createBookableDevice(db);
await createUser(auth, db, { email: 'live-admin@example.com', role: 'admin', password: 'admin-pass-1' });
const admin = await signInWithPassword(app, 'live-admin@example.com', 'admin-pass-1');

const open: Array<ReturnType<typeof readLiveStream>> = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((stream) => stream.close()));
});

/** Opens the person's stream and waits until it is listening. */
async function listen(cookie: string) {
  const response = await app.request('/api/live', { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const stream = readLiveStream(response);
  open.push(stream);
  await stream.next((e) => e.event === 'ready');
  return stream;
}

const about = (bookingId: string) => (event: ReadEvent) =>
  event.event === 'booking' && (event.data as LiveBookingChange).bookingId === bookingId;

async function signedInTechnician(name: string) {
  const technician = await createTechnician(auth, db, { name });
  return { ...technician, cookie: await signInWithPassword(app, technician.user.email, 'tech-pass-1') };
}

async function signedInCustomer(email: string) {
  const cookie = await signInByEmailCode(app, email, 'Priya Das');
  const me = await getAs(app, '/api/session', cookie);
  return { cookie, id: (me.body as { user: { id: string } }).user.id };
}

const assign = (bookingId: string, technicianId: number) =>
  postJson(app, `/api/admin/bookings/${bookingId}/assign`, { technicianId }, { cookie: admin });

describe('GET /api/live', () => {
  it('is for signed-in people only, in the one error shape', async () => {
    const response = await app.request('/api/live');
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('UNAUTHORIZED');
  });

  it("delivers an assignment to the customer's, the technician's and the admin's streams within 1 s", async () => {
    const customer = await signedInCustomer('live-one@example.com');
    const ravi = await signedInTechnician('Ravi Kumar');
    const booking = await createBooking(db, { userId: customer.id, deviceId: device.id });
    const streams = {
      customer: await listen(customer.cookie),
      technician: await listen(ravi.cookie),
      admin: await listen(admin),
    };

    const sent = performance.now();
    expect((await assign(booking.id, ravi.id)).status).toBe(200);
    for (const stream of Object.values(streams)) {
      const event = await stream.next(about(booking.id), 1000);
      expect(event.data).toEqual({ bookingId: booking.id, status: 'confirmed' });
      expect(event.at - sent).toBeLessThan(1000);
    }
  });

  it("tells no one of another person's booking", async () => {
    const mine = await signedInCustomer('live-mine@example.com');
    const theirs = await signedInCustomer('live-theirs@example.com');
    const asha = await signedInTechnician('Asha Nayak');
    const ravi = await signedInTechnician('Ravi Patra');
    const myBooking = await createBooking(db, { userId: mine.id, deviceId: device.id });
    const theirBooking = await createBooking(db, { userId: theirs.id, deviceId: device.id });
    const myStream = await listen(mine.cookie);
    const ashaStream = await listen(asha.cookie);

    // Their booking changes first, then mine: the first event each stream gets is its own.
    expect((await assign(theirBooking.id, ravi.id)).status).toBe(200);
    expect((await assign(myBooking.id, asha.id)).status).toBe(200);
    expect(((await myStream.next((e) => e.event === 'booking')).data as LiveBookingChange).bookingId).toBe(
      myBooking.id,
    );
    expect(((await ashaStream.next((e) => e.event === 'booking')).data as LiveBookingChange).bookingId).toBe(
      myBooking.id,
    );
  });

  it('tells a technician when a job is taken from them, and a new booking to the customer who made it', async () => {
    const customer = await signedInCustomer('live-reassign@example.com');
    const first = await signedInTechnician('Sunil Das');
    const second = await signedInTechnician('Meena Sahu');
    const firstStream = await listen(first.cookie);
    const customerStream = await listen(customer.cookie);

    const made = await postJson<{ booking: { id: string } }>(
      app,
      '/api/bookings',
      makeBookingBody(device.id, [screen.id], { email: 'live-reassign@example.com' }),
      { cookie: customer.cookie },
    );
    expect(made.status).toBe(201);
    const bookingId = made.body.booking.id;
    expect((await customerStream.next(about(bookingId))).data).toEqual({ bookingId, status: 'pending' });

    expect((await assign(bookingId, first.id)).status).toBe(200);
    await firstStream.next(about(bookingId));
    expect((await assign(bookingId, second.id)).status).toBe(200);
    // Still confirmed, but no longer theirs: the dashboard refetches and the job is gone.
    expect((await firstStream.next(about(bookingId))).data).toEqual({ bookingId, status: 'confirmed' });
  });

  it("carries a customer's guest bookings once their e-mail is proven, and an admin's deletion", async () => {
    const guestBooking = await createBooking(db, { email: 'live-guest@example.com', deviceId: device.id });
    const customer = await signedInCustomer('live-guest@example.com');
    const stream = await listen(customer.cookie);
    const cancelled = await postJson(
      app,
      `/api/admin/bookings/${guestBooking.id}/status`,
      { status: 'cancelled', reason: 'Customer called to cancel' },
      { cookie: admin },
    );
    expect(cancelled.status).toBe(200);
    expect((await stream.next(about(guestBooking.id))).data).toEqual({
      bookingId: guestBooking.id,
      status: 'cancelled',
    });
    const removed = await app.request(`/api/admin/bookings/${guestBooking.id}`, {
      method: 'DELETE',
      headers: { Cookie: admin, Origin: 'http://localhost:3000' },
    });
    expect(removed.status).toBe(200);
    expect((await stream.next(about(guestBooking.id))).data).toEqual({
      bookingId: guestBooking.id,
      status: 'deleted',
    });
  });

  it('announces nothing for a change that is refused', async () => {
    const customer = await signedInCustomer('live-refused@example.com');
    const booking = await createBooking(db, {
      userId: customer.id,
      deviceId: device.id,
      status: 'completed',
    });
    const stream = await listen(customer.cookie);
    const refused = await postJson(
      app,
      `/api/bookings/${booking.id}/cancel`,
      {},
      { cookie: customer.cookie },
    );
    expect(refused.status).toBe(409);
    await expect(stream.next(about(booking.id), 300)).rejects.toThrow(/no matching event/);
  });

  it("tells the desk of a wrong start code, and the customer of their technician's new number", async () => {
    const customer = await signedInCustomer('live-code@example.com');
    const ravi = await signedInTechnician('Ravi Mohanty');
    const booking = await createBooking(db, { userId: customer.id, deviceId: device.id });
    expect((await assign(booking.id, ravi.id)).status).toBe(200);
    const desk = await listen(admin);
    const mine = await listen(customer.cookie);

    const wrong = await postJson(
      app,
      `/api/technician/jobs/${booking.id}/start`,
      { code: '0000' },
      { cookie: ravi.cookie },
    );
    // 0000 could be the real code one time in ten thousand; then the job starts, which is also news.
    expect([200, 422]).toContain(wrong.status);
    expect((await desk.next(about(booking.id), 1000)).data).toMatchObject({ bookingId: booking.id });

    const renamed = await postJson(
      app,
      `/api/admin/technicians/${ravi.id}`,
      {
        name: 'Ravi K Mohanty',
        phone: '9876501234',
        specialization: 'Screens',
        experienceYears: 4,
        rating: '',
      },
      { cookie: admin, method: 'PUT' },
    );
    expect(renamed.status).toBe(200);
    expect((await mine.next(about(booking.id), 1000)).data).toMatchObject({ bookingId: booking.id });
  });

  it('announces nothing when the transaction that announced is rolled back', async () => {
    const booking = await createBooking(db, { deviceId: device.id });
    const desk = await listen(admin);
    await expect(
      db.transaction(async (tx) => {
        await announceBookingChange(tx, booking);
        throw new Error('the rest of the change failed');
      }),
    ).rejects.toThrow('the rest of the change failed');
    await expect(desk.next(about(booking.id), 300)).rejects.toThrow(/no matching event/);
    // The same announcement, committed, is heard.
    await db.transaction((tx) => announceBookingChange(tx, booking));
    expect((await desk.next(about(booking.id), 1000)).data).toEqual({
      bookingId: booking.id,
      status: 'pending',
    });
  });

  it("ends the streams of a session that signs out, and only that session's", async () => {
    const ravi = await signedInTechnician('Ravi Signout');
    const booking = await createBooking(db, { deviceId: device.id });
    // The same person on another device: a session of its own.
    const otherDevice = await signInWithPassword(app, ravi.user.email, 'tech-pass-1');
    const here = [await listen(ravi.cookie), await listen(ravi.cookie)];
    const there = await listen(otherDevice);

    const sent = performance.now();
    expect((await postJson(app, '/api/auth/sign-out', {}, { cookie: ravi.cookie })).status).toBe(200);
    for (const stream of here) {
      const closing = await stream.next((e) => e.event === 'closing', 1000);
      expect(closing.at - sent).toBeLessThan(1000);
      // The page is told not to ask again: a new stream would be refused.
      expect(closing.data).toEqual({ sessionEnded: true });
      await expect.poll(() => stream.ended, { timeout: 1000 }).toBe(true);
    }
    // Reopened, the signed-out session is refused; the other device still hears its jobs.
    expect((await app.request('/api/live', { headers: { Cookie: ravi.cookie } })).status).toBe(401);
    expect((await assign(booking.id, ravi.id)).status).toBe(200);
    expect((await there.next(about(booking.id), 1000)).data).toMatchObject({ status: 'confirmed' });
  });

  it("ends all of a person's streams when an admin changes their roles or sets them inactive", async () => {
    const customer = await signedInCustomer('live-roles@example.com');
    const stream = await listen(customer.cookie);
    const changed = await postJson(
      app,
      `/api/admin/users/${customer.id}/roles`,
      { roles: ['customer', 'admin'] },
      { cookie: admin, method: 'PUT' },
    );
    expect(changed.status).toBe(200);
    // The page asks again at once, and is heard with the new roles.
    expect((await stream.next((e) => e.event === 'closing', 1000)).data).toEqual({});
    await expect.poll(() => stream.ended, { timeout: 1000 }).toBe(true);

    const ravi = await signedInTechnician('Ravi Inactive');
    const jobs = await listen(ravi.cookie);
    const inactive = await postJson(
      app,
      `/api/admin/technicians/${ravi.id}/status`,
      { status: 'inactive' },
      { cookie: admin },
    );
    expect(inactive.status).toBe(200);
    expect((await jobs.next((e) => e.event === 'closing', 1000)).data).toEqual({ sessionEnded: true });
    await expect.poll(() => jobs.ended, { timeout: 1000 }).toBe(true);
    expect((await app.request('/api/live', { headers: { Cookie: ravi.cookie } })).status).toBe(401);
  });

  it('holds a few streams per person and a bounded number in all, in the one error shape', async () => {
    const held = [await listen(admin), await listen(admin), await listen(admin)];
    const fourth = await app.request('/api/live', { headers: { Cookie: admin } });
    expect(fourth.status).toBe(429);
    expect(((await fourth.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');

    // Other people may still listen, until the process holds all it may.
    let refused: Response | undefined;
    for (let i = 0; i < 8 && !refused; i++) {
      const technician = await signedInTechnician(`Limit Tech ${i}`);
      const response = await app.request('/api/live', { headers: { Cookie: technician.cookie } });
      if (response.status === 200) open.push(readLiveStream(response));
      else refused = response;
    }
    expect(refused?.status).toBe(503);
    const body = (await refused!.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('SERVICE_UNAVAILABLE');
    expect(body.error.message).toMatch(/still works/);

    // A stream closed gives its place back.
    await held[0]!.close();
    await expect
      .poll(async () => {
        const again = await app.request('/api/live', { headers: { Cookie: admin } });
        if (again.status === 200) open.push(readLiveStream(again));
        else await again.body?.cancel();
        return again.status;
      })
      .toBe(200);
  });
});
