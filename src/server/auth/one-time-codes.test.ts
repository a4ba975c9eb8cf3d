import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAs, latestCodeFor, nextAddress, outboxFor, postJson } from '../../../tests/auth-helpers';
import { createUser } from '../../../tests/factories';
import { createTestApp } from '../../../tests/test-app';
import { oneTimeCodes, profiles, sessions, users } from '../db/schema/index';

// The rules of one-time codes, through the HTTP endpoints, on a clock the tests move.
let now = new Date('2026-11-22T10:00:00.000Z');
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
const SECOND = 1000;
const MINUTE = 60 * SECOND;

const { app, db, auth } = await createTestApp({ clock: () => now, devOutbox: true });

const sendEmail = (email: string, extra: Record<string, unknown> = {}, address?: string) =>
  postJson(
    app,
    '/api/auth/email-otp/send',
    { email, createUser: true, ...extra },
    address ? { address } : {},
  );
const verifyEmail = (email: string, code: string) =>
  postJson(app, '/api/auth/email-otp/verify', { email, code });
const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('e-mail codes', () => {
  it('signs in with the code sent by e-mail and creates the account with its name', async () => {
    const sent = await sendEmail('Meera@Example.com', { name: 'Meera Das' });
    expect(sent.status).toBe(200);
    const [message] = await outboxFor(app, 'meera@example.com');
    expect(message?.channel).toBe('email');
    expect(message?.text).toContain('expires in 15 minutes');
    const code = await latestCodeFor(app, 'meera@example.com');
    expect(code).toMatch(/^\d{6}$/);

    // Only a keyed hash is stored.
    const [row] = await db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.identifier, 'meera@example.com'));
    expect(row?.codeHash).not.toContain(code);

    const verified = await verifyEmail('meera@example.com', code);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      user: { email: 'meera@example.com', name: 'Meera Das' },
      roles: ['customer'],
    });
    expect(JSON.stringify(verified.body)).not.toMatch(/token/i);
    expect(verified.setCookie).toMatch(/HttpOnly/i);
    expect(verified.setCookie).toMatch(/SameSite=Lax/i);

    const me = await getAs(app, '/api/me', verified.cookie);
    expect(me.status).toBe(200);
    const [user] = await db.select().from(users).where(eq(users.email, 'meera@example.com'));
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, user!.id));
    expect(profile?.fullName).toBe('Meera Das');
    expect(user?.emailVerified).toBe(true);
  });

  it('uses a code once', async () => {
    await sendEmail('once@example.com');
    const code = await latestCodeFor(app, 'once@example.com');
    expect((await verifyEmail('once@example.com', code)).status).toBe(200);
    const again = await verifyEmail('once@example.com', code);
    expect(again.status).toBe(400);
    expect(again.body.error?.code).toBe('OTP_EXPIRED');
  });

  it('sends dialog sign-in codes only to existing accounts', async () => {
    const unknown = await postJson(app, '/api/auth/email-otp/send', {
      email: 'nobody@example.com',
      createUser: false,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ code: 'ACCOUNT_NOT_FOUND' });
    expect(unknown.body.error?.message).toContain('Make sure you have an account.');
    expect(await outboxFor(app, 'nobody@example.com')).toHaveLength(0);

    advance(61 * SECOND);

    const existing = await postJson(app, '/api/auth/email-otp/send', {
      email: 'meera@example.com',
      createUser: false,
    });
    expect(existing.status).toBe(200);
  });

  it('lets one client ask whether addresses have accounts only 10 times an hour', async () => {
    const address = '198.18.200.1';
    const lookup = (email: string) =>
      postJson(app, '/api/auth/email-otp/send', { email, createUser: false }, { address });
    for (let i = 0; i < 10; i++) {
      expect((await lookup(`probe${i}@example.com`)).body.error?.code).toBe('ACCOUNT_NOT_FOUND');
    }
    // Then the answer is the same for an address with an account and one without.
    const unknown = await lookup('probe-unknown@example.com');
    const known = await lookup('meera@example.com');
    expect(unknown.status).toBe(429);
    expect(known.status).toBe(429);
    expect(known.body).toEqual(unknown.body);
    expect(unknown.body.error).toMatchObject({ code: 'RATE_LIMITED' });
    // Other clients are not held back.
    const elsewhere = await postJson(
      app,
      '/api/auth/email-otp/send',
      { email: 'probe0@example.com', createUser: false },
      { address: '198.18.201.1' },
    );
    expect(elsewhere.body.error?.code).toBe('ACCOUNT_NOT_FOUND');
  });

  it('lets a code expire after 15 minutes', async () => {
    await sendEmail('late@example.com');
    const code = await latestCodeFor(app, 'late@example.com');
    advance(15 * MINUTE);
    const late = await verifyEmail('late@example.com', code);
    expect(late.status).toBe(400);
    expect(late.body.error).toMatchObject({
      code: 'OTP_EXPIRED',
      message: 'Your 6-digit code has expired (15 minutes). Please request a new one.',
    });

    advance(MINUTE);
    await sendEmail('late@example.com');
    const fresh = await latestCodeFor(app, 'late@example.com');
    advance(14 * MINUTE + 59 * SECOND);
    expect((await verifyEmail('late@example.com', fresh)).status).toBe(200);
  });

  it('refuses a resend within 60 seconds and then replaces the old code', async () => {
    await sendEmail('resend@example.com');
    const first = await latestCodeFor(app, 'resend@example.com');
    const tooSoon = await sendEmail('resend@example.com');
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.error).toMatchObject({
      code: 'RESEND_COOLDOWN',
      message: 'You can request another OTP in 60 seconds',
      retryAfterSeconds: 60,
    });
    advance(45 * SECOND);
    expect((await sendEmail('resend@example.com')).body.error?.message).toBe(
      'You can request another OTP in 15 seconds',
    );
    advance(15 * SECOND);
    expect((await sendEmail('resend@example.com')).status).toBe(200);
    const second = await latestCodeFor(app, 'resend@example.com');
    if (second !== first) {
      expect((await verifyEmail('resend@example.com', first)).body.error?.code).toBe('OTP_INVALID');
    }
    expect((await verifyEmail('resend@example.com', second)).status).toBe(200);
  });

  it('kills a code after 5 wrong tries', async () => {
    await sendEmail('fumble@example.com');
    const code = await latestCodeFor(app, 'fumble@example.com');
    const wrong = wrongCodeFor(code);
    const left: (number | undefined)[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await verifyEmail('fumble@example.com', wrong);
      expect(res.body.error).toMatchObject({
        code: 'OTP_INVALID',
        message: 'The 6-digit code you entered is incorrect. Please check and try again.',
      });
      left.push(res.body.error?.attemptsLeft);
    }
    expect(left).toEqual([4, 3, 2, 1]);
    const fifth = await verifyEmail('fumble@example.com', wrong);
    expect(fifth.status).toBe(429);
    expect(fifth.body.error?.code).toBe('OTP_LOCKED');
    // Dead: even the right code no longer works.
    expect((await verifyEmail('fumble@example.com', code)).body.error?.code).toBe('OTP_LOCKED');
  });

  it('locks an address for an hour after 10 wrong codes in a row, and a new code does not reset it', async () => {
    const email = 'guesser@example.com';
    await sendEmail(email);
    let code = await latestCodeFor(app, email);
    for (let i = 0; i < 5; i++) await verifyEmail(email, wrongCodeFor(code));
    advance(61 * SECOND);
    await sendEmail(email);
    code = await latestCodeFor(app, email);
    for (let i = 0; i < 4; i++) {
      expect((await verifyEmail(email, wrongCodeFor(code))).body.error?.code).toBe('OTP_INVALID');
    }
    advance(61 * SECOND);
    await sendEmail(email);
    code = await latestCodeFor(app, email);
    const tenth = await verifyEmail(email, wrongCodeFor(code));
    expect(tenth.status).toBe(429);
    expect(tenth.body.error?.code).toBe('OTP_LOCKED');
    expect(tenth.body.error?.message).toContain('try again in 60 minutes');
    // The right code does not open the lock either.
    expect((await verifyEmail(email, code)).body.error?.code).toBe('OTP_LOCKED');

    advance(61 * MINUTE);
    await sendEmail(email);
    code = await latestCodeFor(app, email);
    expect((await verifyEmail(email, code)).status).toBe(200);
  });

  it('keeps counting failures that come within an hour of each other, across the first hour', async () => {
    const email = 'patient.guesser@example.com';
    await sendEmail(email);
    let code = await latestCodeFor(app, email);
    for (let i = 0; i < 4; i++) await verifyEmail(email, wrongCodeFor(code));
    advance(50 * MINUTE);
    await sendEmail(email);
    code = await latestCodeFor(app, email);
    for (let i = 0; i < 4; i++) await verifyEmail(email, wrongCodeFor(code));
    advance(14 * MINUTE); // 64 minutes after the first failure, 14 after the last
    await sendEmail(email);
    code = await latestCodeFor(app, email);
    expect((await verifyEmail(email, wrongCodeFor(code))).body.error?.code).toBe('OTP_INVALID');
    expect((await verifyEmail(email, wrongCodeFor(code))).body.error?.code).toBe('OTP_LOCKED');
  });

  it('caps codes per address and per client', async () => {
    const email = 'often@example.com';
    for (let i = 0; i < 5; i++) {
      expect((await sendEmail(email)).status).toBe(200);
      advance(61 * SECOND);
    }
    const sixth = await sendEmail(email);
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Please wait before requesting another OTP',
    });
    advance(60 * MINUTE);
    expect((await sendEmail(email)).status).toBe(200);

    const address = nextAddress();
    for (let i = 0; i < 20; i++) {
      // A client may prepend any address it likes; the one our proxy added (the last) counts.
      const forwarded = `10.0.0.${i}, ${address}`;
      expect((await sendEmail(`visitor${i}@example.com`, {}, forwarded)).status).toBe(200);
    }
    const overCap = await sendEmail('visitor-extra@example.com', {}, address);
    expect(overCap.status).toBe(429);
    expect(overCap.body.error?.message).toBe('Please wait before requesting another OTP');
    expect((await sendEmail('visitor-extra@example.com', {}, nextAddress())).status).toBe(200);
  });

  it('explains bad input with the field messages', async () => {
    for (const email of ['not-an-email', '919876543210@phone.invalid']) {
      const badEmail = await postJson(app, '/api/auth/email-otp/send', { email });
      expect(badEmail.status).toBe(400);
      expect(badEmail.body.error?.fields).toEqual({ email: 'Please enter a valid email address' });
    }
    const letters = await verifyEmail('meera@example.com', '12ab56');
    expect(letters.body.error?.fields).toEqual({ code: 'OTP must contain only numbers' });
    const short = await verifyEmail('meera@example.com', '123');
    expect(short.body.error?.fields).toEqual({ code: 'OTP must be 6 digits' });
  });

  it('refuses requests from another origin', async () => {
    const res = await postJson(
      app,
      '/api/auth/email-otp/send',
      { email: 'x@example.com' },
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
    expect(await outboxFor(app, 'x@example.com')).toHaveLength(0);
  });
});

describe('wrong codes from one network', () => {
  const verifyFrom = (email: string, code: string, address: string) =>
    postJson(app, '/api/auth/email-otp/verify', { email, code }, { address });
  /** Sends a code from `address` and answers it wrongly `times` times from there; the code sent. */
  async function guessWrongly(email: string, address: string, times: number) {
    expect((await sendEmail(email, {}, address)).status).toBe(200);
    const code = await latestCodeFor(app, email);
    const answers = [];
    for (let i = 0; i < times; i++) answers.push(await verifyFrom(email, wrongCodeFor(code), address));
    return { code, answers };
  }

  it('lock that network (its IPv4 /24) for an hour, while a right code from another network works', async () => {
    const email = 'targeted@example.com';
    await guessWrongly(email, '203.0.113.10', 5);
    advance(61 * SECOND);
    const { code, answers } = await guessWrongly(email, '203.0.113.10', 5);
    expect(answers.at(-1)?.body.error).toMatchObject({ code: 'OTP_LOCKED', reason: 'account' });
    // Every address of that /24 is locked out, the right code included.
    expect((await verifyFrom(email, code, '203.0.113.99')).body.error?.code).toBe('OTP_LOCKED');

    // The person, on another network, asks for a code and signs in.
    advance(61 * SECOND);
    expect((await sendEmail(email, {}, '192.0.2.44')).status).toBe(200);
    const signedIn = await verifyFrom(email, await latestCodeFor(app, email), '192.0.2.44');
    expect(signedIn.status).toBe(200);
    expect(signedIn.cookie).not.toBe('');
    // Which does not open the lock of the network that guessed.
    advance(61 * SECOND);
    const next = await guessWrongly(email, '192.0.2.44', 0);
    expect((await verifyFrom(email, next.code, '203.0.113.10')).body.error?.code).toBe('OTP_LOCKED');
  });

  it('lock an IPv6 client by its /64', async () => {
    const email = 'six@example.com';
    await guessWrongly(email, '2001:db8:1:2::10', 5);
    advance(61 * SECOND);
    const { code } = await guessWrongly(email, '2001:db8:1:2:aaaa::7', 5);
    expect((await verifyFrom(email, code, '2001:db8:1:2:ffff::1')).body.error?.code).toBe('OTP_LOCKED');
    advance(61 * SECOND);
    expect((await sendEmail(email, {}, '2001:db8:1:3::10')).status).toBe(200);
    expect((await verifyFrom(email, await latestCodeFor(app, email), '2001:db8:1:3::10')).status).toBe(200);
  });

  it('lock the e-mail address everywhere once 100 wrong codes in a row came from many networks', async () => {
    const email = 'besieged@example.com';
    // Two codes per network, 13 minutes apart (the send cap allows 5 an hour): 10 networks, 100 failures.
    const answers = [];
    for (let round = 0; round < 20; round++) {
      const network = `198.18.${Math.floor(round / 2)}.5`;
      answers.push(...(await guessWrongly(email, network, 5)).answers);
      advance(13 * MINUTE);
    }
    expect(answers).toHaveLength(100);
    expect(answers.at(-1)?.body.error).toMatchObject({ code: 'OTP_LOCKED', retryAfterSeconds: 3600 });

    // A network that never guessed gets a code, and even the right one is refused for the hour.
    const fresh = await guessWrongly(email, '192.0.2.200', 0);
    const refused = await verifyFrom(email, fresh.code, '192.0.2.200');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ code: 'OTP_LOCKED', reason: 'account' });
    expect(refused.body.error?.message).toContain('try again in 47 minutes');

    advance(48 * MINUTE);
    const after = await guessWrongly(email, '192.0.2.200', 0);
    expect((await verifyFrom(email, after.code, '192.0.2.200')).status).toBe(200);
  });
});

describe('strangers on other networks', () => {
  const sendFrom = (email: string, address: string) => sendEmail(email, {}, address);
  const verifyFrom = (email: string, code: string, address: string, cookie?: string) =>
    postJson(app, '/api/auth/email-otp/verify', { email, code }, { address, cookie });
  const victimAddress = (n: number) => `192.0.2.${n}`;

  /** A code that none of the codes sent to the address so far is. */
  async function wrongCodeForAll(email: string) {
    const sent = new Set(
      (await outboxFor(app, email)).map((message) => /\b(\d{6})\b/.exec(message.text)?.[1]),
    );
    let guess = 123456;
    while (sent.has(String(guess))) guess++;
    return String(guess);
  }

  /** Asks for a code from `network` if allowed, then guesses wrongly until refused; the answers. */
  async function strangerGoes(email: string, network: number) {
    const address = `203.0.${100 + network}.7`;
    const asked = await sendFrom(email, address);
    const answers = [];
    for (let i = 0; i < 12; i++) {
      const answer = await verifyFrom(email, await wrongCodeForAll(email), address);
      answers.push(answer);
      if (answer.body.error?.code !== 'OTP_INVALID') break;
    }
    return { asked, answers };
  }

  it('leave the code the person asked for working, however often they ask and guess', async () => {
    const email = 'harassed@example.com';
    expect((await sendFrom(email, victimAddress(10))).status).toBe(200);
    const code = await latestCodeFor(app, email);

    const refusals = new Set<string>();
    for (let round = 0; round < 4; round++) {
      for (let network = 1; network <= 3; network++) {
        const { asked, answers } = await strangerGoes(email, network);
        if (asked.status !== 200) refusals.add(`${asked.body.error?.code}:${asked.body.error?.reason ?? ''}`);
        expect(answers.at(-1)?.body.error?.code).toBe('OTP_LOCKED');
      }
      advance(61 * SECOND);
    }
    // They were held back by the caps, and every network guessed until it was refused.
    expect(refusals.size).toBeGreaterThan(0);

    const signedIn = await verifyFrom(email, code, victimAddress(10));
    expect(signedIn.status).toBe(200);
  });

  it('leave the person the newest code in their inbox when they have used up the sends, and a fresh one later', async () => {
    const email = 'flooded@example.com';
    for (let network = 1; network <= 6; network++) {
      const { asked } = await strangerGoes(email, network);
      expect(asked.status).toBe(200);
    }
    const refused = await sendFrom(email, victimAddress(20));
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({
      code: 'RATE_LIMITED',
      reason: 'recent_codes',
      message:
        'Several codes were sent here in the last few minutes. Please enter the newest one you received, or request another in 15 minutes.',
      retryAfterSeconds: 900,
    });
    // The newest code in the inbox, which a stranger had asked for, is the person's way in.
    const newest = await latestCodeFor(app, email);
    expect((await verifyFrom(email, newest, victimAddress(20))).status).toBe(200);

    const other = 'flooded.again@example.com';
    for (let network = 1; network <= 6; network++) await strangerGoes(other, network);
    advance(15 * MINUTE + SECOND);
    expect((await sendFrom(other, victimAddress(21))).status).toBe(200);
    expect((await verifyFrom(other, await latestCodeFor(app, other), victimAddress(21))).status).toBe(200);
  });

  it('cannot lock out a browser the address has signed in from, even from many networks', async () => {
    const email = 'regular@example.com';
    expect((await sendFrom(email, victimAddress(30))).status).toBe(200);
    const first = await verifyFrom(email, await latestCodeFor(app, email), victimAddress(30));
    expect(first.status).toBe(200);
    const ownBrowser = first.cookie.split('; ').find((pair) => pair.startsWith('doorstep_known_device='));
    expect(ownBrowser).toBeDefined();

    // Ten wrong codes from each of ten networks: the ceiling of 100 in a row.
    for (let network = 1; network <= 10; network++) {
      const address = `198.18.${network}.5`;
      for (let round = 0; round < 2; round++) {
        expect((await sendFrom(email, address)).status).toBe(200);
        for (let i = 0; i < 5; i++)
          await verifyFrom(email, String(200000 + network * 100 + round * 10 + i), address);
        advance(61 * SECOND);
      }
      advance(13 * MINUTE);
    }
    // A browser the address has not signed in from is refused for the hour, the right code included.
    expect((await sendFrom(email, victimAddress(31))).status).toBe(200);
    const code = await latestCodeFor(app, email);
    const stranger = await verifyFrom(email, code, victimAddress(31));
    expect(stranger.body.error).toMatchObject({ code: 'OTP_LOCKED', reason: 'account' });
    // The person's own browser, on whatever network it is today, signs in.
    const own = await verifyFrom(email, code, victimAddress(31), ownBrowser);
    expect(own.status).toBe(200);
  });
});

describe('SMS codes', () => {
  it('signs in by phone, creating one account per number, with no e-mail shown', async () => {
    const sent = await postJson(app, '/api/auth/phone-otp/send', { phone: '98765 43210' });
    expect(sent.status).toBe(200);
    const [message] = await outboxFor(app, '+919876543210');
    expect(message?.channel).toBe('sms');
    const code = await latestCodeFor(app, '+919876543210');
    const verified = await postJson(app, '/api/auth/phone-otp/verify', { phone: '9876543210', code });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      user: { phone: '+919876543210', email: null },
      roles: ['customer'],
    });
    const me = await getAs(app, '/api/me', verified.cookie);
    expect(me.body).toMatchObject({ user: { phone: '+919876543210', email: null } });

    advance(61 * SECOND);
    await postJson(app, '/api/auth/phone-otp/send', { phone: '+91 98765 43210' });
    const again = await postJson(app, '/api/auth/phone-otp/verify', {
      phone: '9876543210',
      code: await latestCodeFor(app, '+919876543210'),
    });
    expect((again.body as { user: { id: string } }).user.id).toBe(
      (verified.body as { user: { id: string } }).user.id,
    );
  });

  it('signs in to the account whose number is stored +91XXXXXXXXXX when the customer types 10 digits', async () => {
    const customer = await createUser(auth, db, { phone: '+91 98123 45678' });
    const [stored] = await db
      .select({ phone: users.phoneNumber })
      .from(users)
      .where(eq(users.id, customer.id));
    expect(stored?.phone).toBe('+919812345678');
    advance(61 * SECOND);
    expect((await postJson(app, '/api/auth/phone-otp/send', { phone: '9812345678' })).status).toBe(200);
    const verified = await postJson(app, '/api/auth/phone-otp/verify', {
      phone: '9812345678',
      code: await latestCodeFor(app, '+919812345678'),
    });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ user: { id: customer.id, phone: '+919812345678' } });
    const accounts = await db
      .select({ id: users.id })
      .from(users)
      .where(like(users.phoneNumber, '%9812345678'));
    expect(accounts).toEqual([{ id: customer.id }]);
  });

  it('refuses numbers that are not Indian mobile numbers', async () => {
    for (const phone of ['12345', '5876543210', '98765432101']) {
      const res = await postJson(app, '/api/auth/phone-otp/send', { phone });
      expect(res.status).toBe(400);
      expect(res.body.error?.fields).toEqual({ phone: 'Please enter a valid 10-digit Indian phone number' });
    }
  });
});

describe('confirmation links', () => {
  it('creates the account from the link, once', async () => {
    const sent = await postJson(app, '/api/auth/email-link/send', {
      email: 'ravi@example.com',
      name: 'Ravi Kumar',
    });
    expect(sent.status).toBe(200);
    const [message] = await outboxFor(app, 'ravi@example.com');
    const link = new URL(/https?:\/\/\S+/.exec(message!.text)![0]);
    expect(link.pathname).toBe('/auth-confirmation');
    expect(link.searchParams.get('type')).toBe('email');
    const tokenHash = link.searchParams.get('token_hash')!;

    const confirmed = await postJson(app, '/api/auth/email-link/verify', { tokenHash, type: 'email' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ user: { email: 'ravi@example.com', name: 'Ravi Kumar' } });
    expect((await getAs(app, '/api/me', confirmed.cookie)).status).toBe(200);

    const reused = await postJson(app, '/api/auth/email-link/verify', { tokenHash, type: 'email' });
    expect(reused.status).toBe(400);
    expect(reused.body.error?.code).toBe('OTP_INVALID');
  });

  it('lets a link expire after a day', async () => {
    await postJson(app, '/api/auth/email-link/send', { email: 'slow@example.com', name: 'Slow Reader' });
    const [message] = await outboxFor(app, 'slow@example.com');
    const tokenHash = new URL(/https?:\/\/\S+/.exec(message!.text)![0]).searchParams.get('token_hash')!;
    advance(25 * 60 * MINUTE);
    const res = await postJson(app, '/api/auth/email-link/verify', { tokenHash, type: 'email' });
    expect(res.body.error?.code).toBe('OTP_EXPIRED');
    expect(await db.select().from(users).where(eq(users.email, 'slow@example.com'))).toHaveLength(0);
  });
});

describe('sessions', () => {
  it('revokes the session on sign-out', async () => {
    await sendEmail('leaving@example.com');
    const { cookie } = await verifyEmail(
      'leaving@example.com',
      await latestCodeFor(app, 'leaving@example.com'),
    );
    const [user] = await db.select().from(users).where(eq(users.email, 'leaving@example.com'));
    expect(await db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(1);
    const out = await postJson(app, '/api/auth/sign-out', {}, { cookie });
    expect(out.status).toBe(200);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(0);
    expect((await getAs(app, '/api/me', cookie)).status).toBe(401);
  });
});

describe('delivery failures', async () => {
  const failing = await createTestApp({
    clock: () => now,
    devOutbox: true,
    smsGateway: 'http://127.0.0.1:9',
  });

  it('says so when the SMS cannot be sent, and does not hold the number back', async () => {
    const res = await postJson(failing.app, '/api/auth/phone-otp/send', { phone: '9123456780' });
    expect(res.status).toBe(502);
    expect(res.body.error).toMatchObject({ code: 'DELIVERY_FAILED' });
    const retry = await postJson(failing.app, '/api/auth/phone-otp/send', { phone: '9123456780' });
    expect(retry.body.error?.code).toBe('DELIVERY_FAILED');
  });
});
