import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAs, postJson, signInWithPassword } from '../../../../tests/auth-helpers';
import { createBooking, createTechnician, createTrackingLink } from '../../../../tests/factories';
import { createTestApp } from '../../../../tests/test-app';
import type { TechnicianJob } from '../../../shared/contracts/people';
import type { TrackedBookingResponse } from '../../../shared/contracts/tracking';
import { bookingEvents, bookings } from '../../db/schema/index';

// The customer's sign-off of a completed repair (issue 32, decision 057) through the API: they see
// the final lines and total and confirm them with their start code on the technician's phone, or on
// the tracking link; once, only after completion, and kept with the network it came from.

const now = new Date('2026-11-22T09:00:00Z');
const { app, db, auth } = await createTestApp({ devOutbox: true, clock: () => now });

async function completedJob(overrides: Parameters<typeof createBooking>[1] = {}) {
  const technician = await createTechnician(auth, db);
  const cookie = await signInWithPassword(app, technician.user.email, 'tech-pass-1');
  const booking = await createBooking(db, {
    status: 'completed',
    completedAt: now,
    technicianId: technician.id,
    startCode: '5310',
    paymentMethod: 'cash',
    amountCollected: 249_900,
    ...overrides,
  });
  return { cookie, booking, token: await createTrackingLink(db, booking.id) };
}

const signOffWithCode = (cookie: string, id: string, code: string) =>
  postJson<{ job: TechnicianJob }>(app, `/api/technician/jobs/${id}/sign-off`, { code }, { cookie });
const signOffOnLink = (token: string) =>
  postJson<TrackedBookingResponse>(app, `/api/track/${token}/sign-off`, {}, { address: '198.51.100.4' });
const rowOf = async (id: string) => (await db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const signOffEvents = (id: string) =>
  db
    .select()
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingId, id), eq(bookingEvents.kind, 'signed_off')));

describe('The customer’s sign-off', () => {
  it('is given with the start code on the technician’s phone, once, and a wrong code counts', async () => {
    const { cookie, booking, token } = await completedJob();
    // Until then the tracking page shows the code to confirm with.
    const before = (await getAs(app, `/api/track/${token}`)).body as unknown as TrackedBookingResponse;
    expect(before.booking).toMatchObject({ signedOff: null, startCode: '5310' });

    const wrong = await signOffWithCode(cookie, booking.id, '1111');
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ error: { code: 'START_CODE_WRONG' } });
    expect((await rowOf(booking.id)).signedOffAt).toBeNull();

    const right = await signOffWithCode(cookie, booking.id, '5310');
    expect(right.status).toBe(200);
    expect(right.body.job.signedOff).toEqual({ at: now.toISOString(), by: 'code' });
    // Again: answered as it is, and kept once.
    expect((await signOffWithCode(cookie, booking.id, '5310')).status).toBe(200);
    expect(await signOffEvents(booking.id)).toHaveLength(1);

    const after = (await getAs(app, `/api/track/${token}`)).body as unknown as TrackedBookingResponse;
    expect(after.booking).toMatchObject({ signedOff: { by: 'code' }, startCode: null });
  });

  it('is given on the tracking link, with the network kept', async () => {
    const { booking, token } = await completedJob();
    const res = await signOffOnLink(token);
    expect(res.status).toBe(200);
    expect(res.body.booking.signedOff).toEqual({ at: now.toISOString(), by: 'link' });
    const [event] = await signOffEvents(booking.id);
    expect(event).toMatchObject({
      actorRole: 'guest',
      details: { total: 249_900, answeredBy: 'link', network: '198.51.100.4' },
    });
  });

  it('waits for the repair to be completed', async () => {
    const { cookie, booking, token } = await completedJob({
      status: 'in_progress',
      completedAt: null,
      paymentMethod: null,
      amountCollected: null,
    });
    const early = await signOffOnLink(token);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      error: { code: 'TRANSITION_NOT_ALLOWED', reason: 'sign_off_not_completed' },
    });
    expect((await signOffWithCode(cookie, booking.id, '5310')).status).toBe(409);
    expect((await rowOf(booking.id)).signedOffAt).toBeNull();
  });
});
