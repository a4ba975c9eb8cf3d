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
import { createTestApp } from '../../../../tests/test-app';
import type { EstimateView } from '../../../shared/contracts/door';
import type { TechnicianJob } from '../../../shared/contracts/people';
import type { WarrantyCardResponse } from '../../../shared/contracts/warranty';
import type { WorkRate } from '../../../shared/contracts/work-rates';
import { adminActions, bookings, messages } from '../../db/schema/index';

// Work the catalogue does not list (issue 32, decision 060): the admin keeps a rate card; at the door
// the technician describes the work and picks a rate, and the line costs what the rate says, never a
// price the technician types. A device that is not listed is priced this way too.

const now = new Date('2026-11-22T05:00:00Z');
const { app, db, auth } = await createTestApp({ devOutbox: true, clock: () => now });
await createUser(auth, db, { email: 'rates-admin@example.com', role: 'admin', password: 'admin-pass-1' });
const admin = await signInWithPassword(app, 'rates-admin@example.com', 'admin-pass-1');

const phone = await createDevice(db, { name: 'Galaxy A15' });
const screen = await createRepairService(db, { name: 'Screen Replacement' });
const battery = await createRepairService(db, { name: 'Battery Replacement' });
await createPricing(db, { deviceId: phone.id, repairServiceId: screen.id, priceAmount: 249_900 });
await createPricing(db, { deviceId: phone.id, repairServiceId: battery.id, priceAmount: 149_900 });
const screenLine = { id: screen.id, name: 'Screen Replacement', priceAmount: 249_900 };

const sendRate = (method: 'POST' | 'PUT', path: string, body: unknown) =>
  postJson<{ rate: WorkRate }>(app, path, body, { cookie: admin, method });

async function startedJob(overrides: Parameters<typeof createBooking>[1] = {}) {
  const technician = await createTechnician(auth, db);
  const cookie = await signInWithPassword(app, technician.user.email, 'tech-pass-1');
  const booking = await createBooking(db, {
    status: 'in_progress',
    technicianId: technician.id,
    deviceId: phone.id,
    startCode: '4827',
    selectedServicesDetails: [screenLine],
    totalPrice: 249_900,
    ...overrides,
  });
  return { cookie, booking, token: await createTrackingLink(db, booking.id) };
}
const propose = (cookie: string, id: string, body: unknown) =>
  postJson<{ job: TechnicianJob }>(app, `/api/technician/jobs/${id}/estimate`, body, { cookie });
const approve = (token: string) =>
  postJson<{ estimate: EstimateView | null }>(app, `/api/track/${token}/estimate/approve`, {});
const rowOf = async (id: string) => (await db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

describe('the rate card', () => {
  it('is kept by admins, with clear messages and an audit row for each change', async () => {
    const made = await sendRate('POST', '/api/admin/work-rates', {
      name: 'Connector reseat',
      price: '349',
      warrantyDays: 30,
    });
    expect(made.status).toBe(201);
    expect(made.body.rate).toMatchObject({ name: 'Connector reseat', priceAmount: 34_900, isActive: true });

    const free = await sendRate('POST', '/api/admin/work-rates', { name: 'Free', price: 0 });
    expect(free.status).toBe(400);
    expect(free.body).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { price: 'Please set a price of at least ₹1.' } },
    });
    const same = await sendRate('POST', '/api/admin/work-rates', { name: 'Connector reseat', price: 1 });
    expect(same.status).toBe(409);
    expect(same.body).toMatchObject({
      error: { code: 'CONFLICT', fields: { name: 'A rate with this name already exists.' } },
    });

    const id = made.body.rate.id;
    const changed = await sendRate('PUT', `/api/admin/work-rates/${id}`, {
      name: 'Connector reseat',
      price: 399,
      warrantyDays: 60,
    });
    expect(changed.body.rate).toMatchObject({ priceAmount: 39_900, warrantyDays: 60 });
    expect((await sendRate('PUT', '/api/admin/work-rates/999999', { name: 'X', price: 1 })).status).toBe(404);
    const audit = await db
      .select({ action: adminActions.action })
      .from(adminActions)
      .where(and(eq(adminActions.subjectType, 'work_rate'), eq(adminActions.subjectId, String(id))));
    expect(audit.map((row) => row.action)).toEqual(['work_rate.created', 'work_rate.updated']);

    const listed = await getAs(app, '/api/admin/work-rates', admin);
    expect((listed.body.rates as WorkRate[]).map((rate) => rate.name)).toContain('Connector reseat');
  });

  it('prices described work at the door, which the customer approves and the warranty card lists', async () => {
    const rate = (
      await sendRate('POST', '/api/admin/work-rates', { name: 'Minor fix', price: 299, warrantyDays: 45 })
    ).body.rate;
    const off = (
      await sendRate('POST', '/api/admin/work-rates', { name: 'Old rate', price: 99, isActive: false })
    ).body.rate;
    const { cookie, booking, token } = await startedJob({ language: 'hi' });

    // The technician sees the active rates beside the device's repairs.
    const offer = await getAs(app, `/api/technician/jobs/${booking.id}/repairs`, cookie);
    const offered = (offer.body.rates as WorkRate[]).map((r) => r.id);
    expect(offered).toContain(rate.id);
    expect(offered).not.toContain(off.id);

    // A switched-off rate, or one that does not exist, is refused; a price in the body is not read.
    for (const rateId of [off.id, 999_999]) {
      const refused = await propose(cookie, booking.id, { extra: [{ description: 'Reseat', rateId }] });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        error: { code: 'VALIDATION_FAILED', fields: { extra: 'Please choose a rate for the work.' } },
      });
    }
    const proposed = await propose(cookie, booking.id, {
      extra: [{ description: '  Reseated the display connector ', rateId: rate.id, priceAmount: 1 }],
    });
    expect(proposed.status).toBe(200);
    expect(proposed.body.job.estimate).toMatchObject({
      status: 'pending',
      total: 279_800,
      added: [{ id: -1, name: 'Reseated the display connector', priceAmount: 29_900 }],
    });
    const sms = (await db.select().from(messages).where(eq(messages.bookingId, booking.id))).find(
      (m) => m.template === 'revised_estimate' && m.channel === 'sms',
    )!;
    expect(sms.textBody).toContain('₹2,798');

    expect((await approve(token)).body.estimate).toMatchObject({ status: 'approved' });
    const row = await rowOf(booking.id);
    expect(row.selectedIssues).toEqual([screen.id, -1]);
    expect(row.selectedServicesDetails[1]).toMatchObject({ workRateId: rate.id, warrantyDays: 45 });

    // A later estimate may take the described line off again, by its id.
    const again = await propose(cookie, booking.id, { remove: [-1], add: [battery.id] });
    expect(again.body.job.estimate).toMatchObject({ removed: [{ id: -1 }], added: [{ id: battery.id }] });
    await postJson(app, `/api/track/${token}/estimate/decline`, {});

    const done = await postJson<{ job: TechnicianJob }>(
      app,
      `/api/technician/jobs/${booking.id}/complete`,
      { paymentMethod: 'cash', amountCollected: 2798 },
      { cookie },
    );
    expect(done.body.job.status).toBe('completed');
    const card = (await getAs(app, `/api/track/${token}/warranty`)).body as unknown as WarrantyCardResponse;
    expect(card.warranty.repairs.map((r) => [r.name, r.warrantyDays])).toEqual([
      ['Screen Replacement', expect.any(Number)],
      ['Reseated the display connector', 45],
    ]);
  });

  it('prices a device that is not listed by described work only', async () => {
    const rate = (await sendRate('POST', '/api/admin/work-rates', { name: 'Board work', price: 1999 })).body
      .rate;
    const onInspection = {
      id: screen.id,
      name: 'Screen Replacement',
      priceAmount: 0,
      priceOnInspection: true,
    };
    const visit = { id: battery.id + 1000, name: 'Inspection visit', priceAmount: 29_900 };
    const { cookie, booking, token } = await startedJob({
      deviceModel: 'Lava Z2',
      selectedServicesDetails: [visit, onInspection],
      totalPrice: 29_900,
    });
    await db
      .update(bookings)
      .set({ deviceId: null, deviceUnlisted: true })
      .where(eq(bookings.id, booking.id));
    const catalogue = await propose(cookie, booking.id, { add: [battery.id] });
    expect(catalogue.status).toBe(409);
    expect(catalogue.body).toMatchObject({ error: { code: 'ESTIMATE_UNLISTED' } });

    const priced = await propose(cookie, booking.id, {
      remove: [screen.id],
      extra: [{ description: 'Screen replaced (Lava Z2)', rateId: rate.id }],
    });
    expect(priced.status).toBe(200);
    expect(priced.body.job.estimate).toMatchObject({ total: 229_800, removed: [{ id: screen.id }] });
    await approve(token);
    expect((await rowOf(booking.id)).totalPrice).toBe(229_800);
  });
});
