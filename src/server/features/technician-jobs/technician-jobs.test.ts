import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAs, postJson, signInByEmailCode, signInWithPassword } from '../../../../tests/auth-helpers';
import { createBookableDevice, makeBookingBody } from '../../../../tests/booking-fixtures';
import { createBooking, createReferral, createTechnician, createUser } from '../../../../tests/factories';
import { createTestApp } from '../../../../tests/test-app';
import type { BookingView } from '../../../shared/contracts/bookings';
import type { TechnicianJob } from '../../../shared/contracts/people';
import { START_CODE_MAX_TRIES } from '../../../shared/schemas/technician-work';
import { adminActions, bookingEvents, bookings, messages, referrals } from '../../db/schema/index';

// The technician's jobs through the API: only their own, started at the door with the customer's
// code (wrong codes counted and locked until an admin resets them), completed with the payment.

// 09:30 in India on Sunday 22 November 2026.
const now = new Date('2026-11-22T04:00:00Z');
// Texts are written only when a gateway is configured; nothing listens here, and nothing needs to:
// the tests read what was queued.
const { app, db, auth } = await createTestApp({
  devOutbox: true,
  smsGateway: 'http://127.0.0.1:9',
  clock: () => now,
});
const { device, screen } = await createBookableDevice(db);
const deskAdmin = await createUser(auth, db, {
  email: 'desk@example.com',
  name: 'Desk Admin',
  role: 'admin',
  password: 'admin-pass-1',
});
const admin = await signInWithPassword(app, 'desk@example.com', 'admin-pass-1');

/** A technician and their session: each test has its own, so rate limits of one touch no other. */
async function signedInTechnician(name: string) {
  const technician = await createTechnician(auth, db, { name });
  return { ...technician, cookie: await signInWithPassword(app, technician.user.email, 'tech-pass-1') };
}

const assign = (bookingId: string, technicianId: number) =>
  postJson<{ booking: BookingView & { startCodeLocked: boolean } }>(
    app,
    `/api/admin/bookings/${bookingId}/assign`,
    { technicianId },
    { cookie: admin },
  );
const start = (cookie: string, bookingId: string, code: string) =>
  postJson<{ job: TechnicianJob }>(app, `/api/technician/jobs/${bookingId}/start`, { code }, { cookie });
const complete = (cookie: string, bookingId: string, body: unknown) =>
  postJson<{ job: TechnicianJob }>(app, `/api/technician/jobs/${bookingId}/complete`, body, { cookie });
const jobsOf = async (cookie: string) =>
  (await getAs(app, '/api/technician/jobs', cookie)).body as unknown as { jobs: TechnicianJob[] };

async function bookingRow(id: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

/** Another 4-digit code than `code`. */
const wrongFor = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

/** A booking assigned through the admin desk, as in real use: confirmed, with its start code. */
async function assignedBooking(technicianId: number, overrides: Parameters<typeof createBooking>[1] = {}) {
  const booking = await createBooking(db, { deviceId: device.id, ...overrides });
  expect((await assign(booking.id, technicianId)).status).toBe(200);
  return bookingRow(booking.id);
}

describe("another technician's job", () => {
  it('is not seen, started or completed by anyone else, and costs its technician no tries', async () => {
    const ravi = await signedInTechnician('Ravi Kumar');
    const meena = await signedInTechnician('Meena Sahu');
    const job = await assignedBooking(ravi.id);

    expect((await jobsOf(ravi.cookie)).jobs.map((j) => j.id)).toEqual([job.id]);
    expect((await jobsOf(meena.cookie)).jobs).toEqual([]);
    // Even with the right code, Meena is told there is no such job: the same answer as a made-up id.
    for (const id of [job.id, '00000000-0000-4000-8000-000000000000', 'not-a-booking']) {
      const started = await start(meena.cookie, id, job.startCode!);
      expect(started.status, id).toBe(404);
      expect(started.body.error).toMatchObject({ code: 'NOT_FOUND', message: 'Booking not found' });
      const completed = await complete(meena.cookie, id, { paymentMethod: 'cash', amountCollected: 100 });
      expect(completed.status, id).toBe(404);
    }
    for (const wrong of ['0000', '9999']) expect((await start(meena.cookie, job.id, wrong)).status).toBe(404);
    expect(await bookingRow(job.id)).toMatchObject({ status: 'confirmed', startCodeFailures: 0 });

    // Once Ravi has started it, Meena still cannot complete it.
    expect((await start(ravi.cookie, job.id, job.startCode!)).status).toBe(200);
    expect(
      (await complete(meena.cookie, job.id, { paymentMethod: 'cash', amountCollected: 100 })).status,
    ).toBe(404);
    expect((await bookingRow(job.id)).status).toBe('in_progress');
  });
});

describe('completing a job', () => {
  it('is refused until the job is started, and for a cancelled one, with a clear code', async () => {
    const ravi = await signedInTechnician('Ravi Das');
    const payment = { paymentMethod: 'cash', amountCollected: 2499 };
    const pending = await createBooking(db, { technicianId: ravi.id, status: 'pending', startCode: '1111' });
    const confirmed = await assignedBooking(ravi.id);
    const cancelled = await createBooking(db, {
      technicianId: ravi.id,
      status: 'cancelled',
      startCode: '2222',
    });

    for (const [booking, code, status] of [
      [pending, 'JOB_NOT_STARTED', 409],
      [confirmed, 'JOB_NOT_STARTED', 409],
      [cancelled, 'BOOKING_ALREADY_CANCELLED', 409],
    ] as const) {
      const res = await complete(ravi.cookie, booking.id, payment);
      expect([res.status, res.body.error?.code], booking.status).toEqual([status, code]);
      expect(await bookingRow(booking.id)).toMatchObject({
        status: booking.status,
        paymentMethod: null,
        amountCollected: null,
        completedAt: null,
      });
    }
    // Nor can a pending or cancelled job be started, even with its code.
    expect((await start(ravi.cookie, pending.id, '1111')).body.error).toMatchObject({
      code: 'TRANSITION_NOT_ALLOWED',
      params: { from: 'pending', to: 'in_progress' },
    });
    expect((await start(ravi.cookie, cancelled.id, '2222')).body.error?.code).toBe(
      'BOOKING_ALREADY_CANCELLED',
    );
  });

  it('records the payment and completion time, completes the referral and tells the customer', async () => {
    const ravi = await signedInTechnician('Ravi Sahoo');
    const job = await assignedBooking(ravi.id, { email: 'done@example.com', phone: '+919876511111' });
    const referral = await createReferral(auth, db, { bookingId: job.id });
    expect((await start(ravi.cookie, job.id, job.startCode!)).body.job.status).toBe('in_progress');

    // Rupees in, whole and not negative.
    for (const body of [
      { paymentMethod: 'card', amountCollected: 2499 },
      { paymentMethod: 'upi', amountCollected: -1 },
      { paymentMethod: 'upi', amountCollected: 24.5 },
      { paymentMethod: 'upi' },
    ]) {
      const refused = await complete(ravi.cookie, job.id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error?.code).toBe('VALIDATION_FAILED');
    }
    expect((await bookingRow(job.id)).status).toBe('in_progress');

    const done = await complete(ravi.cookie, job.id, { paymentMethod: 'upi', amountCollected: 2499 });
    expect(done.status).toBe(200);
    expect(done.body.job).toMatchObject({
      id: job.id,
      status: 'completed',
      paymentMethod: 'upi',
      amountCollected: 249_900,
      completedAt: now.toISOString(),
      startCodeLocked: false,
    });
    expect(await bookingRow(job.id)).toMatchObject({
      status: 'completed',
      paymentMethod: 'upi',
      amountCollected: 249_900,
      completedAt: now,
    });
    const [referralNow] = await db.select().from(referrals).where(eq(referrals.id, referral.id));
    expect(referralNow!.status).toBe('completed');
    const events = await db
      .select({ from: bookingEvents.fromStatus, to: bookingEvents.toStatus, role: bookingEvents.actorRole })
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, job.id), eq(bookingEvents.actorRole, 'technician')))
      .orderBy(asc(bookingEvents.id));
    expect(events).toEqual([
      { from: 'confirmed', to: 'in_progress', role: 'technician' },
      { from: 'in_progress', to: 'completed', role: 'technician' },
    ]);
    const completion = await db
      .select({ channel: messages.channel, to: messages.toAddress })
      .from(messages)
      .where(and(eq(messages.bookingId, job.id), eq(messages.template, 'booking_completed')))
      .orderBy(asc(messages.id));
    expect(completion).toEqual([
      { channel: 'email', to: 'done@example.com' },
      { channel: 'sms', to: '+919876511111' },
    ]);

    // The same request again (a retry on a flaky connection) answers the job; another payment is refused.
    const again = await complete(ravi.cookie, job.id, { paymentMethod: 'upi', amountCollected: 2499 });
    expect([again.status, again.body.job.status]).toEqual([200, 'completed']);
    const changed = await complete(ravi.cookie, job.id, { paymentMethod: 'cash', amountCollected: 2000 });
    expect([changed.status, changed.body.error?.code]).toEqual([409, 'TRANSITION_NOT_ALLOWED']);
    expect(await bookingRow(job.id)).toMatchObject({ paymentMethod: 'upi', amountCollected: 249_900 });
    expect(
      await db
        .select()
        .from(messages)
        .where(and(eq(messages.bookingId, job.id), eq(messages.template, 'booking_completed'))),
    ).toHaveLength(2);
  });
});

describe('the start code', () => {
  it('counts wrong codes down, locks the job at the limit, and starts it once an admin resets it', async () => {
    const ravi = await signedInTechnician('Ravi Jena');
    const job = await assignedBooking(ravi.id);
    const code = job.startCode!;
    expect(code).toMatch(/^\d{4}$/);
    const wrong = wrongFor(code);

    for (let tried = 1; tried < START_CODE_MAX_TRIES; tried++) {
      const res = await start(ravi.cookie, job.id, wrong);
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({
        code: 'START_CODE_WRONG',
        attemptsLeft: START_CODE_MAX_TRIES - tried,
        fields: { code: 'This start code is not right.' },
      });
      // The refusal did not undo the count.
      expect((await bookingRow(job.id)).startCodeFailures).toBe(tried);
    }
    const last = await start(ravi.cookie, job.id, wrong);
    expect(last.status).toBe(423);
    expect(last.body.error).toMatchObject({ code: 'START_CODE_LOCKED', attemptsLeft: 0 });
    // Locked: the right code does not start it now, and the tries are not counted past the limit.
    const locked = await start(ravi.cookie, job.id, code);
    expect([locked.status, locked.body.error?.code]).toEqual([423, 'START_CODE_LOCKED']);
    expect(await bookingRow(job.id)).toMatchObject({
      status: 'confirmed',
      startCodeFailures: START_CODE_MAX_TRIES,
    });
    expect((await jobsOf(ravi.cookie)).jobs[0]).toMatchObject({ id: job.id, startCodeLocked: true });

    const reset = await postJson<{ booking: { startCodeLocked: boolean; startCode: string | null } }>(
      app,
      `/api/admin/bookings/${job.id}/start-code/reset`,
      {},
      { cookie: admin },
    );
    expect(reset.status).toBe(200);
    // The customer's code stays the one they were sent.
    expect(reset.body.booking).toMatchObject({ startCodeLocked: false, startCode: code });
    expect(
      await db
        .select({ actor: adminActions.actorUserId, action: adminActions.action })
        .from(adminActions)
        .where(eq(adminActions.subjectId, job.id)),
    ).toEqual([{ actor: deskAdmin.id, action: 'booking.start_code_reset' }]);

    expect((await start(ravi.cookie, job.id, wrong)).body.error?.attemptsLeft).toBe(START_CODE_MAX_TRIES - 1);
    const started = await start(ravi.cookie, job.id, ` ${code} `);
    expect(started.status).toBe(200);
    expect(started.body.job).toMatchObject({ id: job.id, status: 'in_progress', startCodeLocked: false });
    expect(JSON.stringify(started.body)).not.toContain('startCode"');
    // Sent again after it worked (the answer was lost): the job as it is, nothing counted or moved.
    const retried = await start(ravi.cookie, job.id, code);
    expect([retried.status, retried.body.job.status]).toEqual([200, 'in_progress']);
    // A wrong code on a started job is refused without counting.
    expect((await start(ravi.cookie, job.id, wrong)).body.error?.code).toBe('TRANSITION_NOT_ALLOWED');
    expect(
      await db
        .select({ to: bookingEvents.toStatus })
        .from(bookingEvents)
        .where(and(eq(bookingEvents.bookingId, job.id), eq(bookingEvents.actorRole, 'technician'))),
    ).toEqual([{ to: 'in_progress' }]);
  });

  it("limits one technician's start attempts across their jobs", async () => {
    const ravi = await signedInTechnician('Ravi Behera');
    const jobs = [];
    for (let i = 0; i < 5; i++) {
      jobs.push(
        await createBooking(db, { technicianId: ravi.id, status: 'confirmed', startCode: `100${i}` }),
      );
    }
    // Four jobs take five wrong codes each: twenty tries in the hour, each refused for its code.
    for (const job of jobs.slice(0, 4)) {
      for (let i = 0; i < START_CODE_MAX_TRIES; i++) {
        const res = await start(ravi.cookie, job.id, '9999');
        expect(res.body.error?.code).toMatch(/^START_CODE_(WRONG|LOCKED)$/);
      }
    }
    const limited = await start(ravi.cookie, jobs[4]!.id, '1004');
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.body.error?.retryAfterSeconds).toBeGreaterThan(0);
    expect(await bookingRow(jobs[4]!.id)).toMatchObject({ status: 'confirmed', startCodeFailures: 0 });
  });

  it('is given by an admin to a job assigned before codes existed', async () => {
    const ravi = await signedInTechnician('Ravi Swain');
    const legacy = await createBooking(db, { technicianId: ravi.id, status: 'confirmed' });
    const refused = await start(ravi.cookie, legacy.id, '1234');
    expect(refused.status).toBe(423);
    expect(refused.body.error).toMatchObject({ code: 'START_CODE_LOCKED', reason: 'missing' });
    expect((await bookingRow(legacy.id)).startCodeFailures).toBe(0);

    await postJson(app, `/api/admin/bookings/${legacy.id}/start-code/reset`, {}, { cookie: admin });
    const { startCode } = await bookingRow(legacy.id);
    expect(startCode).toMatch(/^\d{4}$/);
    expect((await start(ravi.cookie, legacy.id, startCode!)).body.job?.status).toBe('in_progress');
  });

  it('asks for 4 digits', async () => {
    const ravi = await signedInTechnician('Ravi Pradhan');
    const job = await assignedBooking(ravi.id);
    for (const code of ['', '123', '12345', 'abcd', 12]) {
      const res = await postJson(
        app,
        `/api/technician/jobs/${job.id}/start`,
        { code },
        { cookie: ravi.cookie },
      );
      expect(res.status, String(code)).toBe(400);
      expect(res.body.error?.fields).toEqual({ code: 'Please enter the 4-digit start code.' });
    }
    expect((await bookingRow(job.id)).startCodeFailures).toBe(0);
  });

  it("is the customer's once a technician is assigned: on their booking and in their messages, never the technician's", async () => {
    const ravi = await signedInTechnician('Ravi Mishra');
    const meena = await signedInTechnician('Meena Nayak');
    const customer = await signInByEmailCode(app, 'code.customer@example.com', 'Kavya');
    const booked = await postJson<{ booking: BookingView }>(
      app,
      '/api/bookings',
      makeBookingBody(device.id, [screen.id], { email: 'code.customer@example.com' }),
      { cookie: customer },
    );
    const id = booked.body.booking.id;
    const customerView = async () =>
      ((await getAs(app, `/api/bookings/${id}`, customer)).body as unknown as { booking: BookingView })
        .booking;
    expect(booked.body.booking.startCode).toBeNull();
    expect((await customerView()).startCode).toBeNull();
    expect((await bookingRow(id)).startCode).toBeNull();

    const assigned = await assign(id, ravi.id);
    const code = (await bookingRow(id)).startCode!;
    expect(code).toMatch(/^\d{4}$/);
    expect((await customerView()).startCode).toBe(code);
    expect(assigned.body.booking.startCode).toBe(code);

    const sent = await db
      .select({ template: messages.template, channel: messages.channel, text: messages.textBody })
      .from(messages)
      .where(eq(messages.bookingId, id))
      .orderBy(asc(messages.id));
    const toCustomer = sent.filter((m) => m.template === 'technician_assigned');
    expect(toCustomer.map((m) => m.channel)).toEqual(['email', 'sms']);
    for (const message of toCustomer) {
      expect(message.text).toContain(
        `Your start code: ${code}. Share this code with the technician only when they are at your door.`,
      );
    }
    const toTechnician = sent.filter((m) => m.template === 'technician_job');
    expect(toTechnician.map((m) => m.channel)).toEqual(['email', 'sms']);
    for (const message of toTechnician) expect(message.text).not.toMatch(/start code/i);
    const listed = await getAs(app, '/api/technician/jobs', ravi.cookie);
    expect(JSON.stringify(listed.body)).toContain(id);
    expect(JSON.stringify(listed.body)).not.toContain('startCode"');

    // A new technician: the customer keeps the code they were sent, and hears it again.
    await assign(id, meena.id);
    expect((await bookingRow(id)).startCode).toBe(code);
    const reassigned = await db
      .select({ text: messages.textBody })
      .from(messages)
      .where(and(eq(messages.bookingId, id), eq(messages.template, 'technician_assigned')));
    expect(reassigned).toHaveLength(4);
    for (const message of reassigned) expect(message.text).toContain(`Your start code: ${code}.`);
    expect((await start(ravi.cookie, id, code)).status).toBe(404);

    // Once the job has started the code has done its work, and the booking no longer shows it.
    expect((await start(meena.cookie, id, code)).status).toBe(200);
    expect((await customerView()).startCode).toBeNull();
  });
});
