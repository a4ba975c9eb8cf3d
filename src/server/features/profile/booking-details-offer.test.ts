import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAs, latestCodeFor, postJson, signInByEmailCode } from '../../../../tests/auth-helpers';
import { bookWith, createBookableDevice, makeBookingBody } from '../../../../tests/booking-fixtures';
import { createTestApp } from '../../../../tests/test-app';
import { profiles, users } from '../../db/schema/index';

// The offer to fill an empty profile from an earlier guest booking: made only for a booking that
// matches a verified e-mail or phone of the account, made once, and copying into empty fields only.

// 09:30 in India on Sunday 22 November 2026.
const now = new Date('2026-11-22T04:00:00Z');
const { app, db } = await createTestApp({ devOutbox: true, clock: () => now });
const { device, screen } = await createBookableDevice(db);
const book = bookWith(app);
const guestBooking = (overrides: Record<string, unknown>) =>
  book(makeBookingBody(device.id, [screen.id], overrides)).then((res) => {
    expect(res.status).toBe(201);
    return res.body.booking;
  });

const offerOf = async (cookie: string) =>
  (await getAs(app, '/api/profile/booking-details-offer', cookie)).body as { offer: unknown };
const answer = (cookie: string, value: string) =>
  postJson<{ profile: Record<string, unknown> }>(
    app,
    '/api/profile/booking-details-offer',
    { answer: value },
    { cookie },
  );

describe('the offer of a guest booking’s details', () => {
  it('offers the newest guest booking of the verified e-mail, shows only what recognises it, and copies it once', async () => {
    const email = 'bikash.new@example.com';
    await guestBooking({ email, name: 'Bikash Old', address: '1 Old Road', city: 'Cuttack' });
    const newest = await guestBooking({
      email: email.toUpperCase(),
      name: 'Bikash Nayak',
      phone: '9437066666',
      address: '12 Janpath Road, Unit 3',
      city: 'Bhubaneswar',
      state: 'Odisha',
      pincode: '751001',
    });
    const cookie = await signInByEmailCode(app, email);

    const { offer } = await offerOf(cookie);
    // Enough to recognise the booking: never its address, phone or e-mail.
    expect(offer).toEqual({
      bookingId: newest.bookingId,
      bookedAt: newest.createdAt,
      name: 'Bikash Nayak',
      city: 'Bhubaneswar',
    });

    const accepted = await answer(cookie, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body.profile).toMatchObject({
      email,
      fullName: 'Bikash Nayak',
      phone: '+919437066666',
      defaultAddress: '12 Janpath Road, Unit 3',
      defaultCity: 'Bhubaneswar',
      defaultState: 'Odisha',
      defaultPincode: '751001',
    });
    // The header and the greeting read the account's name: it follows the copied one.
    expect((await getAs(app, '/api/session', cookie)).body.user).toMatchObject({ name: 'Bikash Nayak' });
    expect((await getAs(app, '/api/profile', cookie)).body.profile).toMatchObject({
      fullName: 'Bikash Nayak',
    });

    // Asked once: answered now, whatever the customer does to the profile afterwards.
    expect((await offerOf(cookie)).offer).toBeNull();
    await postJson(app, '/api/profile', { fullName: 'Bikash Nayak' }, { cookie, method: 'PUT' });
    expect((await offerOf(cookie)).offer).toBeNull();
    const again = await answer(cookie, 'accept');
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe('CONFLICT');
  });

  it('keeps the name typed at sign-up and fills only the empty fields', async () => {
    const email = 'meera@example.com';
    await guestBooking({ email, name: 'M Das', city: 'Puri', pincode: '752001' });
    const cookie = await signInByEmailCode(app, email, 'Meera Das');
    expect((await offerOf(cookie)).offer).toMatchObject({ name: 'M Das', city: 'Puri' });
    const accepted = await answer(cookie, 'accept');
    expect(accepted.body.profile).toMatchObject({
      fullName: 'Meera Das',
      defaultCity: 'Puri',
      defaultPincode: '752001',
    });
    expect((await getAs(app, '/api/session', cookie)).body.user).toMatchObject({ name: 'Meera Das' });
  });

  it('is not made to a profile that already has a phone or an address', async () => {
    const email = 'filled@example.com';
    await guestBooking({ email });
    const cookie = await signInByEmailCode(app, email, 'Filled Person');
    expect((await offerOf(cookie)).offer).not.toBeNull();
    await postJson(
      app,
      '/api/profile',
      { fullName: 'Filled Person', defaultCity: 'Berhampur' },
      { cookie, method: 'PUT' },
    );
    expect((await offerOf(cookie)).offer).toBeNull();
    expect((await answer(cookie, 'accept')).status).toBe(409);
    expect((await getAs(app, '/api/profile', cookie)).body.profile).toMatchObject({
      defaultCity: 'Berhampur',
      defaultAddress: null,
    });
  });

  it('is declined once and not asked again, even after another booking', async () => {
    const email = 'declines@example.com';
    await guestBooking({ email, name: 'Decline Person' });
    const cookie = await signInByEmailCode(app, email);
    const declined = await answer(cookie, 'decline');
    expect(declined.status).toBe(200);
    expect(declined.body.profile).toMatchObject({ fullName: null, defaultAddress: null, phone: null });
    await guestBooking({ email, name: 'Decline Person' });
    expect((await offerOf(cookie)).offer).toBeNull();
    const [row] = await db
      .select()
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(users.email, email));
    expect(row?.profiles.bookingDetailsOfferAnsweredAt).toEqual(now);
  });

  it("never offers another person's guest booking: the e-mail must be verified, the booking must match it", async () => {
    const email = 'unproven@example.com';
    const cookie = await signInByEmailCode(app, email);
    // A stranger books with someone else's address: nothing of it is offered.
    await guestBooking({ email: 'stranger@example.com', name: 'Stranger', city: 'Rourkela' });
    expect((await offerOf(cookie)).offer).toBeNull();

    // A booking with this address, while the account has not proven it owns the address.
    await guestBooking({ email, name: 'Someone Else', city: 'Sambalpur' });
    await db.update(users).set({ emailVerified: false }).where(eq(users.email, email));
    expect((await offerOf(cookie)).offer).toBeNull();
    expect((await answer(cookie, 'accept')).status).toBe(409);
    expect((await getAs(app, '/api/profile', cookie)).body.profile).toMatchObject({
      fullName: null,
      defaultCity: null,
    });
    await db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    expect((await offerOf(cookie)).offer).toMatchObject({ name: 'Someone Else', city: 'Sambalpur' });
  });

  it('matches a guest booking by the verified phone of an account made by phone', async () => {
    await guestBooking({ phone: '9437055555', name: 'Phone Person', city: 'Balasore' });
    await postJson(app, '/api/auth/phone-otp/send', { phone: '9437055555' });
    const code = await latestCodeFor(app, '+919437055555');
    const signedIn = await postJson(app, '/api/auth/phone-otp/verify', { phone: '9437055555', code });
    expect(signedIn.status).toBe(200);
    expect((await offerOf(signedIn.cookie)).offer).toMatchObject({ name: 'Phone Person', city: 'Balasore' });
    const accepted = await answer(signedIn.cookie, 'accept');
    expect(accepted.body.profile).toMatchObject({ fullName: 'Phone Person', phone: '+919437055555' });
  });

  it('refuses an answer it does not know, and callers without a session', async () => {
    const cookie = await signInByEmailCode(app, 'answers@example.com');
    const res = await answer(cookie, 'maybe');
    expect(res.status).toBe(400);
    expect(res.body.error?.fields?.answer).toBe('Please choose to use the details or not.');
    expect((await getAs(app, '/api/profile/booking-details-offer')).status).toBe(401);
    expect((await postJson(app, '/api/profile/booking-details-offer', { answer: 'decline' })).status).toBe(
      401,
    );
  });
});
