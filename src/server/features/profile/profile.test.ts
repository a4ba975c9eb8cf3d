import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAs, postJson, signInByEmailCode } from '../../../../tests/auth-helpers';
import { createTestApp } from '../../../../tests/test-app';
import { createUser } from '../../auth/create-user';
import { profiles, users } from '../../db/schema/index';

// Profile settings: the details that fill the next booking form.

let now = new Date('2026-11-22T04:00:00Z');
const { app, db, auth } = await createTestApp({ devOutbox: true, clock: () => now });
const dan = await signInByEmailCode(app, 'dan@example.com', 'Dan Customer');

describe('profile settings', () => {
  const put = (body: unknown) => postJson(app, '/api/profile', body, { cookie: dan, method: 'PUT' });

  it('saves the details, ignores the e-mail and fills the next booking form', async () => {
    const res = await put({
      fullName: 'Dan Mohanty',
      phone: '+91 98765 43210',
      defaultAddress: '4 Saheed Nagar',
      defaultCity: 'Bhubaneswar',
      defaultState: 'Odisha',
      defaultPincode: '751007',
      email: 'other@example.com',
    });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({
      email: 'dan@example.com',
      fullName: 'Dan Mohanty',
      phone: '+919876543210',
      defaultPincode: '751007',
    });
    expect((await getAs(app, '/api/profile', dan)).body.profile).toMatchObject({ fullName: 'Dan Mohanty' });
    const [stored] = await db
      .select({ phone: profiles.phone })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(users.email, 'dan@example.com'));
    expect(stored?.phone).toBe('+919876543210');
    expect((await getAs(app, '/api/session', dan)).body.user).toMatchObject({ name: 'Dan Mohanty' });
    const cleared = await put({ fullName: 'Dan Mohanty', phone: '', defaultAddress: '' });
    expect(cleared.body.profile).toMatchObject({ phone: null, defaultAddress: null });
  });

  it.each([
    ['fullName', 'D', 'Name must be at least 2 characters.'],
    ['phone', '12345', 'Please enter a valid 10-digit Indian phone number.'],
    ['defaultAddress', 'abc', 'Address must be at least 5 characters.'],
    ['defaultPincode', '7510', 'Please enter a valid 6-digit pincode.'],
    ['defaultPincode', '012345', 'Please enter a valid 6-digit pincode.'],
  ])('refuses %s = %j', async (field, value, message) => {
    const res = await put({ fullName: 'Dan Mohanty', [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.error?.fields?.[field]).toBe(message);
  });

  it("leaves a technician's roles alone", async () => {
    const email = 'tech.profile@example.com';
    await createUser(auth, db, { email, name: 'Tara Tech', password: 'tech-pass-1', role: 'technician' });
    const signedIn = await postJson(app, '/api/auth/sign-in/email', { email, password: 'tech-pass-1' });
    expect(signedIn.status).toBe(200);
    const res = await postJson(
      app,
      '/api/profile',
      { fullName: 'Tara Technician' },
      { cookie: signedIn.cookie, method: 'PUT' },
    );
    expect(res.status).toBe(200);
    expect((await getAs(app, '/api/me', signedIn.cookie)).body.roles).toEqual(['technician']);
    expect((await getAs(app, '/api/referrals/me', signedIn.cookie)).status).toBe(200);
    expect((await getAs(app, '/api/me', signedIn.cookie)).body.roles).toEqual(['technician']);
  });

  it('starts with the name typed at sign-up, also when an earlier sign-in made the account without one', async () => {
    const named = await signInByEmailCode(app, 'bikash.new@example.com', 'Bikash Nayak');
    expect((await getAs(app, '/api/profile', named)).body.profile).toMatchObject({
      fullName: 'Bikash Nayak',
    });
    expect((await getAs(app, '/api/session', named)).body.user).toMatchObject({ name: 'Bikash Nayak' });

    const email = 'later.named@example.com';
    const nameless = await signInByEmailCode(app, email);
    expect((await getAs(app, '/api/profile', nameless)).body.profile).toMatchObject({ fullName: null });
    now = new Date(now.getTime() + 61_000);
    const created = await signInByEmailCode(app, email, 'Later Named');
    expect((await getAs(app, '/api/profile', created)).body.profile).toMatchObject({
      fullName: 'Later Named',
    });
    expect((await getAs(app, '/api/session', created)).body.user).toMatchObject({ name: 'Later Named' });
    // A name the account already has is not replaced by one typed at a later sign-up.
    now = new Date(now.getTime() + 61_000);
    const again = await signInByEmailCode(app, email, 'Somebody Else');
    expect((await getAs(app, '/api/profile', again)).body.profile).toMatchObject({ fullName: 'Later Named' });
  });

  it('needs a session', async () => {
    expect((await postJson(app, '/api/profile', { fullName: 'X Y' }, { method: 'PUT' })).status).toBe(401);
    expect((await getAs(app, '/api/referrals/me')).status).toBe(401);
  });
});
