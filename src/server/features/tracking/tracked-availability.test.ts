import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { nextAddress } from '../../../../tests/auth-helpers';
import { createBooking, createTechnician, createTrackingLink } from '../../../../tests/factories';
import { createServiceAreas } from '../../../../tests/schedule-factories';
import { createTestApp, getJson } from '../../../../tests/test-app';
import type { AvailabilityResponse, TrackedAvailabilityResponse } from '../../../shared/contracts/schedule';
import { bookings, technicians, trackingLinks } from '../../db/schema/index';
import { AVAILABILITY_CACHE_SECONDS } from '../../limits';

// GET /api/track/:token/availability (decision 052): the reschedule dialog of the tracking page asks
// the places left at the booking's pincode without knowing it. The answer is the public one for that
// pincode, the pincode left out, and the booking not counted against the window it holds.

// 09:30 in India on Saturday 28 November 2026; 1 December is a Tuesday.
let now = new Date('2026-11-28T04:00:00Z');
const { app, db, auth } = await createTestApp({ clock: () => now });

const TUESDAY = '2026-12-01';
const PINCODE = '751013';

const trackedPlaces = (token: string, query = `from=${TUESDAY}&days=2`, address = nextAddress()) =>
  app.request(`/api/track/${token}/availability?${query}`, { headers: { 'X-Forwarded-For': address } });

async function placesOf(token: string) {
  const response = await trackedPlaces(token);
  expect(response.status).toBe(200);
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  return (await response.json()) as TrackedAvailabilityResponse;
}

/** A guest's booking at PINCODE, followed by its tracking link. */
async function trackedBooking(window: string | null, date = TUESDAY) {
  const row = await createBooking(db, { pincode: PINCODE, preferredDate: date, preferredTime: window });
  return { row, token: await createTrackingLink(db, row.id) };
}

/** The public answer for the pincode, once the kept answers are old (the factories write past the API). */
async function publicDays() {
  now = new Date(now.getTime() + (AVAILABILITY_CACHE_SECONDS + 1) * 1000);
  const open = await getJson<AvailabilityResponse>(
    app,
    `/api/availability?pincode=${PINCODE}&from=${TUESDAY}&days=2`,
  );
  expect(open.status).toBe(200);
  return open.body.days;
}

const windowsOf = (answer: { days: AvailabilityResponse['days'] }, day = 0) =>
  Object.fromEntries(answer.days[day]!.windows.map((w) => [w.window, w.places]));

beforeEach(async () => {
  await db.delete(trackingLinks);
  await db.delete(bookings);
  await db.delete(technicians);
});

describe('GET /api/track/:token/availability', () => {
  it("answers the places at the booking's pincode without naming it", async () => {
    await createServiceAreas(db, (await createTechnician(auth, db)).id, [PINCODE]);
    await createServiceAreas(db, (await createTechnician(auth, db)).id, ['7510']);
    await createServiceAreas(db, (await createTechnician(auth, db)).id, ['560']);
    const { token } = await trackedBooking('11:00-13:00', '2026-12-05');
    // Another customer's booking at the pincode holds the Tuesday's first window.
    await createBooking(db, { pincode: PINCODE, preferredDate: TUESDAY, preferredTime: '09:00-11:00' });

    const answer = await placesOf(token);
    expect(Object.keys(answer).sort()).toEqual(['days', 'served', 'unlimited']);
    expect(JSON.stringify(answer)).not.toContain(PINCODE);
    expect(answer.unlimited).toBe(false);
    expect(answer.served).toBe(true);
    expect(answer.days.map((d) => d.date)).toEqual([TUESDAY, '2026-12-02']);
    expect(windowsOf(answer)).toEqual({
      '09:00-11:00': 1,
      '11:00-13:00': 2,
      '13:00-15:00': 2,
      '15:00-17:00': 2,
      '17:00-19:00': 2,
    });
    // The same count as the public availability of that pincode.
    expect(answer.days).toEqual(await publicDays());
  });

  it('does not count the booking against the window it holds, and says a window full without it', async () => {
    await createServiceAreas(db, (await createTechnician(auth, db)).id, [PINCODE]);
    const { token } = await trackedBooking('09:00-11:00');
    const { token: anyTimeToken } = await trackedBooking(null, '2026-12-02');
    // Another booking takes the Tuesday's last window: full for everyone, the tracked booking too.
    await createBooking(db, { pincode: PINCODE, preferredDate: TUESDAY, preferredTime: '17:00-19:00' });

    const answer = await placesOf(token);
    // Its own window is free to it (a move frees it); the public count holds it.
    expect(answer.days[0]!.windows[0]).toEqual({ window: '09:00-11:00', places: 1, full: false });
    expect(answer.days[0]!.windows[4]).toEqual({ window: '17:00-19:00', places: 0, full: true });
    // Wednesday's first window is held by the other booking's "any time".
    expect(answer.days[1]!.windows[0]).toEqual({ window: '09:00-11:00', places: 0, full: true });
    expect((await publicDays())[0]!.windows[0]).toEqual({ window: '09:00-11:00', places: 0, full: true });

    // The "any time" booking holds Wednesday's first window: free to it, not to the other.
    const anyTime = await placesOf(anyTimeToken);
    expect(anyTime.days[1]!.windows[0]).toEqual({ window: '09:00-11:00', places: 1, full: false });
    expect(anyTime.days[0]!.windows[0]).toEqual({ window: '09:00-11:00', places: 0, full: true });
  });

  it('says when nobody serves the pincode, and every window open while the shop has no team', async () => {
    const { token } = await trackedBooking('11:00-13:00');
    const open = await placesOf(token);
    expect(open.unlimited).toBe(true);
    expect(open.days[0]!.windows[0]).toEqual({ window: '09:00-11:00', places: null, full: false });

    await createServiceAreas(db, (await createTechnician(auth, db)).id, ['560']);
    const unserved = await placesOf(token);
    expect(unserved.unlimited).toBe(false);
    expect(unserved.served).toBe(false);
    expect(unserved.days[0]!.windows.every((w) => w.full)).toBe(true);
  });

  it('answers an unknown, malformed or revoked token with the one 404, counted like the other reads', async () => {
    const { row, token } = await trackedBooking('11:00-13:00');
    await db.update(trackingLinks).set({ revokedAt: now }).where(eq(trackingLinks.bookingId, row.id));
    const address = nextAddress();
    for (const guess of [token, 'aaaaaaaaaaaaaaaaaaaaaaaaaa', 'not-a-token']) {
      // The token is judged first: a bad query does not say more about it.
      for (const query of [`from=${TUESDAY}&days=2`, 'from=soon&days=99']) {
        const response = await trackedPlaces(guess, query, address);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({
          error: {
            code: 'NOT_FOUND',
            message: 'This tracking link is not valid any more. Please check the link, or call us.',
          },
        });
      }
    }
    let last = 0;
    for (let i = 0; i < 20; i++) {
      last = (await trackedPlaces(`guess${String(i).padStart(21, 'a')}`, undefined, address)).status;
    }
    expect(last).toBe(429);
  });

  it('checks the query like the public availability, with the field named', async () => {
    const { token } = await trackedBooking('11:00-13:00');
    const response = await trackedPlaces(token, 'from=2026-02-30&days=15');
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields).sort()).toEqual(['days', 'from']);
  });
});
