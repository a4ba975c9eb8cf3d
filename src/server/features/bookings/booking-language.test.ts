import { describe, expect, it } from 'vitest';
import { outboxFor, postJson, signInByEmailCode, signInWithPassword } from '../../../../tests/auth-helpers';
import { bookWith, createBookableDevice, makeBookingBody } from '../../../../tests/booking-fixtures';
import { createPricing, createRepairService, createUser } from '../../../../tests/factories';
import odiaRepairs from '../../../locales/or/repair-services.json' with { type: 'json' };
import { createTestApp } from '../../../../tests/test-app';

// Through the API: a booking's messages to its customer are in the language the booking was made in,
// those to staff in English, and an English booking's messages say exactly what they always said.

// 09:30 in India on Sunday 22 November 2026.
const now = new Date('2026-11-22T04:00:00Z');
const { app, db, auth } = await createTestApp({ devOutbox: true, clock: () => now });
const { device, screen, battery } = await createBookableDevice(db);
const bookingBody = (overrides: Record<string, unknown> = {}) =>
  makeBookingBody(device.id, [screen.id, battery.id], { preferredDate: '2026-11-25', ...overrides });
const book = bookWith(app);

await createUser(auth, db, { email: 'desk@example.com', role: 'admin', password: 'admin-pass-1' });
const admin = await signInWithPassword(app, 'desk@example.com', 'admin-pass-1');

const ODIA = /[\u0B00-\u0B7F]/;
const DEVANAGARI = /[\u0900-\u097F]/;
const trackLink = /http:\/\/localhost:3000\/track\/[a-z2-7]{26}/;
/** A tracking link at a language path: the page opens in the language its message is written in. */
const trackLinkIn = (language: 'hi' | 'or') =>
  new RegExp(`http://localhost:3000/${language}/track/[a-z2-7]{26}`);

describe('messages in the booking’s language', () => {
  it('a booking made in Odia: its e-mail and SMS in Odia, with its id and the total in rupees', async () => {
    const body = bookingBody({ language: 'or' });
    const res = await book(body);
    expect(res.status).toBe(201);
    const { bookingId, phone } = res.body.booking;

    const [mail] = await outboxFor(app, body.email);
    expect(mail?.subject).toBe(`ବୁକିଂ ମିଳିଲା: ${bookingId}`);
    for (const fact of [
      bookingId,
      '₹13,998',
      'Screen Replacement: ₹12,499',
      'ସ୍ଥିତି: ଗ୍ରହଣ ହେଲା – ବୁକିଂ ମିଳିଛି।',
      'ବୁଧ, 25 ନଭେମ୍ବର 2026, ସକାଳ 11:00 – ଦିନ 1:00',
    ]) {
      expect(mail?.text).toContain(fact);
    }
    expect(mail?.text).toMatch(trackLinkIn('or'));

    const [sms] = await outboxFor(app, phone);
    expect(sms).toMatchObject({ channel: 'sms' });
    expect(sms?.text).toMatch(ODIA);
    expect(sms?.text).toContain(`ବୁକିଂ ${bookingId} ମିଳିଲା (ସ୍ଥିତି: ଗ୍ରହଣ ହେଲା): Samsung Galaxy S21, ₹13,998।`);
    expect(sms?.text).toMatch(trackLinkIn('or'));

    // The admins' copy of the same booking stays English.
    const toDesk = (await outboxFor(app, 'desk@example.com')).find((m) => m.text.includes(bookingId));
    expect(toDesk?.subject).toBe(`New booking ${bookingId}: Samsung Galaxy S21, Bhubaneswar`);
    expect(toDesk?.text).not.toMatch(ODIA);
  });

  it('names a repair in the booking’s language as the catalogue has it, and in English where it has none', async () => {
    // As the seed makes it: its Odia words stored with it.
    const waterDamage = await createRepairService(db, {
      name: 'Water Damage Repair',
      slug: 'water-damage',
      translations: { or: odiaRepairs['water-damage'] },
    });
    await createPricing(db, { deviceId: device.id, repairServiceId: waterDamage.id, priceAmount: 399_900 });
    const body = makeBookingBody(device.id, [waterDamage.id, screen.id], { language: 'or' });
    expect((await book(body)).status).toBe(201);
    const [mail] = await outboxFor(app, body.email);
    expect(mail?.text).toContain(`${odiaRepairs['water-damage'].name}: ₹3,999`);
    expect(mail?.text).not.toContain('Water Damage Repair');
    // No Odia words stored for it: its English name, as the catalogue has it.
    expect(mail?.text).toContain('Screen Replacement: ₹12,499');
  });

  it('a booking made in Hindi: an admin’s status change reaches the customer in Hindi', async () => {
    const body = bookingBody({ language: 'hi' });
    const { bookingId, id } = (await book(body)).body.booking;
    const changed = await postJson(
      app,
      `/api/admin/bookings/${id}/status`,
      { status: 'confirmed' },
      { cookie: admin },
    );
    expect(changed.status).toBe(200);

    // Newest first: the status change, after the booking's receipt.
    const [mail] = await outboxFor(app, body.email);
    expect(mail?.subject).toBe(`बुकिंग ${bookingId}: पक्की`);
    expect(mail?.text).toContain(`आपकी बुकिंग ${bookingId} (Samsung Galaxy S21) की स्थिति अब है: पक्की।`);
    expect(mail?.text).toContain('आपके लिए तकनीशियन तय हो गया है। वह तय समय पर आएगा।');
    expect(mail?.text).toMatch(DEVANAGARI);
  });

  it('a booking in English, or naming no language, says exactly what it always said', async () => {
    for (const language of ['en', undefined]) {
      const body = bookingBody(language ? { language } : {});
      const { bookingId, phone } = (await book(body)).body.booking;
      const [mail] = await outboxFor(app, body.email);
      expect(mail?.subject).toBe(`Booking received: ${bookingId}`);
      expect(mail?.text).toContain('Status: Pending – Received. We will call you within 30 minutes');
      expect(mail?.text).toContain('Preferred visit: Wed, 25 Nov 2026, 11:00 AM – 1:00 PM');
      const [sms] = await outboxFor(app, phone);
      expect(sms?.text).toMatch(
        new RegExp(
          `^Booking ${bookingId} received \\(status: Pending\\): Samsung Galaxy S21, ₹13,998\\. We will call you within 30 minutes to confirm the visit\\. Track: ${trackLink.source}$`,
        ),
      );
    }
  });

  it('sends the tracking link at the booking’s language path, a new link from the desk too', async () => {
    for (const language of ['hi', 'or'] as const) {
      const body = bookingBody({ language });
      const { id, phone } = (await book(body)).body.booking;
      const [received] = await outboxFor(app, phone);
      expect(received?.text).toMatch(trackLinkIn(language));
      const replaced = await postJson(app, `/api/admin/bookings/${id}/tracking-link`, {}, { cookie: admin });
      expect(replaced.status).toBe(200);
      const [sms] = await outboxFor(app, phone);
      const [mail] = await outboxFor(app, body.email);
      expect(sms?.text).not.toBe(received?.text);
      expect(sms?.text).toMatch(trackLinkIn(language));
      expect(mail?.text).toMatch(trackLinkIn(language));
    }
  });

  it('the booking’s language wins over the one on the customer’s profile', async () => {
    const email = 'sabita@example.com';
    const cookie = await signInByEmailCode(app, email, 'Sabita Nayak');
    await postJson(app, '/api/profile/language', { language: 'hi' }, { cookie, method: 'PUT' });
    const { bookingId } = (await book(bookingBody({ email, language: 'or' }), { cookie })).body.booking;
    const mail = (await outboxFor(app, email)).find((m) => m.text.includes(bookingId));
    expect(mail?.subject).toBe(`ବୁକିଂ ମିଳିଲା: ${bookingId}`);
  });
});

describe('the code that proves a phone in the booking form', () => {
  it('is in the language a signed-in customer chose, and in English for a guest', async () => {
    const cookie = await signInByEmailCode(app, 'minati@example.com', 'Minati Sahu');
    const chosen = await postJson(
      app,
      '/api/profile/language',
      { language: 'or' },
      { cookie, method: 'PUT' },
    );
    expect(chosen.status).toBe(200);

    expect(
      (await postJson(app, '/api/referrals/phone-code', { phone: '9437000001' }, { cookie })).status,
    ).toBe(200);
    const [odia] = await outboxFor(app, '+919437000001');
    expect(odia?.text).toMatch(/^\d{6} /);
    expect(odia?.text).toMatch(ODIA);

    expect((await postJson(app, '/api/referrals/phone-code', { phone: '9437000002' })).status).toBe(200);
    const [english] = await outboxFor(app, '+919437000002');
    expect(english?.text).toMatch(/^\d{6} is your DoorstepFix code to verify this number for your booking\./);
  });
});
