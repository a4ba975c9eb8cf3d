import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAs, postJson, signInWithPassword } from '../../../../tests/auth-helpers';
import {
  createBooking,
  createDevice,
  createPricing,
  createRepairService,
  createTechnician,
  createTrackingLink,
  createUser,
} from '../../../../tests/factories';
import { readPdfText } from '../../../../tests/pdf-text';
import { createTestApp } from '../../../../tests/test-app';
import type { BookingResponse } from '../../../shared/contracts/bookings';
import type { AdminBookingDetail } from '../../../shared/contracts/admin-bookings';
import type { TechnicianJob } from '../../../shared/contracts/people';
import type { TrackedBookingResponse } from '../../../shared/contracts/tracking';
import type { WarrantyCardResponse } from '../../../shared/contracts/warranty';
import { bookingEvents, bookings, messages } from '../../db/schema/index';

// A device that needs the workshop (issue 32, decision 059), through the API: the technician takes it
// with a pickup receipt, the office moves it through the workshop's statuses as canMove allows, the
// customer picks the window of the linked return visit, and that visit's completion completes the
// original with the payment collected at the door. An admin may book a linked revisit, free unless
// priced.

// 10:30 in India on Sunday 22 November 2026.
const now = new Date('2026-11-22T05:00:00Z');
const { app, db, auth } = await createTestApp({ devOutbox: true, clock: () => now });

await createUser(auth, db, { email: 'workshop-desk@example.com', role: 'admin', password: 'admin-pass-1' });
const admin = await signInWithPassword(app, 'workshop-desk@example.com', 'admin-pass-1');

const phone = await createDevice(db, { name: 'Galaxy A15' });
const board = await createRepairService(db, { name: 'Motherboard Repair' });
const diagnosis = await createRepairService(db, {
  name: 'Dead Mobile Diagnosis',
  slug: 'dead-mobile-diagnosis',
});
await createPricing(db, { deviceId: phone.id, repairServiceId: board.id, priceAmount: 399_900 });
await createPricing(db, { deviceId: phone.id, repairServiceId: diagnosis.id, priceAmount: 29_900 });
const boardLine = { id: board.id, name: 'Motherboard Repair', priceAmount: 399_900, warrantyDays: 90 };

const condition = {
  screen: 'cracked',
  body: 'scratched',
  water: 'clean',
  buttons: 'working',
  cameras: 'working',
  power: 'off',
  imeiLast4: '4821',
  note: 'Dent near the charging port',
  recordedAt: now.toISOString(),
} as const;

async function startedJob(overrides: Parameters<typeof createBooking>[1] = {}) {
  const technician = await createTechnician(auth, db, { name: 'Ravi Kumar Sahu' });
  const cookie = await signInWithPassword(app, technician.user.email, 'tech-pass-1');
  const booking = await createBooking(db, {
    status: 'in_progress',
    technicianId: technician.id,
    technicianName: 'Ravi Kumar Sahu',
    deviceId: phone.id,
    deviceModel: 'Galaxy A15',
    name: 'Subhadra Mahapatra',
    startCode: '4827',
    preferredDate: '2026-11-22',
    preferredTime: '09:00-11:00',
    selectedServicesDetails: [boardLine],
    deviceCondition: condition,
    ...overrides,
  });
  return { technician, cookie, booking, token: await createTrackingLink(db, booking.id) };
}

const toWorkshop = (cookie: string, id: string, body: Record<string, unknown>) =>
  postJson<{ job: TechnicianJob }>(app, `/api/technician/jobs/${id}/workshop`, body, { cookie });
const move = (id: string, status: string, reason?: string) =>
  postJson(app, `/api/admin/bookings/${id}/status`, { status, reason }, { cookie: admin });
const rowOf = async (id: string) => (await db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const sentFor = async (id: string, template: string) =>
  (await db.select().from(messages).where(eq(messages.bookingId, id))).filter((m) => m.template === template);
const intake = { accessories: 'Back cover, SIM tray', expectedReturnDate: '2026-11-26' };

describe('Needs workshop', () => {
  it('takes a started job with a pickup receipt the customer gets in their language', async () => {
    const { cookie, booking, token } = await startedJob({ language: 'hi' });
    const res = await toWorkshop(cookie, booking.id, intake);
    expect(res.status).toBe(200);
    expect(res.body.job).toMatchObject({
      status: 'at_workshop',
      workshop: { ...intake, takenBy: 'Ravi Kumar Sahu', takenAt: now.toISOString() },
    });
    // Tapped twice on a flaky connection: the same answer, one move.
    expect((await toWorkshop(cookie, booking.id, intake)).status).toBe(200);
    const moves = await db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, booking.id), eq(bookingEvents.toStatus, 'at_workshop')));
    expect(moves).toHaveLength(1);

    const sent = await sentFor(booking.id, 'pickup_receipt');
    expect(sent.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    const email = sent.find((m) => m.channel === 'email')!;
    expect(email.subject).toContain('पिकअप रसीद');
    expect(email.textBody).toContain('Back cover, SIM tray');
    expect(email.textBody).toContain('4821');
    // The link's token is kept masked in the outbox's copy.
    expect(email.textBody).toContain('/hi/track/••••••/receipt');

    // The tracking link shows the receipt with the technician's first name only, and no cancel.
    const tracked = (await getAs(app, `/api/track/${token}`)).body as unknown as TrackedBookingResponse;
    expect(tracked.booking).toMatchObject({
      status: 'at_workshop',
      canCancel: false,
      workshop: { ...intake, takenBy: 'Ravi', returnVisit: null },
    });
    const cancel = await postJson(app, `/api/track/${token}/cancel`, {});
    expect(cancel.status).toBe(409);
  });

  it('is the assigned technician’s, on a started job, with a day it can keep', async () => {
    const { cookie, booking } = await startedJob({ status: 'confirmed' });
    expect((await toWorkshop(cookie, booking.id, intake)).body).toMatchObject({
      error: { code: 'JOB_NOT_STARTED' },
    });
    const other = await startedJob();
    expect((await toWorkshop(cookie, other.booking.id, intake)).status).toBe(404);
    const far = await toWorkshop(other.cookie, other.booking.id, { expectedReturnDate: '2027-02-01' });
    expect(far.status).toBe(400);
    expect(far.body).toMatchObject({ error: { fieldKeys: { expectedReturnDate: { key: 'returnDate' } } } });
    // A new price waiting for the customer is settled at the door first.
    const pending = await startedJob({
      estimate: {
        status: 'pending',
        lines: [boardLine],
        previousLines: [boardLine],
        previousTotal: 399_900,
        subtotal: 399_900,
        discount: 0,
        total: 399_900,
        proposedAt: now.toISOString(),
        answeredAt: null,
        answeredBy: null,
      },
    });
    expect((await toWorkshop(pending.cookie, pending.booking.id, intake)).body).toMatchObject({
      error: { code: 'ESTIMATE_PENDING' },
    });
  });

  it('prints the pickup receipt for the customer, the tracking link and admins only', async () => {
    const { cookie, booking, token } = await startedJob();
    await toWorkshop(cookie, booking.id, intake);
    const res = await app.request(`/api/track/${token}/pickup-receipt.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="pickup-receipt-${booking.bookingId}.pdf"`,
    );
    expect(res.headers.get('cache-control')).toContain('no-store');
    const lines = await readPdfText(new Uint8Array(await res.arrayBuffer()));
    for (const line of [
      'Pickup Receipt',
      booking.bookingId,
      'Subhadra',
      'Galaxy A15',
      'ends in 4821',
      'Back cover, SIM tray',
      'Ravi',
      '26 Nov 2026',
      'Cracked',
      'Scratched',
      'Dent near the charging port',
    ]) {
      expect(lines, line).toContain(line);
    }
    // The link names people by their first names only.
    expect(lines).not.toContain('Subhadra Mahapatra');
    const desk = await app.request(`/api/admin/bookings/${booking.id}/pickup-receipt.pdf`, {
      headers: { Cookie: admin },
    });
    expect(await readPdfText(new Uint8Array(await desk.arrayBuffer()))).toContain('Ravi Kumar Sahu');
    expect((await app.request(`/api/admin/bookings/${booking.id}/pickup-receipt.pdf`)).status).toBe(401);
    expect((await app.request(`/api/bookings/${booking.id}/pickup-receipt.pdf`)).status).toBe(401);
    // A job that never went to the workshop has no receipt.
    const door = await startedJob();
    expect((await app.request(`/api/track/${door.token}/pickup-receipt.pdf`)).status).toBe(404);
  });
});

describe('The workshop and the return visit', () => {
  it('goes through the workshop as canMove allows, then back with a linked visit that completes it', async () => {
    const { cookie, booking, token } = await startedJob({ language: 'or' });
    await toWorkshop(cookie, booking.id, intake);
    // A technician does not move the workshop's statuses.
    const byTechnician = await postJson(
      app,
      `/api/technician/jobs/${booking.id}/complete`,
      { paymentMethod: 'cash', amountCollected: 3999 },
      { cookie },
    );
    expect(byTechnician.body).toMatchObject({ error: { code: 'TRANSITION_NOT_ALLOWED' } });
    // The customer cannot book the return before the device is ready.
    const early = await postJson(app, `/api/track/${token}/return-visit`, {
      preferredDate: '2026-11-27',
      preferredTime: '11:00-13:00',
    });
    expect(early.body).toMatchObject({ error: { code: 'TRANSITION_NOT_ALLOWED', reason: 'return_closed' } });

    expect((await move(booking.id, 'waiting_for_parts')).status).toBe(200);
    // Back a step needs a reason.
    expect((await move(booking.id, 'at_workshop')).body).toMatchObject({
      error: { code: 'REASON_REQUIRED' },
    });
    expect((await move(booking.id, 'ready_for_return')).status).toBe(200);
    const ready = await sentFor(booking.id, 'ready_for_return');
    expect(ready.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(ready.find((m) => m.channel === 'sms')!.textBody).toContain('/or/track/••••••');
    expect((await sentFor(booking.id, 'status_changed')).length).toBe(1);

    const picked = await postJson<TrackedBookingResponse>(app, `/api/track/${token}/return-visit`, {
      preferredDate: '2026-11-27',
      preferredTime: '11:00-13:00',
    });
    expect(picked.status).toBe(201);
    expect(picked.body.booking.workshop?.returnVisit).toMatchObject({
      kind: 'return',
      status: 'pending',
      preferredDate: '2026-11-27',
      preferredTime: '11:00-13:00',
    });
    const again = await postJson(app, `/api/track/${token}/return-visit`, {
      preferredDate: '2026-11-28',
      preferredTime: '11:00-13:00',
    });
    expect(again.body).toMatchObject({ error: { code: 'TRANSITION_NOT_ALLOWED', reason: 'return_booked' } });

    // The return visit keeps the device's repairs at ₹0: they are paid on the original.
    const [visit] = await db.select().from(bookings).where(eq(bookings.revisitOf, booking.id));
    expect(visit).toMatchObject({
      revisitKind: 'return',
      totalPrice: 0,
      status: 'pending',
      language: 'or',
      selectedServicesDetails: [{ ...boardLine, priceAmount: 0 }],
    });
    expect(await sentFor(visit!.id, 'booking_received')).toHaveLength(2);

    // The office gives it a technician, who starts it and collects the repair's price.
    const returner = await createTechnician(auth, db, { name: 'Lipi Das' });
    const returnerCookie = await signInWithPassword(app, returner.user.email, 'tech-pass-1');
    const assigned = await postJson(
      app,
      `/api/admin/bookings/${visit!.id}/assign`,
      { technicianId: returner.id, overrideReason: 'Returning the repaired device' },
      { cookie: admin },
    );
    expect(assigned.status).toBe(200);
    const jobs = (await getAs(app, '/api/technician/jobs', returnerCookie)).body as unknown as {
      jobs: TechnicianJob[];
    };
    expect(jobs.jobs[0]!.revisitOf).toEqual({
      bookingId: booking.bookingId,
      kind: 'return',
      amountDue: 399_900,
    });
    await db.update(bookings).set({ status: 'in_progress' }).where(eq(bookings.id, visit!.id));
    const done = await postJson<{ job: TechnicianJob }>(
      app,
      `/api/technician/jobs/${visit!.id}/complete`,
      { paymentMethod: 'upi', amountCollected: 3999 },
      { cookie: returnerCookie },
    );
    expect(done.status).toBe(200);
    expect(done.body.job).toMatchObject({
      status: 'completed',
      amountCollected: 0,
      revisitOf: { amountDue: 0 },
    });
    expect(await rowOf(booking.id)).toMatchObject({
      status: 'completed',
      paymentMethod: 'upi',
      amountCollected: 399_900,
    });
    const history = await db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'ready_for_return',
      toStatus: 'completed',
      actorRole: 'system',
      reason: `Returned with ${visit!.bookingId}`,
    });
    // The original's warranty card lists the repair done at the workshop.
    const warranty = (await getAs(app, `/api/track/${token}/warranty`))
      .body as unknown as WarrantyCardResponse;
    expect(warranty.warranty.repairs.map((r) => r.name)).toEqual(['Motherboard Repair']);
    const timeline = (await getAs(app, `/api/track/${token}`)).body as unknown as TrackedBookingResponse;
    expect(timeline.booking.timeline.map((s) => s.kind === 'status' && s.status).filter(Boolean)).toEqual([
      'at_workshop',
      'waiting_for_parts',
      'ready_for_return',
      'completed',
    ]);
  });

  it('lets the signed-in customer pick the return window from their dashboard', async () => {
    const customer = await createUser(auth, db, { email: 'returning@example.com', password: 'cust-pass-1' });
    const cookie = await signInWithPassword(app, 'returning@example.com', 'cust-pass-1');
    const { booking } = await startedJob({
      status: 'ready_for_return',
      userId: customer.id,
      workshop: {
        ...intake,
        takenAt: now.toISOString(),
        takenBy: 'Ravi Kumar Sahu',
      },
    });
    const res = await postJson<BookingResponse>(
      app,
      `/api/bookings/${booking.id}/return-visit`,
      { preferredDate: '2026-11-24', preferredTime: '15:00-17:00' },
      { cookie },
    );
    expect(res.status).toBe(201);
    expect(res.body.booking.linkedVisits).toEqual([
      expect.objectContaining({ kind: 'return', preferredDate: '2026-11-24', preferredTime: '15:00-17:00' }),
    ]);
    const list = (await getAs(app, '/api/bookings', cookie)).body as unknown as {
      bookings: BookingResponse['booking'][];
    };
    const visit = list.bookings.find((b) => b.revisitOf?.bookingId === booking.bookingId);
    expect(visit).toMatchObject({ totalPrice: 0, revisitOf: { kind: 'return' } });
    // Someone else's booking is not found.
    const stranger = await createUser(auth, db, { email: 'stranger@example.com', password: 'cust-pass-1' });
    expect(stranger.id).not.toBe(customer.id);
    const strangerCookie = await signInWithPassword(app, 'stranger@example.com', 'cust-pass-1');
    const theirs = await postJson(
      app,
      `/api/bookings/${booking.id}/return-visit`,
      { preferredDate: '2026-11-25', preferredTime: '15:00-17:00' },
      { cookie: strangerCookie },
    );
    expect(theirs.status).toBe(404);
  });
});

describe('An admin’s linked revisit', () => {
  it('keeps the lines, is free unless priced, and follows a started or completed job only', async () => {
    const { booking } = await startedJob({ status: 'completed' });
    const free = await postJson<{ booking: AdminBookingDetail['booking'] }>(
      app,
      `/api/admin/bookings/${booking.id}/revisit`,
      { kind: 'warranty', preferredDate: '2026-11-25', preferredTime: '09:00-11:00' },
      { cookie: admin },
    );
    expect(free.status).toBe(201);
    expect(free.body.booking).toMatchObject({
      totalPrice: 0,
      status: 'pending',
      revisitOf: { bookingId: booking.bookingId, kind: 'warranty' },
      selectedServicesDetails: [{ id: board.id, priceAmount: 0 }],
    });
    const priced = await postJson<{ booking: AdminBookingDetail['booking'] }>(
      app,
      `/api/admin/bookings/${booking.id}/revisit`,
      { kind: 'unfinished', preferredDate: '2026-11-25', preferredTime: '11:00-13:00', price: '299' },
      { cookie: admin },
    );
    expect(priced.body.booking.totalPrice).toBe(29_900);
    expect(priced.body.booking.selectedServicesDetails.map((l) => l.priceAmount)).toEqual([0, 29_900]);
    const detail = (await getAs(app, `/api/admin/bookings/${booking.id}`, admin))
      .body as unknown as AdminBookingDetail;
    expect(detail.booking.linkedVisits.map((v) => v.kind)).toEqual(['warranty', 'unfinished']);

    const pending = await createBooking(db, { status: 'pending' });
    const refused = await postJson(
      app,
      `/api/admin/bookings/${pending.id}/revisit`,
      { kind: 'unfinished', preferredDate: '2026-11-25', preferredTime: '09:00-11:00' },
      { cookie: admin },
    );
    expect(refused.body).toMatchObject({
      error: { code: 'TRANSITION_NOT_ALLOWED', reason: 'revisit_closed' },
    });
    const noKind = await postJson(
      app,
      `/api/admin/bookings/${booking.id}/revisit`,
      { preferredDate: '2026-11-25', preferredTime: '09:00-11:00' },
      { cookie: admin },
    );
    expect(noKind.body).toMatchObject({ error: { fieldKeys: { kind: { key: 'revisitKind' } } } });
  });
});
