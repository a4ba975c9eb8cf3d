import type { Database } from '../src/server/db/client';
import type { BookingView } from '../src/shared/contracts/bookings';
import { latestCodeFor, postJson } from './auth-helpers';
import { createBrand, createDevice, createPricing, createRepairService } from './factories';

// What the booking tests share: a device with repairs in every state, and a valid booking body.

/** A device with two priced repairs, plus one inactive and one unavailable repair. */
export async function createBookableDevice(db: Database) {
  const samsung = await createBrand(db, { name: 'Samsung' });
  const device = await createDevice(db, { name: 'Galaxy S21', brandId: samsung.id });
  const screen = await createRepairService(db, { name: 'Screen Replacement' });
  const battery = await createRepairService(db, { name: 'Battery Replacement' });
  const hidden = await createRepairService(db, { name: 'Retired Service', isActive: false });
  const unavailable = await createRepairService(db, { name: 'Unavailable Here' });
  await createPricing(db, { deviceId: device.id, repairServiceId: screen.id, priceAmount: 1_249_900 });
  await createPricing(db, { deviceId: device.id, repairServiceId: battery.id, priceAmount: 149_900 });
  await createPricing(db, { deviceId: device.id, repairServiceId: hidden.id, priceAmount: 100 });
  await createPricing(db, { deviceId: device.id, repairServiceId: unavailable.id, isAvailable: false });
  return { device, screen, battery, hidden, unavailable };
}

/** A day after tomorrow in India: a visit to move a booking of tomorrow to. */
export function dayAfterTomorrowInIndia(now = new Date()): string {
  return tomorrowInIndia(new Date(now.getTime() + 24 * 3_600_000));
}

let counter = 0;

/** Tomorrow's date in India, for tests that run on the real clock (today's windows close as it goes). */
export function tomorrowInIndia(now = new Date()): string {
  return new Date(now.getTime() + 24 * 3_600_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
}

/** A valid booking for the device and repairs given, with a fresh e-mail and phone each time. */
export function makeBookingBody(
  deviceId: number,
  selectedIssues: number[],
  overrides: Record<string, unknown> = {},
) {
  counter++;
  return {
    name: 'Priya Das',
    email: `priya${counter}-${process.pid}@example.com`,
    phone: `98765${String(10_000 + (counter % 90_000)).slice(-5)}`,
    address: '12 Janpath Road, Unit 3',
    city: 'Bhubaneswar',
    state: 'Odisha',
    pincode: '751001',
    deviceId,
    deviceModel: 'Galaxy S21',
    preferredDate: tomorrowInIndia(),
    preferredTime: '11:00-13:00',
    selectedIssues,
    ...overrides,
  };
}

export type Created = { booking: BookingView };

type Requestable = Parameters<typeof postJson>[0];

/** POST /api/bookings as a browser on our origin would. */
export function bookWith(app: Requestable) {
  return (body: unknown, options: Parameters<typeof postJson>[3] = {}) =>
    postJson<Created>(app, '/api/bookings', body, options);
}

/**
 * Verifies a phone in the booking form's way: the code sent by SMS, read from the outbox and typed
 * back. Returns the proof token a booking with a referral code carries.
 */
export async function provePhone(app: Requestable, phone: string, address?: string): Promise<string> {
  const options = address ? { address } : {};
  const sent = await postJson(app, '/api/referrals/phone-code', { phone }, options);
  if (sent.status !== 200) throw new Error(`phone code not sent: ${JSON.stringify(sent.body)}`);
  const code = await latestCodeFor(app, `+91${phone}`);
  const verified = await postJson<{ proof: string }>(
    app,
    '/api/referrals/phone-code/verify',
    { phone, code },
    options,
  );
  if (verified.status !== 200) throw new Error(`phone not verified: ${JSON.stringify(verified.body)}`);
  return verified.body.proof;
}
