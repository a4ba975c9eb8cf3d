import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { getAs, postJson } from '../../../tests/auth-helpers';
import { createUser } from '../../../tests/factories';
import { createTestApp } from '../../../tests/test-app';
import { messages, oneTimeCodes, users } from '../db/schema/index';

// Who gets a sign-in code at all. Staff sign in with their password, so a code sent to them is one
// they cannot use: it is refused before anything is made or sent. A channel the server is set up
// without (SIGN_IN_CODES) is refused in so many words, never answered 'sent'.

/** A mail server and an SMS gateway that record what reaches them. */
const mailReceived: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    mailReceived.push(session.envelope.rcptTo.map((r) => r.address).join(','));
    stream.on('end', () => callback());
    stream.resume();
  },
});
const smsReceived: string[] = [];
const gateway = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    smsReceived.push(body);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"return":true}');
  });
});
const listen = (server: { listen: (port: number, host: string, done: () => void) => unknown }) =>
  new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
await Promise.all([listen(smtp), listen(gateway)]);
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise<void>((resolve) => gateway.close(() => resolve()));
});
const smtpPort = (smtp.server.address() as AddressInfo).port;
const gatewayPort = (gateway.address() as AddressInfo).port;

const { app, db, auth } = await createTestApp({
  devOutbox: true,
  smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
  smsGateway: `http://127.0.0.1:${gatewayPort}`,
});

const admin = await createUser(auth, db, {
  email: 'head.office@example.com',
  role: 'admin',
  password: 'admin-pass-1',
});
const technician = await createUser(auth, db, {
  email: 'field.tech@example.com',
  role: 'technician',
  phone: '9876500077',
  password: 'tech-pass-1',
});

async function nothingSentTo(...addresses: string[]) {
  expect(await db.select().from(messages).where(inArray(messages.toAddress, addresses))).toEqual([]);
  expect(await db.select().from(oneTimeCodes).where(inArray(oneTimeCodes.identifier, addresses))).toEqual([]);
  for (const address of addresses) {
    expect(mailReceived.join(' ')).not.toContain(address);
    expect(smsReceived.join(' ')).not.toContain(address.replace(/^\+91/, ''));
  }
}

describe('codes for staff accounts', () => {
  it('are refused before any code is made, stored or sent, by e-mail, link or SMS', async () => {
    const sends = [
      ['/api/auth/email-otp/send', { email: admin.email }],
      ['/api/auth/email-otp/send', { email: 'Head.Office@Example.com', createUser: true }],
      ['/api/auth/email-link/send', { email: admin.email, name: 'Someone' }],
      ['/api/auth/email-otp/send', { email: technician.email }],
      ['/api/auth/phone-otp/send', { phone: '9876500077' }],
    ] as const;
    for (const [path, body] of sends) {
      const res = await postJson(app, path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(403);
      expect(res.body.error).toMatchObject({ code: 'FORBIDDEN', reason: 'staff_password_only' });
      expect(res.body.error?.message).toContain('sign in with their password');
    }
    await nothingSentTo(admin.email, technician.email, '+919876500077');
  });

  it('are refused however the staff number is typed: it is stored one way, +91XXXXXXXXXX', async () => {
    const [stored] = await db
      .select({ phone: users.phoneNumber })
      .from(users)
      .where(eq(users.id, technician.id));
    expect(stored?.phone).toBe('+919876500077');
    for (const phone of ['+91 98765 00077', '098765-00077', '919876500077']) {
      const res = await postJson(app, '/api/auth/phone-otp/send', { phone });
      expect(res.status, phone).toBe(403);
    }
    await nothingSentTo('+919876500077');
  });

  it('go out to customers as before', async () => {
    expect(
      (
        await postJson(app, '/api/auth/email-otp/send', {
          email: 'plain.customer@example.com',
          createUser: true,
        })
      ).status,
    ).toBe(200);
    expect((await postJson(app, '/api/auth/phone-otp/send', { phone: '9876500079' })).status).toBe(200);
  });
});

describe('a server that sends codes by SMS only (SIGN_IN_CODES=sms-only, no SMTP_URL)', async () => {
  const smsOnly = await createTestApp({
    devOutbox: true,
    signInCodes: { email: false, sms: true },
    mailDelivered: false,
  });
  await createUser(smsOnly.auth, smsOnly.db, {
    email: 'office.admin@example.com',
    role: 'admin',
    password: 'admin-pass-1',
  });

  it('says e-mail sign-in is not available, and sends nothing', async () => {
    for (const [path, body] of [
      ['/api/auth/email-otp/send', { email: 'new.person@example.com', createUser: true }],
      ['/api/auth/email-link/send', { email: 'new.person@example.com', name: 'Nila' }],
    ] as const) {
      const res = await postJson(smsOnly.app, path, body);
      expect(res.status, path).toBe(403);
      expect(res.body.error).toMatchObject({ code: 'FORBIDDEN', reason: 'email_codes_off' });
      expect(res.body.error?.message).toBe(
        'Sign-in by e-mail is not available here. Please sign in with your phone number.',
      );
    }
    expect(
      await smsOnly.db.select().from(messages).where(eq(messages.toAddress, 'new.person@example.com')),
    ).toEqual([]);
  });

  it('refuses password reset e-mails alike for every address, which could not arrive', async () => {
    for (const email of ['office.admin@example.com', 'nobody.here@example.com']) {
      const res = await postJson(smsOnly.app, '/api/auth/request-password-reset', {
        email,
        redirectTo: '/reset-password',
      });
      expect(res.status, email).toBe(403);
      expect(res.body.error).toMatchObject({ code: 'FORBIDDEN', reason: 'password_reset_off' });
    }
    expect(await smsOnly.db.select().from(messages)).toEqual([]);
  });

  it('signs in by SMS, and tells the pages which channels there are', async () => {
    expect((await postJson(smsOnly.app, '/api/auth/phone-otp/send', { phone: '9876500080' })).status).toBe(
      200,
    );
    expect((await getAs(smsOnly.app, '/api/auth-config')).body).toEqual({
      google: false,
      codes: { email: false, sms: true },
    });
  });
});

describe('a server that sends codes by e-mail only (SIGN_IN_CODES=email-only)', async () => {
  const emailOnly = await createTestApp({ devOutbox: true, signInCodes: { email: true, sms: false } });

  it('says SMS sign-in is not available, and sends nothing', async () => {
    const res = await postJson(emailOnly.app, '/api/auth/phone-otp/send', { phone: '9876500081' });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'FORBIDDEN', reason: 'sms_codes_off' });
    expect(await emailOnly.db.select().from(messages)).toEqual([]);
    expect(
      (
        await postJson(emailOnly.app, '/api/auth/email-otp/send', {
          email: 'e@example.com',
          createUser: true,
        })
      ).status,
    ).toBe(200);
  });
});
