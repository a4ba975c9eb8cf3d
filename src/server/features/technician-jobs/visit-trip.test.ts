import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { getAs, postJson, signInWithPassword } from '../../../../tests/auth-helpers';
import { createBooking, createTechnician } from '../../../../tests/factories';
import { sendJson } from '../../../../tests/geocode-upstream';
import { startRoutingServer } from '../../../../tests/routing-upstream';
import { createTestApp } from '../../../../tests/test-app';
import type { TechnicianJob } from '../../../shared/contracts/people';
import { haversineKm } from '../../../shared/visit-order';
import { bookingEvents, bookings, messages, technicians } from '../../db/schema/index';
import { createRoutingClient } from '../../lib/routing';
import { trackedOnTheWay } from '../../domain/booking-view';

// The technician's trip through the API (issue 31): 'On my way' with an arrival estimate (from a
// routing server, faked on a local port, or from the distance at the city speed) and 'Customer not
// available'. Only the assigned technician, only a confirmed job; each writes its event and sends the
// customer an SMS and an e-mail in the booking's language.

// 09:30 in India on Sunday 22 November 2026.
const now = new Date('2026-11-22T04:00:00Z');
const routingServer = await startRoutingServer({ duration: 1_260, distance: 7_400 });
const withRouting = await createTestApp({
  devOutbox: true,
  smsGateway: 'http://127.0.0.1:9',
  clock: () => now,
  trips: { routing: createRoutingClient(routingServer.url, { timeoutMs: 500 }), citySpeedKmh: 20 },
});
// A second app on the same database without a routing server, at 30 km/h.
const byDistance = await createTestApp({
  sharedDatabase: withRouting.database,
  devOutbox: true,
  smsGateway: 'http://127.0.0.1:9',
  clock: () => now,
  trips: { routing: null, citySpeedKmh: 30 },
});
const { db, auth } = withRouting;

const station = { lat: 20.2667, lng: 85.8431 };
const patia = { lat: 20.3533, lng: 85.8266 };
const oldTown = { lat: 20.2376, lng: 85.8338 };

beforeEach(() => {
  routingServer.requests.length = 0;
  routingServer.handle = (_url, _req, res) =>
    sendJson(res, { code: 'Ok', routes: [{ duration: 1_260, distance: 7_400 }] });
});

let technicianCount = 0;
async function signedInTechnician(base: { lat: number; lng: number } | null = null) {
  const technician = await createTechnician(auth, db, { name: `Ravi Kumar ${++technicianCount}` });
  if (base)
    await db
      .update(technicians)
      .set({ baseLat: base.lat, baseLng: base.lng })
      .where(eq(technicians.id, technician.id));
  return {
    ...technician,
    cookie: await signInWithPassword(withRouting.app, technician.user.email, 'tech-pass-1'),
  };
}

type Tech = Awaited<ReturnType<typeof signedInTechnician>>;

const job = (tech: Tech, overrides: Parameters<typeof createBooking>[1] = {}) =>
  createBooking(db, {
    technicianId: tech.id,
    technicianName: 'Ravi Kumar',
    status: 'confirmed',
    startCode: '4821',
    preferredDate: '2026-11-22',
    preferredTime: '11:00-13:00',
    lat: patia.lat,
    lng: patia.lng,
    ...overrides,
  });

const onTheWay = (app: typeof withRouting.app, cookie: string, id: string, body: unknown = {}) =>
  postJson<{ job: TechnicianJob }>(app, `/api/technician/jobs/${id}/on-the-way`, body, { cookie });
const notAvailable = (cookie: string, id: string, body: unknown = {}) =>
  postJson<{ job: TechnicianJob }>(withRouting.app, `/api/technician/jobs/${id}/not-available`, body, {
    cookie,
  });

const eventsOf = (bookingId: string, kind: 'on_the_way' | 'not_available') =>
  db
    .select()
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingId, bookingId), eq(bookingEvents.kind, kind)));
const messagesOf = (bookingId: string) => db.select().from(messages).where(eq(messages.bookingId, bookingId));
const rowOf = async (id: string) => (await db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

describe('On my way', () => {
  it('asks the routing server from where the technician is, and tells the customer by SMS and e-mail', async () => {
    const ravi = await signedInTechnician();
    const booking = await job(ravi);
    const res = await onTheWay(withRouting.app, ravi.cookie, booking.id, station);
    expect(res.status).toBe(200);
    expect(res.body.job).toMatchObject({
      status: 'confirmed',
      onTheWayAt: now.toISOString(),
      expectedArrivalAt: new Date(now.getTime() + 21 * 60_000).toISOString(),
    });
    expect(routingServer.requests[0]?.path).toBe('/route/v1/driving/85.843100,20.266700;85.826600,20.353300');

    const [event] = await eventsOf(booking.id, 'on_the_way');
    expect(event).toMatchObject({
      fromStatus: 'confirmed',
      toStatus: 'confirmed',
      actorRole: 'technician',
      actorUserId: ravi.user.id,
      details: { etaMinutes: 21, distanceKm: 7.4, source: 'routing' },
    });
    const row = await rowOf(booking.id);
    expect(row.status).toBe('confirmed');
    expect(row.onTheWayAt?.toISOString()).toBe(now.toISOString());

    const sent = await messagesOf(booking.id);
    const sms = sent.find((m) => m.channel === 'sms' && m.template === 'on_the_way');
    const email = sent.find((m) => m.channel === 'email' && m.template === 'on_the_way');
    expect(sms?.textBody).toBe(
      `Booking ${booking.bookingId}: Ravi is on the way and should arrive in about 21 minutes. Questions? Call +919876543210.`,
    );
    expect(email?.subject).toBe(`Your technician is on the way: ${booking.bookingId}`);
    expect(email?.textBody).toContain('Ravi is on the way to you');
    expect(email?.textBody).toContain('about 21 minutes, around 9:51 AM');
  });

  it('falls back to the distance at the city speed when the routing server fails', async () => {
    routingServer.handle = (_url, _req, res) => sendJson(res, { message: 'down' }, 503);
    const ravi = await signedInTechnician();
    const booking = await job(ravi);
    expect((await onTheWay(withRouting.app, ravi.cookie, booking.id, station)).status).toBe(200);
    const km = haversineKm(station, patia);
    const [event] = await eventsOf(booking.id, 'on_the_way');
    expect(event?.details).toEqual({
      etaMinutes: Math.ceil((km / 20) * 60),
      distanceKm: Math.round(km * 10) / 10,
      source: 'distance',
    });
  });

  it('without a routing server, sets off from the previous job of the day, else the base, at CITY_SPEED_KMH', async () => {
    const ravi = await signedInTechnician(station);
    const first = await job(ravi, { preferredTime: '09:00-11:00', lat: oldTown.lat, lng: oldTown.lng });
    const second = await job(ravi, { preferredTime: '11:00-13:00' });
    expect((await onTheWay(byDistance.app, ravi.cookie, second.id)).status).toBe(200);
    const fromPrevious = haversineKm(oldTown, patia);
    expect((await eventsOf(second.id, 'on_the_way'))[0]?.details).toEqual({
      etaMinutes: Math.ceil((fromPrevious / 30) * 60),
      distanceKm: Math.round(fromPrevious * 10) / 10,
      source: 'distance',
    });
    expect((await onTheWay(byDistance.app, ravi.cookie, first.id)).status).toBe(200);
    const fromBase = haversineKm(station, oldTown);
    expect((await eventsOf(first.id, 'on_the_way'))[0]?.details).toMatchObject({
      etaMinutes: Math.max(5, Math.ceil((fromBase / 30) * 60)),
      distanceKm: Math.round(fromBase * 10) / 10,
    });
    expect(routingServer.requests).toHaveLength(0);
  });

  it('with no distance known says about 30 minutes, from nowhere', async () => {
    const ravi = await signedInTechnician();
    const booking = await job(ravi);
    expect((await onTheWay(withRouting.app, ravi.cookie, booking.id)).status).toBe(200);
    expect((await eventsOf(booking.id, 'on_the_way'))[0]?.details).toEqual({
      etaMinutes: 30,
      distanceKm: null,
      source: 'none',
    });
  });

  it('speaks the booking language: Hindi and Odia customers read their own words', async () => {
    const ravi = await signedInTechnician();
    const hindi = await job(ravi, { language: 'hi' });
    const odia = await job(ravi, { language: 'or' });
    for (const booking of [hindi, odia]) {
      expect((await onTheWay(withRouting.app, ravi.cookie, booking.id, station)).status).toBe(200);
    }
    const [hindiSms] = (await messagesOf(hindi.id)).filter((m) => m.channel === 'sms');
    const [odiaSms] = (await messagesOf(odia.id)).filter((m) => m.channel === 'sms');
    expect(hindiSms?.textBody).toContain('Ravi रास्ते में हैं और लगभग 21 मिनट में पहुँचेंगे');
    expect(odiaSms?.textBody).toContain('Ravi ବାଟରେ ଅଛନ୍ତି ଏବଂ ପ୍ରାୟ 21 ମିନିଟ୍ରେ ପହଞ୍ଚିବେ');
  });

  it('a repeat within minutes is a retry: one event, one set of messages', async () => {
    const ravi = await signedInTechnician();
    const booking = await job(ravi);
    expect((await onTheWay(withRouting.app, ravi.cookie, booking.id, station)).status).toBe(200);
    expect((await onTheWay(withRouting.app, ravi.cookie, booking.id, station)).status).toBe(200);
    expect(await eventsOf(booking.id, 'on_the_way')).toHaveLength(1);
    expect((await messagesOf(booking.id)).filter((m) => m.template === 'on_the_way')).toHaveLength(2);
  });

  it('is for the assigned technician and a confirmed job only', async () => {
    const ravi = await signedInTechnician();
    const meena = await signedInTechnician();
    const booking = await job(ravi);
    expect((await onTheWay(withRouting.app, meena.cookie, booking.id)).status).toBe(404);
    for (const status of ['pending', 'in_progress', 'completed', 'cancelled'] as const) {
      const other = await job(ravi, { status });
      const res = await onTheWay(withRouting.app, ravi.cookie, other.id);
      expect(res.status, status).toBe(409);
      expect(res.body.error?.code).toBe('TRANSITION_NOT_ALLOWED');
    }
    const bad = await onTheWay(withRouting.app, ravi.cookie, booking.id, { lat: 95, lng: 85 });
    expect(bad.status).toBe(400);
    expect((await onTheWay(withRouting.app, ravi.cookie, booking.id, { lat: 20 })).status).toBe(400);
    expect(await eventsOf(booking.id, 'on_the_way')).toHaveLength(0);
  });

  it('shows on the tracking page as "on the way" while the job is confirmed', async () => {
    const ravi = await signedInTechnician();
    const booking = await job(ravi);
    expect((await onTheWay(withRouting.app, ravi.cookie, booking.id, station)).status).toBe(200);
    const list = (await getAs(withRouting.app, '/api/technician/jobs', ravi.cookie)).body as unknown as {
      jobs: TechnicianJob[];
    };
    expect(list.jobs[0]?.onTheWayAt).toBe(now.toISOString());
    const row = await rowOf(booking.id);
    expect(trackedOnTheWay(row, now)).toEqual({
      at: now.toISOString(),
      expectedArrivalAt: new Date(now.getTime() + 21 * 60_000).toISOString(),
      minutes: 21,
    });
    expect(trackedOnTheWay({ ...row, status: 'in_progress' }, now)).toBeNull();
  });
});

describe('Customer not available', () => {
  it('keeps the attempt as an event, keeps the status, and sends a link to pick a new window', async () => {
    const ravi = await signedInTechnician();
    const booking = await job(ravi, { language: 'hi' });
    await onTheWay(withRouting.app, ravi.cookie, booking.id, station);
    const res = await notAvailable(ravi.cookie, booking.id, { note: 'Rang twice, gate locked' });
    expect(res.status).toBe(200);
    expect(res.body.job).toMatchObject({ status: 'confirmed', onTheWayAt: null, expectedArrivalAt: null });
    const [event] = await eventsOf(booking.id, 'not_available');
    expect(event).toMatchObject({
      fromStatus: 'confirmed',
      toStatus: 'confirmed',
      actorRole: 'technician',
      reason: 'Rang twice, gate locked',
    });
    expect((await rowOf(booking.id)).status).toBe('confirmed');
    const sent = (await messagesOf(booking.id)).filter((m) => m.template === 'customer_not_available');
    expect(sent.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    const sms = sent.find((m) => m.channel === 'sms');
    expect(sms?.textBody).toContain('हमारे तकनीशियन आए, लेकिन आपसे संपर्क नहीं हो पाया');
    // The link is the booking's own tracking page, in Hindi; its token is kept out of the outbox.
    expect(sms?.textBody).toContain('http://localhost:3000/hi/track/');
    expect(sms?.textBody).not.toMatch(/track\/[a-z2-7]{26}/);
  });

  it('without a note keeps no reason', async () => {
    const ravi = await signedInTechnician();
    const booking = await job(ravi);
    expect((await notAvailable(ravi.cookie, booking.id)).status).toBe(200);
    expect((await eventsOf(booking.id, 'not_available'))[0]?.reason).toBeNull();
  });

  it('is for the assigned technician and a confirmed job only', async () => {
    const ravi = await signedInTechnician();
    const meena = await signedInTechnician();
    const booking = await job(ravi);
    expect((await notAvailable(meena.cookie, booking.id)).status).toBe(404);
    const started = await job(ravi, { status: 'in_progress' });
    expect((await notAvailable(ravi.cookie, started.id)).status).toBe(409);
    expect((await notAvailable(ravi.cookie, booking.id, { note: 'x'.repeat(501) })).status).toBe(400);
    expect(await eventsOf(booking.id, 'not_available')).toHaveLength(0);
  });

  it('opens on the day of the visit: a later visit is refused, an earlier or undated one is not', async () => {
    const ravi = await signedInTechnician();
    const tomorrow = await job(ravi, { preferredDate: '2026-11-23' });
    for (const res of [
      await notAvailable(ravi.cookie, tomorrow.id),
      await onTheWay(withRouting.app, ravi.cookie, tomorrow.id, station),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({ code: 'TRANSITION_NOT_ALLOWED', reason: 'not_today' });
    }
    expect(await eventsOf(tomorrow.id, 'not_available')).toHaveLength(0);
    expect(await eventsOf(tomorrow.id, 'on_the_way')).toHaveLength(0);
    expect(await messagesOf(tomorrow.id)).toHaveLength(0);
    const yesterday = await job(ravi, { preferredDate: '2026-11-21' });
    expect((await notAvailable(ravi.cookie, yesterday.id)).status).toBe(200);
    const undated = await job(ravi, { preferredDate: null, preferredTime: null });
    expect((await notAvailable(ravi.cookie, undated.id)).status).toBe(200);
  });
});
