import { describe, expect, it } from 'vitest';
import { getAs, postJson, signInByEmailCode } from '../../../../tests/auth-helpers';
import { createTestApp } from '../../../../tests/test-app';

// The site's language kept on the profile: chosen once, it follows the person to other devices and
// into the messages about their account.

const { app } = await createTestApp({ devOutbox: true });
const mina = await signInByEmailCode(app, 'mina@example.com', 'Mina Sahu');
const choose = (body: unknown, cookie: string | null = mina) =>
  postJson(app, '/api/profile/language', body, { method: 'PUT', ...(cookie ? { cookie } : {}) });

describe('the language on the profile', () => {
  it('is not chosen at first, then keeps the choice', async () => {
    expect((await getAs(app, '/api/profile', mina)).body.profile).toMatchObject({ language: null });
    const chosen = await choose({ language: 'or' });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toEqual({ language: 'or' });
    expect((await getAs(app, '/api/profile', mina)).body.profile).toMatchObject({ language: 'or' });
  });

  it('refuses a language the site does not have, naming the field', async () => {
    const refused = await choose({ language: 'ta' });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.fields).toEqual({ language: 'Please choose English, Hindi or Odia.' });
    expect((await getAs(app, '/api/profile', mina)).body.profile).toMatchObject({ language: 'or' });
  });

  it('is for signed-in people only', async () => {
    expect((await choose({ language: 'hi' }, null)).status).toBe(401);
  });
});
