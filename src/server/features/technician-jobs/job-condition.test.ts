import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { getAs, postJson, signInByEmailCode, signInWithPassword } from '../../../../tests/auth-helpers';
import { createBooking, createTechnician, createTrackingLink, createUser } from '../../../../tests/factories';
import { readLiveStream } from '../../../../tests/live-stream';
import { createTestApp } from '../../../../tests/test-app';
import type { BookingDetailResponse } from '../../../shared/contracts/bookings';
import type { TechnicianJob } from '../../../shared/contracts/people';
import type { TrackedBookingResponse } from '../../../shared/contracts/tracking';
import type { DeviceConditionInput } from '../../../shared/schemas/device-condition';
import { bookings } from '../../db/schema/index';

// The condition check at the door (issue 32) through the API: the assigned technician records what
// the device looks like before work starts; the customer reads it on the tracking link and in their
// bookings, live; it cannot be written on another's job, after the start, or with a whole IMEI.

const now = new Date('2026-11-22T05:00:00Z');
const { app, db, auth } = await createTestApp({ devOutbox: true, clock: () => now });
const streams: { close: () => void }[] = [];
afterAll(() => streams.forEach((stream) => stream.close()));

const found: DeviceConditionInput = {
  screen: 'cracked',
  body: 'scratched',
  water: 'clean',
  buttons: 'working',
  cameras: 'faulty',
  power: 'on',
  imeiLast4: ' 4821 ',
  note: 'Crack from the top left corner; back camera blurred.',
};

async function signedInTechnician() {
  const technician = await createTechnician(auth, db);
  return { ...technician, cookie: await signInWithPassword(app, technician.user.email, 'tech-pass-1') };
}

const record = (cookie: string, id: string, body: unknown) =>
  postJson<{ job: TechnicianJob }>(app, `/api/technician/jobs/${id}/condition`, body, {
    cookie,
    method: 'PUT',
  });

const storedOf = async (id: string) =>
  (await db.select().from(bookings).where(eq(bookings.id, id)))[0]!.deviceCondition;

describe('The condition check', () => {
  it('is recorded on a confirmed job, corrected while it waits, and read by the customer', async () => {
    const ravi = await signedInTechnician();
    const customer = await createUser(auth, db);
    const booking = await createBooking(db, {
      status: 'confirmed',
      technicianId: ravi.id,
      userId: customer.id,
    });
    const token = await createTrackingLink(db, booking.id);
    const watching = readLiveStream(await app.request(`/api/track/${token}/live`));
    streams.push(watching);
    await watching.next((e) => e.event === 'ready');

    const res = await record(ravi.cookie, booking.id, found);
    expect(res.status).toBe(200);
    const expected = { ...found, imeiLast4: '4821', recordedAt: now.toISOString() };
    expect(res.body.job.deviceCondition).toEqual(expected);
    expect(await storedOf(booking.id)).toEqual(expected);
    // The customer's open tracking page is told at once.
    await watching.next((e) => e.event === 'booking', 2000);

    const tracked = (await getAs(app, `/api/track/${token}`)).body as unknown as TrackedBookingResponse;
    expect(tracked.booking.deviceCondition).toEqual(expected);
    const cookie = await signInByEmailCode(app, customer.email);
    const detail = (await getAs(app, `/api/bookings/${booking.id}`, cookie))
      .body as unknown as BookingDetailResponse;
    expect(detail.booking.deviceCondition).toEqual(expected);

    // A correction replaces it; the IMEI may be left out when it cannot be read.
    const corrected = await record(ravi.cookie, booking.id, { ...found, power: 'off', imeiLast4: '' });
    expect(corrected.body.job.deviceCondition).toMatchObject({ power: 'off', imeiLast4: '' });
  });

  it('refuses a whole IMEI, a choice not on the list, and a missing part, in the one error shape', async () => {
    const ravi = await signedInTechnician();
    const booking = await createBooking(db, { status: 'confirmed', technicianId: ravi.id });
    const whole = await record(ravi.cookie, booking.id, { ...found, imeiLast4: '356938035643809' });
    expect(whole.status).toBe(400);
    expect(whole.body.error?.code).toBe('VALIDATION_FAILED');
    expect(whole.body.error?.fieldKeys?.imeiLast4?.key).toBe('imeiLast4');
    const odd = await record(ravi.cookie, booking.id, { ...found, screen: 'broken' });
    expect(odd.body.error?.fieldKeys?.screen?.key).toBe('conditionChoice');
    const { cameras: _left, ...missing } = found;
    expect((await record(ravi.cookie, booking.id, missing)).body.error?.fieldKeys?.cameras?.key).toBe(
      'conditionChoice',
    );
    const long = await record(ravi.cookie, booking.id, { ...found, note: 'x'.repeat(501) });
    expect(long.body.error?.fieldKeys?.note).toEqual({ key: 'noteMax', params: { max: 500 } });
    expect(await storedOf(booking.id)).toBeNull();
  });

  it('is the assigned technician’s, before the work starts', async () => {
    const ravi = await signedInTechnician();
    const meena = await signedInTechnician();
    const booking = await createBooking(db, { status: 'confirmed', technicianId: ravi.id });
    expect((await record(meena.cookie, booking.id, found)).status).toBe(404);
    for (const status of ['pending', 'in_progress', 'completed', 'cancelled'] as const) {
      const other = await createBooking(db, { status, technicianId: ravi.id });
      const res = await record(ravi.cookie, other.id, found);
      expect(res.status, status).toBe(409);
      expect(res.body.error).toMatchObject({ code: 'TRANSITION_NOT_ALLOWED', reason: 'condition_closed' });
      expect(await storedOf(other.id)).toBeNull();
    }
    const customer = await createUser(auth, db);
    const customerCookie = await signInByEmailCode(app, customer.email);
    expect((await record(customerCookie, booking.id, found)).status).toBe(403);
    expect((await record('', booking.id, found)).status).toBe(401);
    expect(await storedOf(booking.id)).toBeNull();
  });

  it('waits for the visit’s day, as the trip does', async () => {
    const ravi = await signedInTechnician();
    const tomorrow = await createBooking(db, {
      status: 'confirmed',
      technicianId: ravi.id,
      preferredDate: '2026-11-23',
    });
    const res = await record(ravi.cookie, tomorrow.id, found);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'TRANSITION_NOT_ALLOWED', reason: 'not_today' });
    expect(await storedOf(tomorrow.id)).toBeNull();
    const today = await createBooking(db, {
      status: 'confirmed',
      technicianId: ravi.id,
      preferredDate: '2026-11-22',
    });
    expect((await record(ravi.cookie, today.id, found)).status).toBe(200);
  });
});
