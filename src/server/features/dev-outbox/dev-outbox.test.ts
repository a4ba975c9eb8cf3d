import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmbeddedDataDir } from '../../../../tests/embedded-data-dir';
import { startServerProcess } from '../../../../tests/server-process';
import { createTestApp, getJson, TEST_ORIGIN, TEST_SITE_CONFIG, TEST_SHOP } from '../../../../tests/test-app';
import { createApp } from '../../app';
import type { AppDeps } from '../../app';
import { createNodeListener } from '../../http/node-listener';
import { createMailer } from '../../lib/mailer';
import { createNotifier } from '../../notifications/outbox';
import { createSmsSender } from '../../lib/sms';
import { outboxKeyFor } from './outbox-key';

const { app, db, auth, liveUpdates, services, database } = await createTestApp({ devOutbox: true });
const logger = pino({ level: 'silent' });
const outboxMailer = createMailer(db, logger, { SMTP_URL: undefined, MAIL_FROM: 'Test <test@example.com>' });

interface OutboxResponse {
  messages: Array<{
    to: string;
    channel: string;
    subject: string | null;
    text: string;
    status: string;
    createdAt: string;
  }>;
}

function listen(server: http.Server | SMTPServer): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = (server as http.Server).address?.() ?? (server as SMTPServer).server.address();
      resolve((address as AddressInfo).port);
    });
  });
}

describe('the outbox (no transport configured)', () => {
  it('keeps every message, and the dev API lists them newest first, by recipient', async () => {
    const first = await outboxMailer.send({
      to: 'Asha@Example.com',
      subject: 'Your code',
      text: 'Code 111111',
    });
    expect(first.status).toBe('outbox');
    await outboxMailer.send({ to: 'asha@example.com', subject: 'Your code', text: 'Code 222222' });
    await outboxMailer.send({ to: 'someone@example.com', subject: 'Hello', text: 'Other' });
    const sms = createSmsSender(db, logger, {
      SMS_PROVIDER: undefined,
      FAST2SMS_API_KEY: undefined,
      SMS_API_URL: 'http://127.0.0.1:1',
    });
    expect(sms.hasGateway).toBe(false);
    expect((await sms.send('+919876543210', 'Code 333333')).status).toBe('outbox');

    const mine = await getJson<OutboxResponse>(app, '/api/dev/outbox?to=asha@example.com');
    expect(mine.status).toBe(200);
    expect(mine.body.messages.map((m) => m.text)).toEqual(['Code 222222', 'Code 111111']);
    expect(mine.body.messages[0]).toMatchObject({
      to: 'asha@example.com',
      channel: 'email',
      subject: 'Your code',
    });
    expect(Date.parse(mine.body.messages[0]!.createdAt)).not.toBeNaN();

    const phone = await getJson<OutboxResponse>(
      app,
      `/api/dev/outbox?to=${encodeURIComponent('+919876543210')}`,
    );
    expect(phone.body.messages).toEqual([
      expect.objectContaining({ channel: 'sms', text: 'Code 333333', subject: null }),
    ]);
  });

  it('rejects a recipient that is neither an e-mail nor a +91 number', async () => {
    const res = await getJson<{ error: { code: string; fields: Record<string, string> } }>(
      app,
      '/api/dev/outbox?to=nobody',
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields.to).toBe('to must be an e-mail address or a +91 mobile number');
  });

  it('shows the messages on a page that escapes what they say', async () => {
    await outboxMailer.send({
      to: 'x@example.com',
      subject: '<b>bold</b>',
      text: '<script>alert(1)</script>',
    });
    const res = await app.request('/dev/outbox?to=x@example.com');
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toContain('<script>alert(1)');
    expect(page).toContain('&lt;b&gt;bold&lt;/b&gt;');
  });

  it('does not exist when DEV_OUTBOX is off', async () => {
    const { app: closed } = appWith({ devOutbox: false });
    expect((await closed.request('/api/dev/outbox')).status).toBe(404);
    expect((await closed.request('/dev/outbox')).status).toBe(404);
  });
});

/** This file's database behind another configuration of the app. */
function appWith(overrides: Partial<AppDeps>) {
  return createApp({
    db,
    logger,
    auth,
    codes: services.codes,
    publicOrigin: TEST_ORIGIN,
    mailer: outboxMailer,
    sms: createSmsSender(db, logger, { SMS_API_URL: 'http://127.0.0.1:9' }),
    notifier: createNotifier({ deliverable: { email: false, sms: false } }),
    liveUpdates,
    fileStorage: services.fileStorage,
    photoStorage: services.photoStorage,
    siteConfig: TEST_SITE_CONFIG,
    shop: TEST_SHOP,
    ...overrides,
  });
}

/** This machine's address on its network (not loopback), when it has one. */
const networkAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

describe('the default outbox (no DEV_OUTBOX, no SMTP_URL, development)', () => {
  // A real server on every interface: the socket's peer is what the outbox judges by.
  const servers: Array<http.Server | net.Server> = [];
  afterAll(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))));
  const key = outboxKeyFor('a-secret-of-this-computer-long-enough-for-tests');
  async function serve(overrides: Partial<AppDeps>) {
    const { app: served } = appWith({ devOutboxKey: key, ...overrides });
    const server = http.createServer(createNodeListener(served.fetch, logger));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
    return (server.address() as AddressInfo).port;
  }

  it('answers a browser on this computer that opens the link from the start log, and keeps the key for its links', async () => {
    await outboxMailer.send({ to: 'local@example.com', subject: 'Your code', text: 'Code 444444' });
    const port = await serve({ devOutbox: 'loopback' });
    const page = await fetch(`http://127.0.0.1:${port}/dev/outbox?key=${key}`);
    expect(page.status).toBe(200);
    const cookies = page.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) expect(cookie).toMatch(/HttpOnly/i);
    const cookie = cookies[0]!.split(';')[0]!;
    // The page's links (?to=…) and the API carry no key: the cookie does.
    const filtered = await fetch(`http://127.0.0.1:${port}/dev/outbox?to=local@example.com`, {
      headers: { Cookie: cookie },
    });
    expect(filtered.status).toBe(200);
    const api = await fetch(`http://127.0.0.1:${port}/api/dev/outbox?to=local@example.com`, {
      headers: { Cookie: cookie },
    });
    expect(api.status).toBe(200);
    expect(((await api.json()) as OutboxResponse).messages[0]?.text).toBe('Code 444444');
  });

  it('refuses a browser on this computer without the key, or with another', async () => {
    const port = await serve({ devOutbox: 'loopback' });
    for (const query of ['', '?key=', `?key=${key.slice(1)}x`, `?key=${outboxKeyFor('another-secret')}`]) {
      for (const path of ['/dev/outbox', '/api/dev/outbox']) {
        const res = await fetch(`http://127.0.0.1:${port}${path}${query}`);
        expect(res.status, `${path}${query}`).toBe(403);
        const body = await res.text();
        expect(body).not.toContain('Code 444444');
        if (path.startsWith('/api')) expect(body).toMatch(/link the server wrote to its log/);
      }
    }
  });

  it('refuses a visitor relayed by a tunnel on this computer, which adds no header (stunnel, ssh -R)', async () => {
    const port = await serve({ devOutbox: 'loopback' });
    // Bytes in, bytes out: the server's peer is the relay, on 127.0.0.1.
    const relay = net.createServer((visitor) => {
      const upstream = net.connect(port, '127.0.0.1');
      visitor.pipe(upstream).pipe(visitor);
      const drop = () => {
        visitor.destroy();
        upstream.destroy();
      };
      visitor.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
    });
    servers.push(relay);
    await new Promise<void>((resolve) => relay.listen(0, '0.0.0.0', resolve));
    const relayPort = (relay.address() as AddressInfo).port;
    const host = networkAddress ?? '127.0.0.1';
    for (const path of ['/dev/outbox', '/api/dev/outbox?to=local@example.com']) {
      const res = await fetch(`http://${host}:${relayPort}${path}`);
      expect(res.status, path).toBe(403);
      expect(await res.text()).not.toContain('Code 444444');
    }
  });

  it('refuses anything that came through a proxy, even one on this computer, key or not', async () => {
    const port = await serve({ devOutbox: 'loopback', trustProxy: true });
    const proxyHeaders: Record<string, string>[] = [
      { 'X-Forwarded-For': '127.0.0.1' },
      { Forwarded: 'for=127.0.0.1' },
      { 'X-Real-IP': '127.0.0.1' },
    ];
    for (const header of proxyHeaders) {
      const res = await fetch(`http://127.0.0.1:${port}/api/dev/outbox?key=${key}`, { headers: header });
      expect(res.status, JSON.stringify(header)).toBe(403);
      expect(JSON.stringify(await res.json())).not.toContain('Code 444444');
      expect(
        (await fetch(`http://127.0.0.1:${port}/dev/outbox?key=${key}`, { headers: header })).status,
      ).toBe(403);
    }
  });

  it.skipIf(!networkAddress)('refuses another computer, whatever X-Forwarded-For claims', async () => {
    const port = await serve({ devOutbox: 'loopback', trustProxy: true });
    const claims: Record<string, string>[] = [{}, { 'X-Forwarded-For': '127.0.0.1' }];
    for (const headers of claims) {
      const api = await fetch(`http://${networkAddress}:${port}/api/dev/outbox?key=${key}`, { headers });
      expect(api.status).toBe(403);
      const body = (await api.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('FORBIDDEN');
      expect(body.error.message).toMatch(/DEV_OUTBOX=true/);
      expect(
        (await fetch(`http://${networkAddress}:${port}/dev/outbox?key=${key}`, { headers })).status,
      ).toBe(403);
    }
  });

  it('answers another computer when DEV_OUTBOX=true opens it', async () => {
    const port = await serve({ devOutbox: true });
    const host = networkAddress ?? '127.0.0.1';
    expect((await fetch(`http://${host}:${port}/api/dev/outbox`)).status).toBe(200);
  });

  it('is never set up for this computer without its key', () => {
    expect(() => appWith({ devOutbox: 'loopback' })).toThrow(/devOutboxKey/);
  });
});

describe('a server started as `npm start` starts it (NODE_ENV unset, no SMTP_URL)', () => {
  it('writes the link that opens the outbox to its log, and refuses this computer without it', async () => {
    const started = await startServerProcess({
      NODE_ENV: undefined,
      SEED_CATALOGUE: 'false',
      ...(database.url
        ? { DATABASE_URL: database.url, BETTER_AUTH_SECRET: 'a-secret-of-this-test-long-enough-for-it' }
        : { DATA_DIR: await createEmbeddedDataDir() }),
    });
    let link: URL | undefined;
    await expect
      .poll(() => {
        const found = /(http:\/\/\S+\/dev\/outbox\?key=[\w-]+)/.exec(started.output())?.[1];
        link = found ? new URL(found) : undefined;
        return link;
      })
      .toBeDefined();
    expect(link!.port).toBe(new URL(started.url).port);
    expect((await fetch(`${started.url}/dev/outbox`)).status).toBe(403);
    expect((await fetch(`${started.url}/api/dev/outbox`)).status).toBe(403);
    expect((await fetch(`${started.url}/dev/outbox${link!.search}`)).status).toBe(200);
    expect((await fetch(`${started.url}/api/dev/outbox${link!.search}`)).status).toBe(200);
    started.child.kill('SIGTERM');
  }, 60_000);
});

describe('e-mail over SMTP', () => {
  const received: Array<{ from: string; to: string; body: string }> = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let body = '';
      stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          body,
        });
        callback();
      });
    },
  });
  const ready = listen(smtp);
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it('sends through the SMTP server and records it as sent', async () => {
    const port = await ready;
    const mailer = createMailer(db, logger, {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'DoorstepFix <no-reply@example.com>',
    });
    const result = await mailer.send({
      to: 'ravi@example.com',
      subject: 'Booking confirmed',
      text: 'See you soon',
    });
    expect(result.status).toBe('sent');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'no-reply@example.com', to: 'ravi@example.com' });
    expect(received[0]?.body).toContain('Subject: Booking confirmed');
    const listed = await getJson<OutboxResponse>(app, '/api/dev/outbox?to=ravi@example.com');
    expect(listed.body.messages[0]?.status).toBe('sent');
  });

  it('records a failure without throwing when the server cannot be reached', async () => {
    const mailer = createMailer(db, logger, { SMTP_URL: 'smtp://127.0.0.1:1', MAIL_FROM: 'x@example.com' });
    const result = await mailer.send({ to: 'lost@example.com', subject: 'Hi', text: 'Still recorded' });
    expect(result.status).toBe('failed');
    const listed = await getJson<OutboxResponse>(app, '/api/dev/outbox?to=lost@example.com');
    expect(listed.body.messages).toEqual([
      expect.objectContaining({ status: 'failed', text: 'Still recorded' }),
    ]);
  });
});

describe('SMS through the gateway', () => {
  const requests: Array<{ authorization: string | undefined; body: Record<string, unknown> }> = [];
  let answer: { status: number; body: unknown } = { status: 200, body: { return: true, request_id: 'r1' } };
  const gateway = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      requests.push({
        authorization: req.headers.authorization,
        body: JSON.parse(raw) as Record<string, unknown>,
      });
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  const ready = listen(gateway);
  afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

  it('posts the message with the API key and the 10-digit number', async () => {
    const port = await ready;
    const sms = createSmsSender(db, logger, {
      SMS_PROVIDER: 'fast2sms',
      FAST2SMS_API_KEY: 'key-123',
      SMS_API_URL: `http://127.0.0.1:${port}`,
    });
    expect(sms.hasGateway).toBe(true);
    expect((await sms.send('+919812345678', 'Your code is 123456')).status).toBe('sent');
    expect(requests.at(-1)).toEqual({
      authorization: 'key-123',
      body: { route: 'q', message: 'Your code is 123456', numbers: '9812345678', flash: 0 },
    });
  });

  it('records the gateway’s refusal as a failure', async () => {
    const port = await ready;
    answer = { status: 400, body: { return: false, message: ['Invalid Numbers'] } };
    const sms = createSmsSender(db, logger, {
      SMS_PROVIDER: 'fast2sms',
      FAST2SMS_API_KEY: 'key-123',
      SMS_API_URL: `http://127.0.0.1:${port}`,
    });
    const result = await sms.send('+919812345679', 'Your code is 654321');
    expect(result).toMatchObject({ status: 'failed', error: 'SMS gateway answered 400: Invalid Numbers' });
  });
});
