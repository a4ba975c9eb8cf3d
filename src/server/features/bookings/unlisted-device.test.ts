import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAs, outboxFor, signInWithPassword } from '../../../../tests/auth-helpers';
import { bookWith, makeBookingBody } from '../../../../tests/booking-fixtures';
import {
  createBrand,
  createDevice,
  createPricing,
  createRepairService,
  createUser,
} from '../../../../tests/factories';
import { createTestApp } from '../../../../tests/test-app';
import type { AdminBookingListResponse } from '../../../shared/contracts/admin-bookings';
import { bookings, repairServices } from '../../db/schema/index';
import { say } from '../../notifications/words';

// A booking names the device it is for from the catalogue, and 'My device isn't listed' books an
// inspection visit for a typed model: its fee is the diagnosis service's catalogue starting price, and
// the chosen repairs are priced at the door.

// 09:30 in India on Sunday 22 November 2026.
const now = new Date('2026-11-22T04:00:00Z');
const { app, db, auth } = await createTestApp({ devOutbox: true, clock: () => now });
const book = bookWith(app);

const xiaomi = await createBrand(db, { name: 'Xiaomi' });
const infinix = await createBrand(db, { name: 'Infinix' });
const retired = await createBrand(db, { name: 'Retired Brand', isActive: false });
const redmi = await createDevice(db, { name: 'Redmi 13C 5G', brandId: xiaomi.id });
const ipad = await createDevice(db, { name: 'iPad Pro 11-inch (M4)' });
const diagnosis = await createRepairService(db, {
  name: 'Dead Mobile Diagnosis',
  slug: 'dead-mobile-diagnosis',
});
const screen = await createRepairService(db, { name: 'Screen Replacement' });
const battery = await createRepairService(db, { name: 'Battery Replacement' });
const switchedOff = await createRepairService(db, { name: 'Old Service', isActive: false });
await createPricing(db, { deviceId: redmi.id, repairServiceId: screen.id, priceAmount: 229_900 });
await createPricing(db, { deviceId: ipad.id, repairServiceId: screen.id, priceAmount: 4_499_900 });
// The visit fee is the diagnosis service's lowest available price on a device customers can see.
await createPricing(db, { deviceId: redmi.id, repairServiceId: diagnosis.id, priceAmount: 39_900 });
await createPricing(db, { deviceId: ipad.id, repairServiceId: diagnosis.id, priceAmount: 59_900 });
await createPricing(db, {
  deviceId: (await createDevice(db, { isActive: false })).id,
  repairServiceId: diagnosis.id,
  priceAmount: 100,
});

const unlistedBody = (overrides: Record<string, unknown> = {}): Record<string, unknown> => {
  const { deviceId: _listed, ...body } = makeBookingBody(0, [screen.id, battery.id], {
    unlisted: true,
    brandId: infinix.id,
    deviceModel: 'Hot 40i',
    ...overrides,
  });
  return body;
};

describe('the device a booking names', () => {
  it('comes from the catalogue for a listed device, whatever model the request names', async () => {
    const res = await book(
      makeBookingBody(redmi.id, [screen.id], { deviceModel: 'Apple iPad Pro 11-inch (M4)' }),
    );
    expect(res.status).toBe(201);
    expect(res.body.booking).toMatchObject({
      deviceId: redmi.id,
      deviceModel: 'Xiaomi Redmi 13C 5G',
      deviceUnlisted: false,
      totalPrice: 229_900,
    });
  });

  it("stores and charges the catalogue device's name and price, also when staff book for a customer", async () => {
    // The probe of issue 16: an iPad Pro screen booked on the id of a Redmi, with another brand too.
    const probe = { deviceModel: 'Apple iPad Pro 11-inch (M4)', brandId: infinix.id };
    await createUser(auth, db, { email: 'probe-admin@example.com', role: 'admin', password: 'admin-pass-1' });
    const staff = await signInWithPassword(app, 'probe-admin@example.com', 'admin-pass-1');
    for (const options of [{}, { cookie: staff }]) {
      const res = await book(makeBookingBody(redmi.id, [screen.id], probe), options);
      expect(res.status).toBe(201);
      const [row] = await db.select().from(bookings).where(eq(bookings.id, res.body.booking.id));
      expect(row).toMatchObject({
        deviceId: redmi.id,
        deviceModel: 'Xiaomi Redmi 13C 5G',
        deviceUnlisted: false,
        totalPrice: 229_900,
        selectedServicesDetails: [{ id: screen.id, name: 'Screen Replacement', priceAmount: 229_900 }],
      });
    }
    const named = await db.select({ model: bookings.deviceModel }).from(bookings);
    expect(named.filter((b) => b.model.includes('iPad'))).toEqual([]);
  });
});

describe("'My device isn't listed'", () => {
  it('books an inspection visit for the typed model, the repairs priced at the door', async () => {
    const res = await book(unlistedBody());
    expect(res.status).toBe(201);
    const { booking } = res.body;
    expect(booking).toMatchObject({
      deviceId: null,
      deviceModel: 'Infinix Hot 40i',
      deviceUnlisted: true,
      subtotal: 39_900,
      totalPrice: 39_900,
      selectedIssues: [diagnosis.id, screen.id, battery.id],
      selectedServicesDetails: [
        { id: diagnosis.id, name: 'Inspection visit', priceAmount: 39_900 },
        { id: screen.id, name: 'Screen Replacement', priceAmount: 0, priceOnInspection: true },
        { id: battery.id, name: 'Battery Replacement', priceAmount: 0, priceOnInspection: true },
      ],
    });
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ deviceUnlisted: true, deviceId: null, deviceModel: 'Infinix Hot 40i' });
  });

  it('names the inspection visit in the booking’s language, in the catalogue’s words', async () => {
    const body = unlistedBody({ language: 'or' });
    const res = await book(body);
    expect(res.status).toBe(201);
    // The stored line keeps every language's words, as the catalogue says them.
    const words = {
      name: say('en', 'inspectionVisit'),
      translations: {
        hi: { name: say('hi', 'inspectionVisit') },
        or: { name: say('or', 'inspectionVisit') },
      },
    };
    expect(words.name).toBe('Inspection visit');
    expect(res.body.booking.selectedServicesDetails[0]).toMatchObject(words);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, res.body.booking.id));
    expect(row?.selectedServicesDetails[0]).toMatchObject(words);
    const [mail] = await outboxFor(app, body.email as string);
    expect(mail?.text).toContain(`${words.translations.or.name}: ₹399`);
    expect(mail?.text).not.toContain('Inspection visit');
  });

  it("keeps the model as typed for 'Other', and a model typed with its brand once", async () => {
    const other = await book(unlistedBody({ brandId: null, deviceModel: 'Nokia 105' }));
    expect(other.status).toBe(201);
    expect(other.body.booking.deviceModel).toBe('Nokia 105');
    const named = await book(unlistedBody({ deviceModel: 'infinix Smart 8' }));
    expect(named.body.booking.deviceModel).toBe('infinix Smart 8');
  });

  it('charges the visit once, even when the diagnosis is also chosen', async () => {
    const res = await book(unlistedBody({ selectedIssues: [diagnosis.id, screen.id] }));
    expect(res.status).toBe(201);
    expect(res.body.booking.totalPrice).toBe(39_900);
    expect(res.body.booking.selectedIssues).toEqual([diagnosis.id, screen.id]);
  });

  it('refuses a listed device and an unlisted one at once, or neither, with the field message', async () => {
    const both = await book({ ...unlistedBody(), deviceId: redmi.id });
    expect(both.status).toBe(400);
    expect(both.body.error?.fields?.deviceId).toBe(
      'Please choose a listed device or book one that is not listed, not both.',
    );
    const { unlisted: _flag, ...neither } = unlistedBody();
    const refused = await book(neither);
    expect(refused.status).toBe(400);
    expect(refused.body.error?.fields?.deviceId).toBe('Please choose your device first.');
    const noBrand = await book(unlistedBody({ brandId: undefined }));
    expect(noBrand.body.error?.fields?.brandId).toBe('Please choose the brand, or Other.');
    const noModel = await book(unlistedBody({ deviceModel: ' ' }));
    expect(noModel.body.error?.fields?.deviceModel).toBe('Please enter your device model.');
  });

  it('refuses a brand customers cannot choose, and repairs that are switched off', async () => {
    const brand = await book(unlistedBody({ brandId: retired.id }));
    expect(brand.status).toBe(400);
    expect(brand.body.error?.fields?.brandId).toBe('Please choose the brand, or Other.');
    const repairs = await book(unlistedBody({ selectedIssues: [screen.id, switchedOff.id] }));
    expect(repairs.status).toBe(400);
    expect(repairs.body.error?.code).toBe('REPAIRS_UNAVAILABLE');
  });

  it('is marked for the admins', async () => {
    const body = unlistedBody({ deviceModel: 'Spark 20' });
    const made = await book(body);
    await createUser(auth, db, {
      email: 'unlisted-admin@example.com',
      role: 'admin',
      password: 'admin-pass-1',
    });
    const admin = await signInWithPassword(app, 'unlisted-admin@example.com', 'admin-pass-1');
    const list = (await getAs(app, `/api/admin/bookings?q=${String(body.email)}`, admin)) as unknown as {
      body: AdminBookingListResponse;
    };
    expect(list.body.bookings.find((b) => b.id === made.body.booking.id)).toMatchObject({
      deviceModel: 'Infinix Spark 20',
      deviceUnlisted: true,
    });
  });

  it('is refused plainly while the inspection visit has no price', async () => {
    await db.update(repairServices).set({ isActive: false }).where(eq(repairServices.id, diagnosis.id));
    try {
      const res = await book(unlistedBody());
      expect(res.status).toBe(409);
      expect(res.body.error?.code).toBe('UNLISTED_BOOKING_UNAVAILABLE');
    } finally {
      await db.update(repairServices).set({ isActive: true }).where(eq(repairServices.id, diagnosis.id));
    }
  });
});
