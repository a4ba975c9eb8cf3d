import http from 'node:http';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/client';
import { bookings, messages } from '../../src/server/db/schema/index';
import { LIVE_RESTART_RETRY_MS } from '../../src/shared/contracts/live';
import { readLiveStream } from '../live-stream';
import { startMailSink } from '../mail-servers';
import { createServerDatabase } from '../server-database';
import { startServerProcess } from '../server-process';
import { firstListedDevice, guestBookingBody } from '../listed-device-booking';

// SIGTERM to a real server process while it is busy: a request whose body is still arriving, a live
// stream open, and a mail being handed to a slow mail server. The request is answered, the stream is
// told when to come back, the mail is delivered and recorded, new connections are refused, and the
// process exits 0 well within 10 s.

const ADMIN = { email: 'shutdown-admin@example.com', password: 'admin-pass-1' };
const sink = await startMailSink(0, { delayMs: 1500 });
afterAll(() => sink.close());

/** A POST whose body arrives in two parts: the second only when `finish` is called. */
function slowPost(url: string, body: string) {
  const half = Math.floor(body.length / 2);
  let finish: () => void = () => undefined;
  let onConnect: () => void = () => undefined;
  const connected = new Promise<void>((resolve) => (onConnect = resolve));
  const response = new Promise<{ status: number; connection: string | undefined; body: string }>(
    (resolve, reject) => {
      const request = http.request(
        url,
        {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(body),
            Origin: new URL(url).origin,
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }),
          );
        },
      );
      request.on('error', reject);
      request.on('socket', (socket) => socket.once('connect', () => onConnect()));
      request.write(body.slice(0, half));
      finish = () => request.end(body.slice(half));
    },
  );
  return { response, connected, finish: () => finish() };
}

async function until(check: () => boolean, what: string, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('stopping on SIGTERM', () => {
  it('answers the request in flight, tells streams when to return, finishes its mail, and exits 0', async () => {
    const database = await createServerDatabase();
    const { url: server, child } = await startServerProcess({
      ...database.env,
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      BETTER_AUTH_SECRET: 'a-secret-for-the-shutdown-test-that-is-long',
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

    const signedIn = await fetch(`${server}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server },
      body: JSON.stringify(ADMIN),
    });
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0]!;
    const stream = readLiveStream(await fetch(`${server}/api/live`, { headers: { Cookie: cookie } }));
    await stream.next((e) => e.event === 'ready');

    const device = await firstListedDevice(server);
    const bookingBody = (email: string) => JSON.stringify(guestBookingBody(device, email));
    // A booking whose confirmation the mail server takes its time to accept.
    const first = await fetch(`${server}/api/bookings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server },
      body: bookingBody('first.customer@example.com'),
    });
    expect(first.status).toBe(201);
    await until(() => sink.receiving() > 0, 'the mail server to be handed a message');
    // A booking whose body is still on its way.
    const slow = slowPost(`${server}/api/bookings`, bookingBody('slow.customer@example.com'));
    // Connected, and its first half read by the server.
    await slow.connected;
    await new Promise((resolve) => setTimeout(resolve, 300));

    const signalled = Date.now();
    child.kill('SIGTERM');

    const closing = await stream.next((e) => e.event === 'closing');
    expect(closing.data).toEqual({ retryMs: LIVE_RESTART_RETRY_MS });
    expect(closing.retry).toBe(LIVE_RESTART_RETRY_MS);
    await until(() => stream.ended, 'the stream to end');
    // No new connections once stopping (fetch would reuse a connection of its pool, which the
    // server still answers for a moment, rather than reset a request sent on it).
    await expect(
      new Promise((resolve, reject) =>
        http.get(`${server}/api/health`, { agent: false }, resolve).on('error', reject),
      ),
    ).rejects.toThrow(/ECONNREFUSED/);

    await new Promise((resolve) => setTimeout(resolve, 300));
    slow.finish();
    const answered = await slow.response;
    expect(answered.status).toBe(201);
    expect(answered.connection).toBe('close');

    expect(await exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    // The mails under way (the worker sends several at once) were delivered and recorded as sent,
    // once each; any others wait, free to take.
    expect(sink.received.length).toBeGreaterThanOrEqual(1);
    const state = await database.read(async (db) => ({
      booked: await db.select({ email: bookings.email }).from(bookings),
      sent: await db.select().from(messages).where(eq(messages.status, 'sent')),
      held: rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from messages where locked_until is not null`),
      )[0]!.n,
    }));
    expect(state.booked.map((b) => b.email).sort()).toEqual([
      'first.customer@example.com',
      'slow.customer@example.com',
    ]);
    expect(state.sent.map((m) => m.toAddress).sort()).toEqual(sink.received.map((m) => m.to).sort());
    expect(state.held).toBe(0);
  }, 90_000);
});
