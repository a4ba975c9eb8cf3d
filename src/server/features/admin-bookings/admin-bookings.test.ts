import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAs, postJson, signInWithPassword } from '../../../../tests/auth-helpers';
import { createBooking, createReferral, createTechnician, createUser } from '../../../../tests/factories';
import { createTestApp, TEST_ORIGIN } from '../../../../tests/test-app';
import type { AdminBookingDetail, AdminBookingListResponse } from '../../../shared/contracts/admin-bookings';
import { adminActions } from '../../db/schema/index';

// The admin's booking desk through the API: the list (filters, search, sort, cursor pages), the
// details with their history, status changes and assignment through the lifecycle, and deletion.

// 09:30 in India on Sunday 22 November 2026.
const now = new Date('2026-11-22T04:00:00Z');
const { app, db, auth } = await createTestApp({ devOutbox: true, clock: () => now });
const deskAdmin = await createUser(auth, db, {
  email: 'desk@example.com',
  name: 'Desk Admin',
  role: 'admin',
  password: 'admin-pass-1',
});
const admin = await signInWithPassword(app, 'desk@example.com', 'admin-pass-1');
const ravi = await createTechnician(auth, db, { name: 'Ravi Kumar', phone: '+919000022222' });

const list = async (query: string) =>
  (await getAs(app, `/api/admin/bookings?${query}`, admin)) as unknown as {
    status: number;
    body: AdminBookingListResponse & { error?: { code: string } };
  };
const detail = async (id: string) =>
  (await getAs(app, `/api/admin/bookings/${id}`, admin)) as unknown as {
    status: number;
    body: AdminBookingDetail & { error?: { code: string; message: string } };
  };
const post = (path: string, body: unknown) => postJson(app, path, body, { cookie: admin });

describe('the admin booking list', () => {
  it('filters by status, city, technician and date, searches, and pages by cursor', async () => {
    const made = [];
    for (let i = 0; i < 7; i++) {
      made.push(
        await createBooking(db, {
          city: i % 2 === 0 ? 'Cuttack' : 'Bhubaneswar',
          status: i < 2 ? 'confirmed' : 'pending',
          technicianId: i < 2 ? ravi.id : null,
          createdAt: new Date(now.getTime() - i * 3600_000),
          preferredDate: i === 3 ? null : `2026-11-${String(23 + i).padStart(2, '0')}`,
        }),
      );
    }
    const first = await list('limit=3');
    expect(first.body.bookings.map((b) => b.id)).toEqual(made.slice(0, 3).map((b) => b.id));
    const second = await list(`limit=3&cursor=${first.body.nextCursor}`);
    const third = await list(`limit=3&cursor=${second.body.nextCursor}`);
    expect([...second.body.bookings, ...third.body.bookings].map((b) => b.id)).toEqual(
      made.slice(3).map((b) => b.id),
    );
    expect(third.body.nextCursor).toBeNull();

    expect((await list('status=confirmed')).body.bookings).toHaveLength(2);
    expect(
      (await list(`technicianId=${ravi.id}`)).body.bookings.every(
        (b) => b.technicianName === null || b.technicianId === ravi.id,
      ),
    ).toBe(true);
    expect((await list('city=cuttack')).body.bookings).toHaveLength(4);
    // A typed wildcard is a character: it matches no city.
    expect((await list('city=%25')).body.bookings).toHaveLength(0);
    expect((await list('city=cut%25')).body.bookings).toHaveLength(0);
    expect((await list(`q=${made[4]!.bookingId}`)).body.bookings.map((b) => b.id)).toEqual([made[4]!.id]);
    expect((await list(`q=${made[5]!.email.toUpperCase()}`)).body.bookings).toHaveLength(1);
    // A whole phone number, however it is typed, is looked up exactly; part of one anywhere.
    const digits = made[2]!.phone.slice(3);
    for (const typed of [
      digits,
      `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`,
      `0${digits}`,
      digits.slice(3),
    ]) {
      expect((await list(`q=${encodeURIComponent(typed)}`)).body.bookings.map((b) => b.id)).toEqual([
        made[2]!.id,
      ]);
    }
    expect((await list('from=2026-11-22&to=2026-11-22')).body.bookings).toHaveLength(7);
    expect((await list('from=2026-11-23')).body.bookings).toHaveLength(0);

    // By preferred date, soonest first, undated last, across pages.
    const byDate = await list('sort=preferredDate&dir=asc&limit=4');
    const rest = await list(`sort=preferredDate&dir=asc&limit=4&cursor=${byDate.body.nextCursor}`);
    const dates = [...byDate.body.bookings, ...rest.body.bookings].map((b) => b.preferredDate);
    expect(dates).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      null,
    ]);
  });

  it('refuses bad filters in the one error shape', async () => {
    expect((await list('status=lost')).status).toBe(400);
    expect((await list('from=yesterday')).status).toBe(400);
    expect((await list('cursor=junk')).body.error?.code).toBe('BAD_REQUEST');
    // A well-formed cursor with values that are not ours is refused too, before any SQL cast.
    const forged = (values: unknown) => Buffer.from(JSON.stringify(values)).toString('base64url');
    for (const [sort, values] of [
      ['createdAt', ['2026-11-22T04:00:00Z', 'not-a-uuid']],
      ['createdAt', ['yesterday', '3f1c2b7e-8a4d-4e55-9c1a-2b3c4d5e6f70']],
      ['preferredDate', ['22-11-2026', '3f1c2b7e-8a4d-4e55-9c1a-2b3c4d5e6f70']],
    ] as const) {
      const res = await list(`sort=${sort}&cursor=${forged(values)}`);
      expect(res.status).toBe(400);
      expect(res.body.error?.code).toBe('BAD_REQUEST');
    }
  });
});

describe('changing a booking', () => {
  it('assigns a technician, then moves the status with the history kept', async () => {
    const booking = await createBooking(db);
    const assigned = await post(`/api/admin/bookings/${booking.id}/assign`, { technicianId: ravi.id });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({
      booking: {
        status: 'confirmed',
        technicianId: ravi.id,
        technicianName: 'Ravi Kumar',
        technicianPhone: '+919000022222',
      },
    });
    const missingReason = await post(`/api/admin/bookings/${booking.id}/status`, { status: 'cancelled' });
    expect(missingReason.status).toBe(400);
    expect(missingReason.body.error?.code).toBe('REASON_REQUIRED');
    const cancelled = await post(`/api/admin/bookings/${booking.id}/status`, {
      status: 'cancelled',
      reason: 'Customer moved away',
    });
    expect(cancelled.body).toMatchObject({
      booking: { status: 'cancelled', cancelledReason: 'Customer moved away' },
    });
    const { body } = await detail(booking.id);
    expect(body.events.map((e) => [e.fromStatus, e.toStatus, e.actorName, e.reason])).toEqual([
      ['pending', 'confirmed', 'Desk Admin', 'Assigned to Ravi Kumar'],
      ['confirmed', 'cancelled', 'Desk Admin', 'Customer moved away'],
    ]);
    expect(
      (await post(`/api/admin/bookings/${booking.id}/assign`, { technicianId: 'x' })).body.error?.fields,
    ).toEqual({
      technicianId: 'Please select a technician',
    });
  });

  it('leaves one consistent result when two admins assign the same booking at once', async () => {
    const booking = await createBooking(db);
    const meena = await createTechnician(auth, db, { name: 'Meena Sahu' });
    const [a, b] = await Promise.all([
      post(`/api/admin/bookings/${booking.id}/assign`, { technicianId: ravi.id }),
      post(`/api/admin/bookings/${booking.id}/assign`, { technicianId: meena.id }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const { body } = await detail(booking.id);
    // Both writes are kept, one after the other (the row lock orders them), and nothing else.
    expect(body.events.map((e) => [e.fromStatus, e.toStatus])).toEqual([
      ['pending', 'confirmed'],
      ['confirmed', 'confirmed'],
    ]);
    const chosenBy = (reason: string | null) =>
      [ravi, meena].find((t) => reason === `Assigned to ${t.user.name}`);
    const first = chosenBy(body.events[0]!.reason);
    const last = chosenBy(body.events[1]!.reason);
    expect(first).toBeDefined();
    expect(last).toBeDefined();
    expect(first).not.toBe(last);
    // The booking holds the technician of the last event, and is confirmed.
    expect(body.booking).toMatchObject({
      status: 'confirmed',
      technicianId: last!.id,
      technicianName: last!.user.name,
    });
  });

  it("says 'Booking not found', and keeps a booking whose referral reward was paid", async () => {
    expect((await detail('00000000-0000-4000-8000-000000000000')).body.error?.message).toBe(
      'Booking not found',
    );
    const plain = await createBooking(db);
    const del = (id: string) =>
      app.request(`/api/admin/bookings/${id}`, {
        method: 'DELETE',
        headers: { Origin: TEST_ORIGIN, Cookie: admin },
      });
    expect((await del(plain.id)).status).toBe(200);
    expect((await detail(plain.id)).status).toBe(404);
    expect((await del(plain.id)).status).toBe(404);

    const paid = await createBooking(db, { status: 'completed' });
    await createReferral(auth, db, { bookingId: paid.id, status: 'completed', rewardPaid: true });
    const refused = await del(paid.id);
    expect(refused.status).toBe(409);
    expect((await detail(paid.id)).status).toBe(200);
    // A refused deletion leaves no record of one.
    expect(await db.select().from(adminActions).where(eq(adminActions.subjectId, paid.id))).toEqual([]);
  });

  it('records who deleted a booking, and what it was, with the deletion', async () => {
    const booking = await createBooking(db, {
      name: 'Sunita Rath',
      status: 'confirmed',
      totalPrice: 349_900,
    });
    const res = await app.request(`/api/admin/bookings/${booking.id}`, {
      method: 'DELETE',
      headers: { Origin: TEST_ORIGIN, Cookie: admin },
    });
    expect(res.status).toBe(200);
    const records = await db.select().from(adminActions).where(eq(adminActions.subjectId, booking.id));
    expect(records).toEqual([
      expect.objectContaining({
        actorUserId: deskAdmin.id,
        action: 'booking.deleted',
        subjectType: 'booking',
        details: {
          bookingId: booking.bookingId,
          customerName: 'Sunita Rath',
          status: 'confirmed',
          totalPrice: 349_900,
        },
        createdAt: now,
      }),
    ]);
  });
});

describe("resetting a job's start code", () => {
  const reset = (id: string) => post(`/api/admin/bookings/${id}/start-code/reset`, {});

  it('unlocks the job and keeps the code the customer holds, with who did it recorded', async () => {
    const locked = await createBooking(db, {
      status: 'confirmed',
      technicianId: ravi.id,
      startCode: '0427',
      startCodeFailures: 5,
    });
    expect((await detail(locked.id)).body.booking).toMatchObject({
      startCode: '0427',
      startCodeLocked: true,
    });

    const res = await reset(locked.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      booking: { id: locked.id, status: 'confirmed', startCode: '0427', startCodeLocked: false },
    });
    expect((await detail(locked.id)).body.booking.startCodeLocked).toBe(false);
    // Not a status change: no event; the audit says who let the technician try again, never the code.
    expect((await detail(locked.id)).body.events).toEqual([]);
    const records = await db.select().from(adminActions).where(eq(adminActions.subjectId, locked.id));
    expect(records).toEqual([
      expect.objectContaining({
        actorUserId: deskAdmin.id,
        action: 'booking.start_code_reset',
        subjectType: 'booking',
        details: { bookingId: locked.bookingId, failures: 5, codeIssued: false },
        createdAt: now,
      }),
    ]);
    // Read as a whole word: the record's random ids may hold the same four digits by chance.
    expect(JSON.stringify(records)).not.toMatch(/\b0427\b/);
  });

  it('gives a code to a job assigned before codes existed, and none to a job without a technician', async () => {
    const legacy = await createBooking(db, { status: 'confirmed', technicianId: ravi.id });
    const issued = (await reset(legacy.id)).body as { booking: { startCode: string | null } };
    expect(issued.booking.startCode).toMatch(/^\d{4}$/);
    const unassigned = await createBooking(db);
    expect((await reset(unassigned.id)).body).toMatchObject({ booking: { startCode: null } });
  });

  it("says 'Booking not found' for a booking that does not exist", async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-booking']) {
      const res = await reset(id);
      expect([res.status, res.body.error?.message]).toEqual([404, 'Booking not found']);
    }
  });
});
