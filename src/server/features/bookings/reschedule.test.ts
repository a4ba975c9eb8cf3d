import type { BookingEventDetails, RescheduleDetails } from '../../db/schema/bookings';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAs, postJson, signInByEmailCode, signInWithPassword } from '../../../../tests/auth-helpers';
import { bookWith, createBookableDevice, makeBookingBody } from '../../../../tests/booking-fixtures';
import { createTechnician, createUser } from '../../../../tests/factories';
import { createTestApp } from '../../../../tests/test-app';
import type { AdminBookingDetail } from '../../../shared/contracts/admin-bookings';
import type { BookingDetailResponse } from '../../../shared/contracts/bookings';
import { assignTechnician } from '../../domain/booking-assignment';
import { bookingEvents, bookings, messages } from '../../db/schema/index';

// Moving a visit (SPEC 9: 'Cancellation or rescheduling needs at least 2 hours' notice'): the
// customer's own booking, from the current slot's 2-hour notice, to a slot the booking form would
// offer, with its event and its messages to the customer, the technician and the admins.

// 09:30 in India on Sunday 22 November 2026.
const start = new Date('2026-11-22T04:00:00Z');
let now = start;
const { app, db, auth, services } = await createTestApp({
  devOutbox: true,
  // Texts are written for delivery only when a gateway is configured; nothing listens here.
  smsGateway: 'http://127.0.0.1:9',
  clock: () => now,
});
const { device, screen } = await createBookableDevice(db);
const book = bookWith(app);
await createUser(auth, db, { email: 'move-admin@example.com', role: 'admin', password: 'admin-pass-1' });
const admin = await signInWithPassword(app, 'move-admin@example.com', 'admin-pass-1');
const carol = await signInByEmailCode(app, 'carol.move@example.com', 'Carol Customer');
const bob = await signInByEmailCode(app, 'bob.move@example.com', 'Bob Customer');

type Detail = BookingDetailResponse;

async function carolsBooking(overrides: Record<string, unknown> = {}) {
  now = start;
  const made = await book(
    makeBookingBody(device.id, [screen.id], { preferredDate: '2026-11-25', ...overrides }),
    {
      cookie: carol,
    },
  );
  expect(made.status).toBe(201);
  return made.body.booking;
}

/** As Carol unless told; `null` for a signed-out caller. */
const reschedule = (id: string, slot: unknown, cookie: string | null = carol) =>
  postJson<Detail>(app, `/api/bookings/${id}/reschedule`, slot, cookie ? { cookie } : {});

const detailOf = async (id: string) =>
  (await getAs(app, `/api/bookings/${id}`, carol)).body as unknown as Detail;

describe('moving a visit', () => {
  it('moves up to 2 hours before the current window starts, India time, and not after', async () => {
    const booking = await carolsBooking({ preferredDate: '2026-11-22', preferredTime: '13:00-15:00' });
    const tomorrow = { preferredDate: '2026-11-23', preferredTime: '09:00-11:00' };

    now = new Date('2026-11-22T05:31:00Z'); // 11:01 IST: 1 h 59 min before 13:00
    const late = await reschedule(booking.id, tomorrow);
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({ code: 'RESCHEDULE_TOO_LATE', params: { hours: 2 } });
    expect(late.body.error?.message).toMatch(/up to 2 hours before/);
    expect(await detailOf(booking.id)).toMatchObject({
      booking: { preferredDate: '2026-11-22', preferredTime: '13:00-15:00' },
      canReschedule: false,
    });

    now = new Date('2026-11-22T05:29:00Z'); // 10:59 IST: 2 h 01 min before
    expect((await detailOf(booking.id)).canReschedule).toBe(true);
    const moved = await reschedule(booking.id, tomorrow);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      booking: {
        status: 'pending',
        preferredDate: '2026-11-23',
        preferredTime: '09:00-11:00',
        canCancel: true,
      },
      canReschedule: true,
      reschedulesLeft: 2,
    });
    const [stored] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(stored).toMatchObject({
      preferredDate: '2026-11-23',
      preferredTime: '09:00-11:00',
      status: 'pending',
    });
  });

  it('writes a rescheduled event that keeps the status, with the old and new slot', async () => {
    const booking = await carolsBooking({ preferredDate: '2026-11-25', preferredTime: '11:00-13:00' });
    now = new Date('2026-11-22T06:15:00Z');
    expect(
      (await reschedule(booking.id, { preferredDate: '2026-11-26', preferredTime: '13:00-15:00' })).status,
    ).toBe(200);
    const events = await db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, booking.id))
      .orderBy(asc(bookingEvents.id));
    expect(events.map((e) => e.kind)).toEqual(['status', 'rescheduled']);
    expect(events[1]).toMatchObject({
      kind: 'rescheduled',
      fromStatus: 'pending',
      toStatus: 'pending',
      actorRole: 'customer',
      reason: null,
      details: {
        fromDate: '2026-11-25',
        fromTime: '11:00-13:00',
        toDate: '2026-11-26',
        toTime: '13:00-15:00',
      },
      createdAt: now,
    });

    // The customer's timeline shows the move; the admin's history says who moved it from where.
    const detail = await detailOf(booking.id);
    expect(detail.timeline).toEqual([
      { kind: 'status', status: 'pending', at: start.toISOString() },
      {
        kind: 'rescheduled',
        status: 'pending',
        at: now.toISOString(),
        toDate: '2026-11-26',
        toTime: '13:00-15:00',
      },
    ]);
    const adminView = (await getAs(app, `/api/admin/bookings/${booking.id}`, admin))
      .body as unknown as AdminBookingDetail;
    expect(adminView.events.at(-1)).toMatchObject({
      kind: 'rescheduled',
      fromStatus: 'pending',
      toStatus: 'pending',
      actorRole: 'customer',
      actorName: 'Carol Customer',
      details: { fromDate: '2026-11-25', toDate: '2026-11-26' },
    });
  });

  it('tells the customer (e-mail and text), the technician on the job and the admins, in the same transaction', async () => {
    const booking = await carolsBooking({ preferredDate: '2026-11-25', preferredTime: '11:00-13:00' });
    // Takes every visit this file books in one window: capacity is not the subject here (decision 051).
    const ravi = await createTechnician(auth, db, {
      name: 'Ravi Kumar',
      phone: '+919000077777',
      jobsPerWindow: 10,
    });
    await assignTechnician(db, services.lifecycle, {
      bookingId: booking.id,
      technicianId: ravi.id,
      actor: { userId: null, role: 'admin' },
      now,
    });
    const before = await db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.bookingId, booking.id));
    const moved = await reschedule(booking.id, { preferredDate: '2026-11-24', preferredTime: '13:00-15:00' });
    expect(moved.status).toBe(200);
    expect(moved.body.booking.status).toBe('confirmed');

    const sent = await db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.bookingId, booking.id),
          inArray(messages.template, [
            'booking_rescheduled',
            'technician_job_rescheduled',
            'booking_rescheduled_admin',
          ]),
        ),
      );
    expect(before.length).toBeGreaterThan(0);
    const who = sent.map((m) => [m.template, m.channel, m.toAddress]).sort();
    expect(who).toEqual(
      [
        ['booking_rescheduled', 'email', booking.email],
        ['booking_rescheduled', 'sms', booking.phone],
        ['booking_rescheduled_admin', 'email', 'move-admin@example.com'],
        ['technician_job_rescheduled', 'email', ravi.user.email],
        ['technician_job_rescheduled', 'sms', '+919000077777'],
      ].sort(),
    );
    const customerMail = sent.find((m) => m.template === 'booking_rescheduled' && m.channel === 'email')!;
    expect(customerMail.textBody).toContain('is now on Tue, 24 Nov 2026, 1:00 PM – 3:00 PM');
    expect(customerMail.textBody).toContain('Before, it was: Wed, 25 Nov 2026, 11:00 AM – 1:00 PM.');
    expect(customerMail.textBody).toContain('Ravi knows the new time');
    const customerSms = sent.find((m) => m.template === 'booking_rescheduled' && m.channel === 'sms')!;
    expect(customerSms.textBody).toContain('your visit is now on Tue, 24 Nov 2026, 1:00 PM – 3:00 PM');
    const technicianSms = sent.find(
      (m) => m.template === 'technician_job_rescheduled' && m.channel === 'sms',
    )!;
    expect(technicianSms.textBody).toContain('(was Wed, 25 Nov 2026, 11:00 AM – 1:00 PM)');
  });

  it('refuses a new slot the booking form would not offer, and the current slot', async () => {
    const booking = await carolsBooking({ preferredDate: '2026-11-25', preferredTime: '11:00-13:00' });
    const refused = async (slot: Record<string, unknown>, field: string, message: RegExp) => {
      const res = await reschedule(booking.id, slot);
      expect(res.status).toBe(400);
      expect(res.body.error?.code).toBe('VALIDATION_FAILED');
      expect(res.body.error?.fields?.[field]).toMatch(message);
    };
    // Today 11:00–13:00 starts 1 h 30 min after 09:30: less than 2 hours away.
    await refused(
      { preferredDate: '2026-11-22', preferredTime: '11:00-13:00' },
      'preferredTime',
      /less than 2 hours/,
    );
    await refused({ preferredDate: '2026-11-21', preferredTime: '13:00-15:00' }, 'preferredDate', /past/);
    await refused({ preferredDate: '2027-01-22', preferredTime: '13:00-15:00' }, 'preferredDate', /60 days/);
    await refused({ preferredDate: '2026-11-26' }, 'preferredTime', /time slot/);
    await refused(
      { preferredDate: '2026-11-26', preferredTime: '08:00-09:00' },
      'preferredTime',
      /time slot/,
    );
    await refused({ preferredDate: '', preferredTime: '13:00-15:00' }, 'preferredDate', /new date/);
    await refused({ preferredDate: '2026-11-31', preferredTime: '13:00-15:00' }, 'preferredDate', /new date/);
    await refused(
      { preferredDate: '2026-11-25', preferredTime: '11:00-13:00' },
      'preferredTime',
      /current date/,
    );
    // Today's 13:00 window is 3 h 30 min away: offered.
    expect(
      (await reschedule(booking.id, { preferredDate: '2026-11-22', preferredTime: '13:00-15:00' })).status,
    ).toBe(200);
    const events = await db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, booking.id), eq(bookingEvents.kind, 'rescheduled')));
    expect(events).toHaveLength(1);
  });

  it('refuses a booking that is in progress, completed or cancelled, in words about moving', async () => {
    const cases = [
      [
        'in_progress',
        'BOOKING_IN_PROGRESS',
        'The technician has already started this repair, so the visit cannot be moved now.',
      ],
      ['completed', 'BOOKING_COMPLETED', 'This repair is completed, so its visit cannot be moved.'],
      [
        'cancelled',
        'BOOKING_ALREADY_CANCELLED',
        'This booking has been cancelled, so its visit cannot be moved.',
      ],
    ] as const;
    for (const [status, code, message] of cases) {
      const booking = await carolsBooking();
      await db.update(bookings).set({ status }).where(eq(bookings.id, booking.id));
      const res = await reschedule(booking.id, { preferredDate: '2026-11-27', preferredTime: '13:00-15:00' });
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({ code, message, reason: 'reschedule' });
      expect((await detailOf(booking.id)).canReschedule).toBe(false);
    }
  });

  it('gives a date to a booking that had none, at any time', async () => {
    const booking = await carolsBooking({ preferredDate: '', preferredTime: '' });
    expect(booking).toMatchObject({ preferredDate: null, preferredTime: null });
    const res = await reschedule(booking.id, { preferredDate: '2026-11-22', preferredTime: '17:00-19:00' });
    expect(res.status).toBe(200);
    expect(res.body.booking).toMatchObject({ preferredDate: '2026-11-22', preferredTime: '17:00-19:00' });
    const [event] = await db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, booking.id), eq(bookingEvents.kind, 'rescheduled')));
    expect(event?.details).toEqual({
      fromDate: null,
      fromTime: null,
      toDate: '2026-11-22',
      toTime: '17:00-19:00',
    });
  });

  it('lets the customer move a visit 3 times, then asks them to call', async () => {
    const booking = await carolsBooking();
    const days = ['2026-11-26', '2026-11-27', '2026-11-28'];
    for (const [index, day] of days.entries()) {
      const res = await reschedule(booking.id, { preferredDate: day, preferredTime: '09:00-11:00' });
      expect(res.status).toBe(200);
      expect(res.body.reschedulesLeft).toBe(2 - index);
    }
    expect(await detailOf(booking.id)).toMatchObject({ canReschedule: false, reschedulesLeft: 0 });
    const fourth = await reschedule(booking.id, {
      preferredDate: '2026-11-29',
      preferredTime: '09:00-11:00',
    });
    expect(fourth.status).toBe(409);
    expect(fourth.body.error).toMatchObject({ code: 'RESCHEDULE_LIMIT_REACHED', params: { max: 3 } });
    // Cancelling is still open.
    expect((await detailOf(booking.id)).booking.canCancel).toBe(true);
  });

  it('counts moves made at the same moment one at a time (the row lock)', async () => {
    const booking = await carolsBooking();
    const days = ['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30'];
    const results = await Promise.all(
      days.map((day) => reschedule(booking.id, { preferredDate: day, preferredTime: '15:00-17:00' })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 409, 409]);
    const events = await db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, booking.id), eq(bookingEvents.kind, 'rescheduled')))
      .orderBy(asc(bookingEvents.id));
    expect(events).toHaveLength(3);
    // Each move starts where the one before it left the visit.
    for (const [index, event] of events.entries()) {
      if (index > 0) expect(moveOf(event.details).fromDate).toBe(moveOf(events[index - 1]!.details).toDate);
    }
    const [stored] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(stored?.preferredDate).toBe(moveOf(events.at(-1)!.details).toDate);
  });

  it("is the owner's only: another customer gets 404, a signed-out caller 401", async () => {
    const booking = await carolsBooking();
    const slot = { preferredDate: '2026-11-27', preferredTime: '13:00-15:00' };
    const asBob = await reschedule(booking.id, slot, bob);
    expect(asBob.status).toBe(404);
    expect(asBob.body.error?.code).toBe('NOT_FOUND');
    expect((await reschedule(booking.id, slot, null)).status).toBe(401);
    expect((await reschedule('not-a-uuid', slot)).status).toBe(404);
    expect((await detailOf(booking.id)).booking.preferredDate).toBe('2026-11-25');
  });
});

/** A rescheduled event's details (the column holds other kinds' details too). */
function moveOf(details: BookingEventDetails | null): RescheduleDetails {
  if (!details || !('toDate' in details)) throw new Error('not a move');
  return details;
}
