import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { outboxFor, postJson, signInWithPassword } from '../../../tests/auth-helpers';
import { createBookableDevice, makeBookingBody } from '../../../tests/booking-fixtures';
import type { Created } from '../../../tests/booking-fixtures';
import { createUser } from '../../../tests/factories';
import { createTestApp, TEST_ORIGIN } from '../../../tests/test-app';
import type { Database } from '../db/client';
import { messages } from '../db/schema/index';
import { RETRY_DELAYS_MS } from './delivery-worker';

// A booking's tracking link opens the booking to whoever holds it, so the messages that carry it are
// stored with its token replaced by ••••••. The worker still has to deliver the link: the words to
// send wait beside the record only while the message is queued, and go once it is sent or dead.

const start = new Date('2026-11-22T04:00:00Z');
let now = start;
const tokenPattern = new RegExp(`${TEST_ORIGIN}/track/([a-z2-7]{26})`);

/** A mail server and an SMS gateway that keep what reaches them. */
const mailed: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    let body = '';
    stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
    stream.on('end', () => {
      mailed.push(body);
      callback();
    });
  },
});
const texted: string[] = [];
let gatewayUp = true;
const gateway = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    if (gatewayUp) texted.push(body);
    res
      .writeHead(gatewayUp ? 200 : 503, { 'content-type': 'application/json' })
      .end(JSON.stringify({ return: gatewayUp }));
  });
});
await Promise.all(
  [smtp, gateway].map(
    (server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve())),
  ),
);
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise<void>((resolve) => gateway.close(() => resolve()));
});

const delivering = await createTestApp({
  devOutbox: true,
  smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
  smsGateway: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`,
  clock: () => now,
});
const { device, screen } = await createBookableDevice(delivering.db);

/** Everything stored of the messages to an address, as a backup would hold it. */
async function storedTo(db: Database, to: string) {
  return db.select().from(messages).where(eq(messages.toAddress, to));
}

async function bookAsGuest(app: typeof delivering.app) {
  const body = makeBookingBody(device.id, [screen.id]);
  const made = await postJson<Created>(app, '/api/bookings', body);
  expect(made.status).toBe(201);
  return { body, booking: made.body.booking };
}

describe('a tracking link in the booking-received e-mail and SMS', () => {
  it('reaches the customer, and the database never keeps it once delivered', async () => {
    const { body } = await bookAsGuest(delivering.app);
    // Until the worker has sent them, the record is already redacted; the words wait beside it.
    const queued = [
      ...(await storedTo(delivering.db, body.email)),
      ...(await storedTo(delivering.db, `+91${body.phone}`)),
    ];
    expect(queued.map((m) => m.status)).toEqual(['queued', 'queued']);
    const token = tokenPattern.exec(JSON.stringify(queued.map((m) => m.undeliveredBody)))?.[1];
    expect(token).toBeDefined();

    await delivering.worker.drain();
    expect(mailed.some((mail) => mail.includes(token!))).toBe(true);
    expect(texted.some((text) => text.includes(token!))).toBe(true);
    const sent = [
      ...(await storedTo(delivering.db, body.email)),
      ...(await storedTo(delivering.db, `+91${body.phone}`)),
    ];
    expect(sent.map((m) => m.status)).toEqual(['sent', 'sent']);
    expect(JSON.stringify(sent)).not.toContain(token);
    expect(sent.map((m) => m.undeliveredBody)).toEqual([null, null]);
    expect(sent.find((m) => m.channel === 'email')?.textBody).toContain(`${TEST_ORIGIN}/track/••••••`);
    expect(sent.find((m) => m.channel === 'sms')?.textBody).toContain(`Track: ${TEST_ORIGIN}/track/••••••`);
  });

  it('is dropped from a message the worker gives up on', async () => {
    gatewayUp = false;
    try {
      const { body } = await bookAsGuest(delivering.app);
      for (const delay of [0, ...RETRY_DELAYS_MS]) {
        now = new Date(now.getTime() + delay);
        await delivering.worker.drain();
      }
      const [sms] = await storedTo(delivering.db, `+91${body.phone}`);
      expect(sms?.status).toBe('dead');
      expect(sms?.undeliveredBody).toBeNull();
      expect(sms?.textBody).toContain('/track/••••••');
      expect(sms?.textBody).not.toMatch(tokenPattern);
    } finally {
      gatewayUp = true;
      now = start;
    }
  });

  it('in an admin’s replacement link is stored redacted too', async () => {
    await createUser(delivering.auth, delivering.db, {
      email: 'links.admin@example.com',
      role: 'admin',
      password: 'admin-pass-1',
    });
    const admin = await signInWithPassword(delivering.app, 'links.admin@example.com', 'admin-pass-1');
    const { body, booking } = await bookAsGuest(delivering.app);
    const replaced = await postJson(
      delivering.app,
      `/api/admin/bookings/${booking.id}/tracking-link`,
      {},
      {
        cookie: admin,
      },
    );
    expect(replaced.status).toBe(200);
    await delivering.worker.drain();
    const rows = (await storedTo(delivering.db, body.email)).filter((m) => m.template === 'tracking_link');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('sent');
    expect(rows[0]?.textBody).toContain('/track/••••••');
    expect(JSON.stringify(rows)).not.toMatch(tokenPattern);
    expect(mailed.at(-1)).toMatch(tokenPattern);
  });
});

describe('a tracking link with no transport to carry it (kept in the outbox)', async () => {
  const keeping = await createTestApp({ devOutbox: true, clock: () => now });
  const kept = await createBookableDevice(keeping.db);

  it('is never stored, while a development server still shows it at /dev/outbox', async () => {
    const body = makeBookingBody(kept.device.id, [kept.screen.id]);
    expect((await postJson(keeping.app, '/api/bookings', body)).status).toBe(201);
    const rows = [
      ...(await storedTo(keeping.db, body.email)),
      ...(await storedTo(keeping.db, `+91${body.phone}`)),
    ];
    expect(rows.map((m) => m.status)).toEqual(['outbox', 'outbox']);
    expect(JSON.stringify(rows)).not.toMatch(tokenPattern);
    expect(rows.map((m) => m.undeliveredBody)).toEqual([null, null]);
    const [shown] = await outboxFor(keeping.app, body.email);
    expect(shown?.text).toMatch(tokenPattern);
  });
});

describe('messages recorded before secrets were redacted', () => {
  it('lose their secrets in the upgrade, and a queued one still delivers its link', async () => {
    const { db } = delivering;
    const token = 'abcdefghijklmnopqrstuvwxyz';
    const link = `${TEST_ORIGIN}/track/${token}`;
    const old = (values: Partial<typeof messages.$inferInsert>) =>
      ({ channel: 'email', toAddress: 'old.records@example.com', textBody: '', ...values }) as const;
    await db.insert(messages).values([
      old({
        template: 'booking_received',
        status: 'sent',
        textBody: `Follow: ${link}`,
        htmlBody: `<a href="${link}">`,
      }),
      old({
        template: 'tracking_link',
        status: 'queued',
        textBody: `Follow: ${link}`,
        nextAttemptAt: new Date(0),
      }),
      old({
        status: 'sent',
        subject: '123456 is your DoorstepFix sign-in code',
        textBody: 'Your code is 123456.',
      }),
      old({
        channel: 'sms',
        status: 'sent',
        textBody: '654321 is your DoorstepFix sign-in code. Valid for 15 minutes.',
      }),
      old({
        status: 'sent',
        textBody: `${TEST_ORIGIN}/reset-password?token=Reset_Token-123&area=admin`,
        htmlBody: `<a href="${TEST_ORIGIN}/auth-confirmation?token_hash=Confirm-Token_9&amp;type=email">`,
      }),
    ]);
    const migration = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../../drizzle/0015_secrets_at_rest.sql'),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) {
      if (statement.includes('UPDATE "messages"')) await db.execute(sql.raw(statement));
    }
    const rows = await storedTo(db, 'old.records@example.com');
    const stored = JSON.stringify(rows.map(({ undeliveredBody: _kept, ...record }) => record));
    for (const secret of [token, '123456', '654321', 'Reset_Token-123', 'Confirm-Token_9']) {
      expect(stored).not.toContain(secret);
    }
    expect(stored).toContain('reset-password?token=••••••&area=admin');
    expect(stored).toContain('••••••');
    const queued = rows.find((m) => m.status === 'queued');
    expect(queued?.undeliveredBody?.text).toBe(`Follow: ${link}`);
    await delivering.worker.drain();
    expect(mailed.at(-1)).toContain(token);
    const [sent] = await db.select().from(messages).where(eq(messages.id, queued!.id));
    expect(sent).toMatchObject({ status: 'sent', undeliveredBody: null });
  });
});
