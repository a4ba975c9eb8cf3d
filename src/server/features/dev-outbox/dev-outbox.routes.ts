import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { html } from 'hono/html';
import { outboxQuerySchema } from '../../../shared/schemas/dev-outbox';
import type { AppServices } from '../../http/app-services';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/request-context';
import { parseQuery } from '../../http/validate';
import type { DevMailbox } from '../../lib/dev-mailbox';
import { listMessagesTo } from '../../lib/outbox';
import { isOutboxKey, OUTBOX_KEY_COOKIE } from './outbox-key';

// Development only: the messages the product "sent" while no real transport is configured, so that
// people and tests can read one-time codes. Mounted only when DEV_OUTBOX is on; by default (no
// DEV_OUTBOX, no SMTP_URL, NODE_ENV development) it answers clients on this computer only, with the
// key the server printed when it started (decisions 005 and 031).

/** Headers a proxy adds: a request carrying one came through a proxy, wherever the proxy runs. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/** The socket's own peer; null for a request made in-process (no socket). */
function socketAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

const isLoopback = (address: string) => address === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/i.test(address);

/**
 * Only a browser on this computer: judged by the socket, never by X-Forwarded-For (TRUST_PROXY or
 * not), never a request that came through a proxy, which may itself run on this computer, and only
 * with the key from the start log, since a tunnel running here adds no header at all.
 */
export function onlyThisComputer(key: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const address = socketAddress(c);
    const proxied = FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined);
    if (!address || !isLoopback(address) || proxied) {
      throw new AppError(
        'FORBIDDEN',
        'The outbox answers only on the computer the server runs on (http://localhost). Set DEV_OUTBOX=true to open it to other computers.',
      );
    }
    const inLink = c.req.query('key');
    const given = inLink ?? getCookie(c, OUTBOX_KEY_COOKIE);
    if (!given || !isOutboxKey(given, key)) {
      throw new AppError(
        'FORBIDDEN',
        'Open the outbox with the link the server wrote to its log when it started (/dev/outbox?key=…).',
      );
    }
    // The page's own links, and later visits from this browser, carry the key in a cookie.
    if (inLink !== undefined) {
      for (const path of ['/dev', '/api/dev']) {
        setCookie(c, OUTBOX_KEY_COOKIE, key, { path, httpOnly: true, sameSite: 'Strict' });
      }
    }
    await next();
  };
}

type Listed = Awaited<ReturnType<typeof listMessagesTo>>[number];

/** Sign-in codes are stored redacted; this process still holds the words it "sent" (development). */
function withKeptWords(rows: Listed[], mailbox: DevMailbox | undefined): Listed[] {
  return rows.map((row) => {
    const kept = mailbox?.read(row.id);
    return kept ? { ...row, subject: kept.subject, text: kept.text } : row;
  });
}

export function createDevOutboxApi({ db, devMailbox }: AppServices) {
  return new Hono<AppEnv>().get('/outbox', async (c) => {
    const { to } = parseQuery(c, outboxQuerySchema);
    const rows = withKeptWords(await listMessagesTo(db, to, 50), devMailbox);
    return c.json({
      messages: rows.map((m) => ({
        to: m.to,
        channel: m.channel,
        subject: m.subject,
        text: m.text,
        status: m.status,
        createdAt: m.createdAt.toISOString(),
      })),
    });
  });
}

export function createDevOutboxPage({ db, devMailbox }: AppServices) {
  return new Hono<AppEnv>().get('/outbox', async (c) => {
    const { to } = parseQuery(c, outboxQuerySchema);
    const rows = withKeptWords(await listMessagesTo(db, to, 100), devMailbox);
    c.header('Cache-Control', 'no-store');
    return c.html(
      html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <meta name="robots" content="noindex" />
            <title>Outbox (development)</title>
          </head>
          <body style="font-family: system-ui, sans-serif; margin: 1.5rem; line-height: 1.5">
            <h1>Outbox</h1>
            <p>
              Development only: messages kept here instead of being delivered. Newest first.
              ${to ? html`Showing messages to <strong>${to}</strong>. <a href="/dev/outbox">Show all</a>` : ''}
            </p>
            ${rows.length === 0 ? html`<p>No messages yet.</p>` : ''}
            ${rows.map(
              (m) =>
                html`<article
                  style="border: 1px solid #999; border-radius: 8px; padding: 0.75rem 1rem; margin: 0.75rem 0"
                >
                  <p style="margin: 0">
                    <strong>${m.channel === 'email' ? 'E-mail' : 'SMS'}</strong> to
                    <a href="/dev/outbox?to=${encodeURIComponent(m.to)}">${m.to}</a> ·
                    ${m.createdAt.toISOString()} · ${m.status}
                  </p>
                  ${m.subject ? html`<p style="margin: 0.25rem 0"><strong>${m.subject}</strong></p>` : ''}
                  <pre style="white-space: pre-wrap; margin: 0.5rem 0 0">${m.text}</pre>
                </article>`,
            )}
          </body>
        </html>`,
    );
  });
}
