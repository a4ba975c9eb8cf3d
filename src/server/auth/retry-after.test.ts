import { describe, expect, it } from 'vitest';
import { nextAddress, postJson } from '../../../tests/auth-helpers';
import { createUser } from '../../../tests/factories';
import { createTestApp } from '../../../tests/test-app';

// Every 429 says how long to wait twice: `retryAfterSeconds` in the body for our pages, and the
// standard Retry-After header for clients that read no body (decision 020). The auth library's
// answers pass through our proxy (auth/auth-proxy.ts), our own through the app's error handler
// (http/error-handler.ts).

const { app, auth, db } = await createTestApp();

type Answer = Awaited<ReturnType<typeof postJson>>;

/** A refusal that asks to wait, in the body and in the header alike. */
function expectWait(res: Answer, code: string) {
  expect(res.status).toBe(429);
  expect(res.body.error?.code).toBe(code);
  const seconds = res.body.error?.retryAfterSeconds;
  expect(seconds).toBeGreaterThan(0);
  expect(res.headers.get('retry-after')).toBe(String(seconds));
}

describe('Retry-After on a 429', () => {
  it('comes with RESEND_COOLDOWN: a second code for the same e-mail within a minute', async () => {
    const email = 'cooldown.header@example.com';
    const first = await postJson(app, '/api/auth/email-otp/send', { email, createUser: true, name: 'Asha' });
    expect(first.status).toBe(200);
    const again = await postJson(app, '/api/auth/email-otp/send', { email, createUser: true, name: 'Asha' });
    expectWait(again, 'RESEND_COOLDOWN');
  });

  it('comes with SIGN_IN_LOCKED: wrong staff passwords in a row from one address', async () => {
    const email = 'locked.header@example.com';
    await createUser(auth, db, { email, password: 'right-pass-2026', role: 'admin' });
    const address = nextAddress();
    let answer: Answer | undefined;
    for (let tries = 1; tries <= 12; tries++) {
      // The library allows 3 password sign-ins per 10 s from one address: wait out its window.
      if (tries > 1 && tries % 3 === 1) await new Promise((resolve) => setTimeout(resolve, 10_500));
      answer = await postJson(
        app,
        '/api/auth/sign-in/email',
        { email, password: `wrong-${tries}` },
        { address },
      );
      if (answer.body.error?.code === 'SIGN_IN_LOCKED') break;
      expect(answer.status, `try ${tries}`).toBe(401);
    }
    expectWait(answer!, 'SIGN_IN_LOCKED');
  }, 60_000);

  it("comes with RATE_LIMITED from the auth library's own limit per address", async () => {
    const address = nextAddress();
    const ask = () =>
      postJson(
        app,
        '/api/auth/request-password-reset',
        { email: 'nobody@example.com', redirectTo: '/reset-password' },
        { address },
      );
    let answer = await ask();
    for (let tries = 1; tries < 10 && answer.status !== 429; tries++) answer = await ask();
    expectWait(answer, 'RATE_LIMITED');
  });

  it("comes with the app's own refusals too (a sixth contact message within the hour)", async () => {
    const address = nextAddress();
    const message = {
      name: 'Asha',
      email: 'asha.header@example.com',
      phone: '9876500012',
      message: 'Do you fix tablets?',
      website: '',
    };
    for (let i = 0; i < 5; i++)
      expect((await postJson(app, '/api/contact', message, { address })).status).toBe(201);
    expectWait(await postJson(app, '/api/contact', message, { address }), 'CONTACT_RATE_LIMITED');
  });
});
