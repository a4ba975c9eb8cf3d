import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAs, latestCodeFor, postJson, signInByEmailCode } from '../../../../tests/auth-helpers';
import {
  bookWith,
  createBookableDevice,
  makeBookingBody,
  provePhone,
} from '../../../../tests/booking-fixtures';
import { createBooking } from '../../../../tests/factories';
import { createTestApp } from '../../../../tests/test-app';
import { referrals, users } from '../../db/schema/index';
import { isUniqueViolation } from '../../db/unique-violation';

// Referral farming (issue 16, item 9): twelve guests with x+N@gmail.com and new phone numbers each got
// ₹50 off with one code, and the refusals told strangers whose code it was and who had booked before.
// Now a discount needs a verified phone, goes once to a phone and once to a mailbox, and until the
// phone is verified every answer is 'not valid' or 'verify your phone'.

// 09:30 in India on Sunday 22 November 2026; tests that wait move it on.
let now = new Date('2026-11-22T04:00:00Z');
const clock = () => now;
const { app, db } = await createTestApp({ devOutbox: true, clock });
const { device, battery } = await createBookableDevice(db);
const book = bookWith(app);
const bookingBody = (overrides: Record<string, unknown> = {}) =>
  makeBookingBody(device.id, [battery.id], overrides);

let phoneCounter = 0;
/** A phone number no test has used. */
const freshPhone = () => `70000${String(10_000 + ++phoneCounter).slice(-5)}`;

const referrerEmail = 'referrer@example.com';
const referrerPhone = '9437011111';
const referrerCookie = await signInByEmailCode(app, referrerEmail, 'Ravi Referrer');
await postJson(
  app,
  '/api/profile',
  { fullName: 'Ravi Referrer', phone: referrerPhone },
  { cookie: referrerCookie, method: 'PUT' },
);
const code = (await getAs(app, '/api/referrals/me', referrerCookie)).body.code as string;

const reasonOf = (res: { body: { error?: { reason?: string } } }) => res.body.error?.reason;

describe('referral farming', () => {
  it('gives no discount to guests whose phone is not verified (the twelve x+N@gmail.com bookings)', async () => {
    const results = [];
    for (let n = 1; n <= 12; n++) {
      results.push(
        await book(bookingBody({ email: `x+${n}@gmail.com`, phone: freshPhone(), referralCode: code })),
      );
    }
    expect(results.map((r) => r.status)).toEqual(Array<number>(12).fill(400));
    expect(results.map(reasonOf)).toEqual(Array<string>(12).fill('phone_unverified'));
    expect(results[0]!.body.error?.fields?.referralCode).toBe('Verify your phone number to apply ₹50 off.');
    expect(await db.select().from(referrals)).toHaveLength(0);
  });

  it('gives one discount per mailbox: x+N@gmail.com with twelve verified phones is one person', async () => {
    const results = [];
    for (let n = 1; n <= 12; n++) {
      const phone = freshPhone();
      const phoneProof = await provePhone(app, phone);
      results.push(
        await book(bookingBody({ email: `x+${n}@gmail.com`, phone, referralCode: code, phoneProof })),
      );
    }
    expect(results.map((r) => r.status)).toEqual([201, ...Array<number>(11).fill(400)]);
    expect(results[0]!.body.booking.referralDiscount).toBe(5000);
    expect(results.slice(1).map(reasonOf)).toEqual(Array<string>(11).fill('already_used'));
    expect(results[1]!.body.error?.fields?.referralCode).toBe(
      'A referral discount has already been used with this phone number or e-mail address.',
    );
    const rows = await db.select().from(referrals);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ claimedEmail: 'x@gmail.com' });
  });

  it('counts x.y+1@gmail.com, xy@gmail.com and XY@googlemail.com as one address', async () => {
    const first = freshPhone();
    const firstBooking = await book(
      bookingBody({
        email: 'x.y+1@gmail.com',
        phone: first,
        referralCode: code,
        phoneProof: await provePhone(app, first),
      }),
    );
    expect(firstBooking.status).toBe(201);
    expect(firstBooking.body.booking.referralDiscount).toBe(5000);
    for (const email of ['xy@gmail.com', 'XY@googlemail.com', 'x.y@gmail.com']) {
      const phone = freshPhone();
      const res = await book(
        bookingBody({ email, phone, referralCode: code, phoneProof: await provePhone(app, phone) }),
      );
      expect(res.status, email).toBe(400);
      expect(reasonOf(res), email).toBe('already_used');
    }
    // Outside Gmail a dot can make another person's address; a +tag cannot.
    const dotted = freshPhone();
    const other = await book(
      bookingBody({
        email: 'a.b@example.in',
        phone: dotted,
        referralCode: code,
        phoneProof: await provePhone(app, dotted),
      }),
    );
    expect(other.status).toBe(201);
    const undotted = freshPhone();
    expect(
      (
        await book(
          bookingBody({
            email: 'ab@example.in',
            phone: undotted,
            referralCode: code,
            phoneProof: await provePhone(app, undotted),
          }),
        )
      ).status,
    ).toBe(201);
    const tagged = freshPhone();
    const taggedRes = await book(
      bookingBody({
        email: 'A.B+deals@Example.in',
        phone: tagged,
        referralCode: code,
        phoneProof: await provePhone(app, tagged),
      }),
    );
    expect(reasonOf(taggedRes)).toBe('already_used');
  });

  it('gives one discount per verified phone, whatever the e-mail', async () => {
    const phone = freshPhone();
    const first = await book(
      bookingBody({
        email: 'one.person@example.com',
        phone,
        referralCode: code,
        phoneProof: await provePhone(app, phone),
      }),
    );
    expect(first.status).toBe(201);
    now = new Date(now.getTime() + 61_000); // past the resend cool-down of this number
    const again = await book(
      bookingBody({
        email: 'another.address@example.com',
        phone,
        referralCode: code,
        phoneProof: await provePhone(app, phone),
      }),
    );
    expect(again.status).toBe(400);
    expect(reasonOf(again)).toBe('already_used');
  });

  it('gives distinct verified phones and mailboxes one discount each, even when sent at once', async () => {
    const people = await Promise.all(
      [1, 2, 3].map(async (n) => {
        const phone = freshPhone();
        return { phone, email: `friend${n}@example.org`, phoneProof: await provePhone(app, phone) };
      }),
    );
    const results = await Promise.all(people.map((p) => book(bookingBody({ ...p, referralCode: code }))));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(results.map((r) => r.body.booking.referralDiscount)).toEqual([5000, 5000, 5000]);

    // Three phones, one mailbox, at once: one discount.
    const same = await Promise.all(
      [1, 2, 3].map(async () => {
        const phone = freshPhone();
        return { phone, email: 'same.mailbox@example.org', phoneProof: await provePhone(app, phone) };
      }),
    );
    const raced = await Promise.all(same.map((p) => book(bookingBody({ ...p, referralCode: code }))));
    expect(raced.map((r) => r.status).sort()).toEqual([201, 400, 400]);
  });

  it('holds one discount per phone and per mailbox in the database itself', async () => {
    const [taken] = await db.select().from(referrals).limit(1);
    // A second referral for the same phone or mailbox cannot be written, whatever code tries.
    for (const claim of [
      { claimedPhone: taken!.claimedPhone, constraint: 'referrals_claimed_phone_unique' },
      { claimedEmail: taken!.claimedEmail, constraint: 'referrals_claimed_email_unique' },
    ]) {
      const { constraint, ...claimed } = claim;
      const booking = await createBooking(db, { deviceId: device.id });
      const error = await db
        .insert(referrals)
        .values({
          referrerUserId: taken!.referrerUserId,
          referralCode: taken!.referralCode,
          bookingId: booking.id,
          ...claimed,
        })
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(isUniqueViolation(error, constraint), constraint).toBe(true);
    }
  });
});

describe('what a referral check tells before and after the phone is verified', () => {
  it('answers every code of an unverified booker with not valid or verify your phone only', async () => {
    // The referrer's own code, typed by a guest with the referrer's e-mail and phone: no 'own code'.
    expect((await postJson(app, '/api/referrals/validate', { code })).body).toEqual({
      valid: false,
      reason: 'phone_unverified',
    });
    expect((await postJson(app, '/api/referrals/validate', { code: 'NOPE2345' })).body).toEqual({
      valid: false,
      reason: 'not_found',
    });
    const own = await book(bookingBody({ email: referrerEmail, phone: referrerPhone, referralCode: code }));
    expect(reasonOf(own)).toBe('phone_unverified');
    // Someone who has booked before: no 'first booking only'.
    const returning = bookingBody({ email: 'returning@example.net', phone: freshPhone() });
    expect((await book(returning)).status).toBe(201);
    const second = await book({ ...returning, referralCode: code });
    expect(reasonOf(second)).toBe('phone_unverified');
    // A code that does not exist: the same 'not valid' to everyone.
    const unknown = await book(bookingBody({ referralCode: 'NOPE2345' }));
    expect(reasonOf(unknown)).toBe('not_found');
    expect(unknown.body.error?.fields?.referralCode).toBe('The referral code you entered is not valid.');
    // The referrer signed in, without a verified phone: their own account's code is said to be theirs
    // at once, with no text to verify a phone for nothing (decision 034); it names nobody else.
    const mine = await postJson(app, '/api/referrals/validate', { code }, { cookie: referrerCookie });
    expect(mine.body).toEqual({ valid: false, reason: 'own_code' });
  });

  it('tells the reason once the phone is verified', async () => {
    // The referrer's own phone, proved: their own code.
    const referrerProof = await provePhone(app, referrerPhone);
    const own = await postJson(app, '/api/referrals/validate', { code, phoneProof: referrerProof });
    expect(own.body).toEqual({ valid: false, reason: 'own_code' });
    // A phone that has booked before: a first booking only.
    const phone = freshPhone();
    expect((await book(bookingBody({ phone }))).status).toBe(201);
    const proof = await provePhone(app, phone);
    expect((await postJson(app, '/api/referrals/validate', { code, phoneProof: proof })).body).toEqual({
      valid: false,
      reason: 'not_first_booking',
    });
    const res = await book(bookingBody({ phone, referralCode: code, phoneProof: proof }));
    expect(reasonOf(res)).toBe('not_first_booking');
    // A new phone: valid.
    const newPhone = freshPhone();
    const valid = await postJson(app, '/api/referrals/validate', {
      code,
      phoneProof: await provePhone(app, newPhone),
    });
    expect(valid.body).toEqual({ valid: true, discount: 5000 });
  });

  it('never judges an e-mail typed into the form when checking a code', async () => {
    // The check before booking knows the proved phone and the account only, so it cannot be asked
    // whether some address has booked before or owns a code.
    const phone = freshPhone();
    const proof = await provePhone(app, phone);
    const res = await postJson(app, '/api/referrals/validate', {
      code,
      phoneProof: proof,
      email: referrerEmail,
    });
    expect(res.body).toEqual({ valid: true, discount: 5000 });
  });
});

describe('signed-in customers', () => {
  it('applies the discount for a verified account phone with no extra step', async () => {
    const phone = freshPhone();
    expect((await postJson(app, '/api/auth/phone-otp/send', { phone })).status).toBe(200);
    const signIn = await postJson(app, '/api/auth/phone-otp/verify', {
      phone,
      code: await latestCodeFor(app, `+91${phone}`),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.cookie;
    expect((await postJson(app, '/api/referrals/validate', { code }, { cookie })).body).toEqual({
      valid: true,
      discount: 5000,
    });
    const res = await book(bookingBody({ email: 'phone.customer@example.com', phone, referralCode: code }), {
      cookie,
    });
    expect(res.status).toBe(201);
    expect(res.body.booking.referralDiscount).toBe(5000);
    const [row] = await db.select().from(referrals).where(eq(referrals.bookingId, res.body.booking.id));
    expect(row).toMatchObject({ claimedPhone: `+91${phone}`, claimedEmail: 'phone.customer@example.com' });
  });

  it('lets a customer without a verified phone verify it in the form, and signs nobody in', async () => {
    const email = 'mail.only@example.com';
    const cookie = await signInByEmailCode(app, email, 'Mail Only');
    expect((await postJson(app, '/api/referrals/validate', { code }, { cookie })).body).toEqual({
      valid: false,
      reason: 'phone_unverified',
    });
    const phone = freshPhone();
    const sent = await postJson(app, '/api/referrals/phone-code', { phone }, { cookie });
    expect(sent.body).toEqual({ sent: true });
    const verified = await postJson<{ proof: string; phone: string; expiresAt: string }>(
      app,
      '/api/referrals/phone-code/verify',
      { phone, code: await latestCodeFor(app, `+91${phone}`) },
      { cookie },
    );
    expect(verified.status).toBe(200);
    expect(verified.body.phone).toBe(`+91${phone}`);
    // Valid for the half hour the form needs, no longer.
    expect(Date.parse(verified.body.expiresAt) - now.getTime()).toBe(30 * 60_000);
    expect(verified.setCookie).toBe('');
    // The proof is for this booking: the account itself is not changed, and no account has the number.
    const [account] = await db.select().from(users).where(eq(users.email, email));
    expect(account).toMatchObject({ phoneNumberVerified: false });
    expect(
      await db
        .select()
        .from(users)
        .where(eq(users.phoneNumber, `+91${phone}`)),
    ).toHaveLength(0);

    const res = await book(
      bookingBody({ email, phone, referralCode: code, phoneProof: verified.body.proof }),
      { cookie },
    );
    expect(res.status).toBe(201);
    expect(res.body.booking.referralDiscount).toBe(5000);
  });
});

describe('the phone verification code', () => {
  it('keeps the sign-in code rules: cool-down, five wrong tries, fifteen minutes', async () => {
    const phone = freshPhone();
    expect((await postJson(app, '/api/referrals/phone-code', { phone })).status).toBe(200);
    const again = await postJson(app, '/api/referrals/phone-code', { phone });
    expect(again.status).toBe(429);
    expect(again.body.error).toMatchObject({ code: 'RESEND_COOLDOWN' });

    const right = await latestCodeFor(app, `+91${phone}`);
    const wrong = right === '000000' ? '111111' : '000000';
    const verify = (c: string) => postJson(app, '/api/referrals/phone-code/verify', { phone, code: c });
    const first = await verify(wrong);
    expect(first.status).toBe(400);
    expect(first.body.error).toMatchObject({ code: 'OTP_INVALID', attemptsLeft: 4 });
    for (let i = 0; i < 4; i++) await verify(wrong);
    const dead = await verify(right);
    expect(dead.body.error).toMatchObject({ code: 'OTP_LOCKED', reason: 'code' });

    now = new Date(now.getTime() + 61_000);
    expect((await postJson(app, '/api/referrals/phone-code', { phone })).status).toBe(200);
    const fresh = await latestCodeFor(app, `+91${phone}`);
    now = new Date(now.getTime() + 16 * 60_000);
    expect((await verify(fresh)).body.error).toMatchObject({ code: 'OTP_EXPIRED' });
  });

  it('caps the codes sent to one number in an hour, sign-in codes included', async () => {
    const phone = freshPhone();
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const path = i % 2 === 0 ? '/api/referrals/phone-code' : '/api/auth/phone-otp/send';
      statuses.push((await postJson(app, path, { phone })).status);
      now = new Date(now.getTime() + 61_000);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('refuses a bad number with the phone field message', async () => {
    const res = await postJson(app, '/api/referrals/phone-code', { phone: '12345' });
    expect(res.status).toBe(400);
    expect(res.body.error?.fields?.phone).toBe('Please enter a valid 10-digit Indian phone number');
  });

  it('keeps phone proofs and sign-in apart: neither code works for the other', async () => {
    const phone = freshPhone();
    await postJson(app, '/api/referrals/phone-code', { phone });
    const proofCode = await latestCodeFor(app, `+91${phone}`);
    const signIn = await postJson(app, '/api/auth/phone-otp/verify', { phone, code: proofCode });
    expect(signIn.status).toBe(400);
    expect(signIn.setCookie).toBe('');

    now = new Date(now.getTime() + 61_000);
    await postJson(app, '/api/auth/phone-otp/send', { phone });
    const signInCode = await latestCodeFor(app, `+91${phone}`);
    const proof = await postJson(app, '/api/referrals/phone-code/verify', { phone, code: signInCode });
    expect(proof.status).toBe(400);
  });

  it('proves one phone, for a while, for one discounted booking', async () => {
    const phone = freshPhone();
    const proof = await provePhone(app, phone);
    // Another number in the form: the proof does not cover it.
    const otherPhone = await book(
      bookingBody({ phone: freshPhone(), referralCode: code, phoneProof: proof }),
    );
    expect(reasonOf(otherPhone)).toBe('phone_unverified');
    // A made-up token proves nothing, and is no field error either.
    const madeUp = await book(bookingBody({ phone, referralCode: code, phoneProof: 'x'.repeat(500) }));
    expect(reasonOf(madeUp)).toBe('phone_unverified');
    // Used up by the booking that takes the discount.
    const used = await book(bookingBody({ phone, referralCode: code, phoneProof: proof }));
    expect(used.status).toBe(201);
    expect((await postJson(app, '/api/referrals/validate', { code, phoneProof: proof })).body).toEqual({
      valid: false,
      reason: 'phone_unverified',
    });
    // Half an hour after it was made, a proof no longer counts.
    const later = freshPhone();
    const expiring = await provePhone(app, later);
    now = new Date(now.getTime() + 31 * 60_000);
    expect((await postJson(app, '/api/referrals/validate', { code, phoneProof: expiring })).body).toEqual({
      valid: false,
      reason: 'phone_unverified',
    });
  });
});
