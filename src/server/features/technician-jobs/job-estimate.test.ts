import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { getAs, postJson, signInWithPassword } from '../../../../tests/auth-helpers';
import {
  createBooking,
  createDevice,
  createPricing,
  createRepairService,
  createTechnician,
  createTrackingLink,
} from '../../../../tests/factories';
import { readLiveStream } from '../../../../tests/live-stream';
import { createTestApp } from '../../../../tests/test-app';
import type { EstimateView } from '../../../shared/contracts/door';
import type { TechnicianJob } from '../../../shared/contracts/people';
import type { TrackedBookingResponse } from '../../../shared/contracts/tracking';
import { START_CODE_MAX_TRIES } from '../../../shared/schemas/technician-work';
import { bookingEvents, bookings, messages } from '../../db/schema/index';

// A revised estimate at the door (issue 32, decision 056) through the API: the technician adds and
// removes repairs at the catalogue's prices; the customer is sent the difference and approves or
// declines it on the tracking link, or approves in person with the start code; completion waits for
// the answer, and a declined price may close with the inspection visit's fee.

const now = new Date('2026-11-22T05:00:00Z');
const { app, db, auth } = await createTestApp({ devOutbox: true, clock: () => now });
const streams: { close: () => void }[] = [];
afterAll(() => streams.forEach((stream) => stream.close()));

const phone = await createDevice(db, { name: 'Galaxy A15' });
const screen = await createRepairService(db, { name: 'Screen Replacement' });
const battery = await createRepairService(db, { name: 'Battery Replacement' });
const port = await createRepairService(db, { name: 'Charging Port Repair' });
const diagnosis = await createRepairService(db, {
  name: 'Dead Mobile Diagnosis',
  slug: 'dead-mobile-diagnosis',
});
await createPricing(db, { deviceId: phone.id, repairServiceId: screen.id, priceAmount: 249_900 });
await createPricing(db, { deviceId: phone.id, repairServiceId: battery.id, priceAmount: 149_900 });
await createPricing(db, { deviceId: phone.id, repairServiceId: diagnosis.id, priceAmount: 29_900 });
// Not offered on this device.
await createPricing(db, { repairServiceId: port.id, priceAmount: 59_900 });

const screenLine = { id: screen.id, name: 'Screen Replacement', priceAmount: 249_900 };

async function startedJob(overrides: Parameters<typeof createBooking>[1] = {}) {
  const technician = await createTechnician(auth, db);
  const cookie = await signInWithPassword(app, technician.user.email, 'tech-pass-1');
  const booking = await createBooking(db, {
    status: 'in_progress',
    technicianId: technician.id,
    deviceId: phone.id,
    startCode: '4827',
    selectedServicesDetails: [screenLine],
    ...overrides,
  });
  return { technician, cookie, booking, token: await createTrackingLink(db, booking.id) };
}

const propose = (cookie: string, id: string, body: unknown) =>
  postJson<{ job: TechnicianJob }>(app, `/api/technician/jobs/${id}/estimate`, body, { cookie });
const answer = (token: string, verb: 'approve' | 'decline', address = '203.0.113.7') =>
  postJson<{ estimate: EstimateView | null }>(app, `/api/track/${token}/estimate/${verb}`, {}, { address });
const complete = (cookie: string, id: string, body: Record<string, unknown> = {}) =>
  postJson<{ job: TechnicianJob }>(
    app,
    `/api/technician/jobs/${id}/complete`,
    { paymentMethod: 'cash', amountCollected: 0, ...body },
    { cookie },
  );
const rowOf = async (id: string) => (await db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const eventsOf = (id: string, kind: 'estimate' | 'estimate_approved' | 'estimate_declined') =>
  db
    .select()
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingId, id), eq(bookingEvents.kind, kind)));

describe('A revised estimate', () => {
  it('adds a repair at the catalogue price, tells the customer line by line, and waits for the answer', async () => {
    const { cookie, booking, token } = await startedJob({ language: 'hi' });
    const watching = readLiveStream(await app.request(`/api/track/${token}/live`));
    streams.push(watching);
    await watching.next((e) => e.event === 'ready');

    // Whatever a client says of prices is not read: only the service ids.
    const res = await propose(cookie, booking.id, { add: [battery.id], priceAmount: 1 });
    expect(res.status).toBe(200);
    expect(res.body.job.estimate).toMatchObject({
      status: 'pending',
      previousTotal: 249_900,
      total: 399_800,
      added: [{ id: battery.id, name: 'Battery Replacement', priceAmount: 149_900 }],
      removed: [],
    });
    // The booking's own lines wait for the answer.
    expect((await rowOf(booking.id)).totalPrice).toBe(249_900);
    await watching.next((e) => e.event === 'booking', 2000);

    const sent = (await db.select().from(messages).where(eq(messages.bookingId, booking.id))).filter(
      (m) => m.template === 'revised_estimate',
    );
    expect(sent.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    const sms = sent.find((m) => m.channel === 'sms')!;
    // In the booking's language, with both totals and a tracking link.
    expect(sms.textBody).toContain('₹3,998');
    expect(sms.textBody).toContain('₹2,499');
    expect(sms.textBody).toMatch(/नया कुल/);
    const email = sent.find((m) => m.channel === 'email')!;
    expect(email.textBody).toContain('Battery Replacement');

    const tracked = (await getAs(app, `/api/track/${token}`)).body as unknown as TrackedBookingResponse;
    expect(tracked.booking.estimate?.status).toBe('pending');
    // The customer can approve in person with the code: the page shows it while the price waits.
    expect(tracked.booking.startCode).toBe('4827');
    expect((await eventsOf(booking.id, 'estimate')).length).toBe(1);
    // A job the office cancels meanwhile shows no code for a price nobody will answer.
    const cancelled = await startedJob({ language: 'hi' });
    await propose(cancelled.cookie, cancelled.booking.id, { add: [battery.id] });
    await db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, cancelled.booking.id));
    const gone = (await getAs(app, `/api/track/${cancelled.token}`))
      .body as unknown as TrackedBookingResponse;
    expect(gone.booking.startCode).toBeNull();

    // Completing now is refused: the added repair waits for approval.
    const early = await complete(cookie, booking.id, { amountCollected: 3998 });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ error: { code: 'ESTIMATE_PENDING' } });
    expect((await rowOf(booking.id)).status).toBe('in_progress');
  });

  it('is approved on the tracking link: the booking takes the new lines, with the network kept', async () => {
    const { cookie, booking, token } = await startedJob();
    await propose(cookie, booking.id, { add: [battery.id] });

    const read = await getAs(app, `/api/track/${token}/estimate`);
    expect(read.body).toMatchObject({ estimate: { status: 'pending', total: 399_800 } });

    const approved = await answer(token, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body.estimate).toMatchObject({ status: 'approved', answeredBy: 'link' });
    // A second tap (a retry) answers the same.
    expect((await answer(token, 'approve')).status).toBe(200);
    // Another answer once given is refused.
    expect((await answer(token, 'decline')).body).toMatchObject({ error: { code: 'ESTIMATE_NOT_PENDING' } });

    const row = await rowOf(booking.id);
    expect(row.totalPrice).toBe(399_800);
    expect(row.selectedIssues).toEqual([screen.id, battery.id]);
    expect(row.selectedIssuesText).toBe('Screen Replacement, Battery Replacement');
    const [event] = await eventsOf(booking.id, 'estimate_approved');
    expect(event).toMatchObject({
      actorRole: 'guest',
      details: { previousTotal: 249_900, total: 399_800, answeredBy: 'link', network: '203.0.113.7' },
    });
    expect(event!.createdAt.toISOString()).toBe(now.toISOString());

    const done = await complete(cookie, booking.id, { amountCollected: 3998 });
    expect(done.status).toBe(200);
    expect(done.body.job.status).toBe('completed');
  });

  it('is approved in person with the start code, and a wrong code counts against the tries', async () => {
    const { cookie, booking } = await startedJob();
    await propose(cookie, booking.id, { add: [battery.id], remove: [screen.id] });
    const approve = (code: string) =>
      postJson<{ job: TechnicianJob }>(
        app,
        `/api/technician/jobs/${booking.id}/estimate/approve`,
        { code },
        { cookie },
      );

    const wrong = await approve('1111');
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({
      error: { code: 'START_CODE_WRONG', attemptsLeft: START_CODE_MAX_TRIES - 1 },
    });
    expect((await rowOf(booking.id)).estimate?.status).toBe('pending');

    const right = await approve('4827');
    expect(right.status).toBe(200);
    expect(right.body.job.estimate).toMatchObject({ status: 'approved', answeredBy: 'code' });
    expect(right.body.job.selectedServicesDetails.map((s) => s.id)).toEqual([battery.id]);
    expect(right.body.job.totalPrice).toBe(149_900);
  });

  it('declined: the job completes as booked, or closes with the inspection visit fee only', async () => {
    const asBooked = await startedJob();
    await propose(asBooked.cookie, asBooked.booking.id, { add: [battery.id] });
    expect((await answer(asBooked.token, 'decline')).body.estimate).toMatchObject({ status: 'declined' });
    expect((await rowOf(asBooked.booking.id)).totalPrice).toBe(249_900);
    expect((await eventsOf(asBooked.booking.id, 'estimate_declined')).length).toBe(1);
    const done = await complete(asBooked.cookie, asBooked.booking.id, { amountCollected: 2499 });
    expect(done.body.job).toMatchObject({ status: 'completed', totalPrice: 249_900 });

    const feeOnly = await startedJob();
    // The fee alone needs a declined price first.
    const refused = await complete(feeOnly.cookie, feeOnly.booking.id, { visitFeeOnly: true });
    expect(refused.body).toMatchObject({ error: { code: 'ESTIMATE_NOT_DECLINED' } });
    await propose(feeOnly.cookie, feeOnly.booking.id, { add: [battery.id] });
    await answer(feeOnly.token, 'decline');
    const closed = await complete(feeOnly.cookie, feeOnly.booking.id, {
      visitFeeOnly: true,
      amountCollected: 299,
    });
    expect(closed.status).toBe(200);
    expect(closed.body.job).toMatchObject({ status: 'completed', totalPrice: 29_900 });
    expect(closed.body.job.selectedServicesDetails).toMatchObject([
      { id: diagnosis.id, priceAmount: 29_900 },
    ]);
  });

  it('takes only repairs this device offers, and only on a started job of the technician’s own', async () => {
    const { cookie, booking, token } = await startedJob();
    // The dialog offers what the device offers, at its prices.
    const offered = await getAs(app, `/api/technician/jobs/${booking.id}/repairs`, cookie);
    expect(offered.body).toEqual({
      repairs: [
        { id: battery.id, name: 'Battery Replacement', slug: battery.slug, priceAmount: 149_900 },
        { id: diagnosis.id, name: 'Dead Mobile Diagnosis', slug: diagnosis.slug, priceAmount: 29_900 },
        { id: screen.id, name: 'Screen Replacement', slug: screen.slug, priceAmount: 249_900 },
      ],
      // No rate card in this shop yet (decision 060).
      rates: [],
      visitFee: 29_900,
    });
    const notOffered = await propose(cookie, booking.id, { add: [port.id] });
    expect(notOffered.status).toBe(400);
    expect(notOffered.body).toMatchObject({ error: { code: 'REPAIRS_UNAVAILABLE' } });
    // Already booked, not booked, nothing left, nothing changed: each a clear refusal.
    for (const change of [{ add: [screen.id] }, { remove: [battery.id] }, { remove: [screen.id] }, {}]) {
      const refused = await propose(cookie, booking.id, change);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
    expect((await rowOf(booking.id)).estimate).toBeNull();
    // Nothing waits: the link has nothing to answer.
    expect((await answer(token, 'approve')).body).toMatchObject({ error: { code: 'ESTIMATE_NOT_PENDING' } });

    const confirmed = await startedJob({ status: 'confirmed' });
    const early = await propose(confirmed.cookie, confirmed.booking.id, { add: [battery.id] });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      error: { code: 'TRANSITION_NOT_ALLOWED', reason: 'estimate_closed' },
    });

    const other = await startedJob();
    expect((await propose(other.cookie, booking.id, { add: [battery.id] })).status).toBe(404);

    const unlisted = await startedJob();
    await db
      .update(bookings)
      .set({ deviceId: null, deviceUnlisted: true })
      .where(eq(bookings.id, unlisted.booking.id));
    expect((await propose(unlisted.cookie, unlisted.booking.id, { add: [battery.id] })).body).toMatchObject({
      error: { code: 'ESTIMATE_UNLISTED' },
    });
  });
});
