import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postJson, signInByEmailCode } from '../../../../tests/auth-helpers';
import { createBooking, createTechnician } from '../../../../tests/factories';
import { createTestApp } from '../../../../tests/test-app';
import type { BookingView } from '../../../shared/contracts/bookings';
import type { StoredEstimate } from '../../db/schema/bookings';
import { bookingEvents, bookings } from '../../db/schema/index';

// The customer answers from the door in their account (decisions 056 and 057): a new price approved
// or declined, and the completed repair confirmed, as on the tracking link; only on their own booking.

const now = new Date('2026-11-22T05:00:00Z');
const { app, db, auth } = await createTestApp({ devOutbox: true, clock: () => now });
const alice = await signInByEmailCode(app, 'alice@example.com', 'Alice Customer');
const bob = await signInByEmailCode(app, 'bob@example.com', 'Bob Customer');

const screenLine = { id: 1, name: 'Screen Replacement', priceAmount: 249_900 };
const batteryLine = { id: 2, name: 'Battery Replacement', priceAmount: 149_900 };
const pending: StoredEstimate = {
  status: 'pending',
  lines: [screenLine, batteryLine],
  previousLines: [screenLine],
  previousTotal: 249_900,
  subtotal: 399_800,
  discount: 0,
  total: 399_800,
  proposedAt: now.toISOString(),
  answeredAt: null,
  answeredBy: null,
};

async function alicesJob(overrides: Parameters<typeof createBooking>[1] = {}) {
  const technician = await createTechnician(auth, db);
  return createBooking(db, {
    email: 'alice@example.com',
    status: 'in_progress',
    technicianId: technician.id,
    startCode: '4827',
    selectedServicesDetails: [screenLine],
    totalPrice: 249_900,
    estimate: pending,
    ...overrides,
  });
}

const post = (path: string, cookie?: string) =>
  postJson<{ booking: BookingView }>(app, path, {}, { cookie, address: '198.51.100.4' });
const rowOf = async (id: string) => (await db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

describe("answers in the customer's account", () => {
  it('approves a new price: the booking takes its lines, with the answer kept as from the account', async () => {
    const booking = await alicesJob();
    const res = await post(`/api/bookings/${booking.id}/estimate/approve`, alice);
    expect(res.status).toBe(200);
    expect(res.body.booking).toMatchObject({
      totalPrice: 399_800,
      estimate: { status: 'approved', answeredBy: 'account' },
    });
    expect((await rowOf(booking.id)).selectedIssues).toEqual([1, 2]);
    const [event] = await db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, booking.id), eq(bookingEvents.kind, 'estimate_approved')));
    expect(event).toMatchObject({
      actorRole: 'customer',
      details: { answeredBy: 'account', network: '198.51.100.4', total: 399_800 },
    });
    // The same answer again is answered as it is; the other is refused.
    expect((await post(`/api/bookings/${booking.id}/estimate/approve`, alice)).status).toBe(200);
    expect((await post(`/api/bookings/${booking.id}/estimate/decline`, alice)).body).toMatchObject({
      error: { code: 'ESTIMATE_NOT_PENDING' },
    });
  });

  it('declines a new price: the booking keeps its own lines', async () => {
    const booking = await alicesJob();
    const res = await post(`/api/bookings/${booking.id}/estimate/decline`, alice);
    expect(res.status).toBe(200);
    expect(res.body.booking).toMatchObject({ totalPrice: 249_900, estimate: { status: 'declined' } });
  });

  it("answers only the owner: someone else's booking is not found, and a guest must sign in", async () => {
    const booking = await alicesJob();
    for (const verb of ['estimate/approve', 'estimate/decline', 'sign-off']) {
      expect((await post(`/api/bookings/${booking.id}/${verb}`, bob)).status).toBe(404);
      expect((await post(`/api/bookings/${booking.id}/${verb}`)).status).toBe(401);
    }
    expect((await rowOf(booking.id)).estimate?.status).toBe('pending');
  });

  it('confirms a completed repair once, and not before it is completed', async () => {
    const started = await alicesJob({ estimate: null });
    const early = await post(`/api/bookings/${started.id}/sign-off`, alice);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      error: { code: 'TRANSITION_NOT_ALLOWED', reason: 'sign_off_not_completed' },
    });

    const done = await alicesJob({ estimate: null, status: 'completed', completedAt: now });
    const res = await post(`/api/bookings/${done.id}/sign-off`, alice);
    expect(res.status).toBe(200);
    expect(res.body.booking.signedOff).toEqual({ at: now.toISOString(), by: 'account' });
    expect((await post(`/api/bookings/${done.id}/sign-off`, alice)).status).toBe(200);
    const events = await db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, done.id), eq(bookingEvents.kind, 'signed_off')));
    expect(events).toHaveLength(1);
  });
});
