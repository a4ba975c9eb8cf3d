import { TEST_ORIGIN } from './test-app';

// Requests as a browser on our own origin makes them, and the one-time codes read from the outbox.

type Requestable = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

let clientNumber = 0;
/** A fresh client address, so that per-address limits of one test do not touch another. */
export const nextAddress = () => `198.51.100.${(++clientNumber % 250) + 1}`;

export interface PostOptions {
  cookie?: string;
  address?: string;
  origin?: string;
  method?: 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
}

export async function postJson<T = Record<string, unknown>>(
  app: Requestable,
  path: string,
  body: unknown,
  { cookie, address = nextAddress(), origin = TEST_ORIGIN, method = 'POST', headers = {} }: PostOptions = {},
) {
  const res = await app.request(path, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Origin: origin,
      'X-Forwarded-For': address,
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  const setCookie = res.headers.get('set-cookie') ?? '';
  return {
    status: res.status,
    headers: res.headers,
    body: (text ? JSON.parse(text) : null) as T & {
      error?: {
        code: string;
        message: string;
        fields?: Record<string, string>;
        fieldKeys?: Record<string, { key: string; params?: Record<string, string | number> }>;
        retryAfterSeconds?: number;
        attemptsLeft?: number;
        reason?: string;
        params?: Record<string, string | number>;
      };
    },
    setCookie,
    /** The cookies set (the session's first), as a browser would send them back in a Cookie header. */
    cookie: res.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; '),
  };
}

export async function outboxFor(app: Requestable, to: string) {
  const res = await app.request(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const body = (await res.json()) as {
    messages: { to: string; channel: string; subject: string | null; text: string; status: string }[];
  };
  return body.messages;
}

/** The 6-digit code of the newest message to an address or number. */
export async function latestCodeFor(app: Requestable, to: string): Promise<string> {
  const [message] = await outboxFor(app, to);
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`No code in the outbox for ${to}`);
  return code;
}

/** Signs in by e-mail code through the real endpoints; returns the session cookie. */
export async function signInByEmailCode(app: Requestable, email: string, name?: string): Promise<string> {
  const sent = await postJson(app, '/api/auth/email-otp/send', { email, createUser: true, name });
  if (sent.status !== 200) throw new Error(`send failed: ${JSON.stringify(sent.body)}`);
  const code = await latestCodeFor(app, email);
  const verified = await postJson(app, '/api/auth/email-otp/verify', { email, code });
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  return verified.cookie;
}

export async function getAs(app: Requestable, path: string, cookie?: string) {
  const res = await app.request(path, { headers: cookie ? { Cookie: cookie } : {} });
  const text = await res.text();
  return {
    status: res.status,
    body: (text ? JSON.parse(text) : null) as Record<string, unknown> & {
      error?: { code: string; message: string };
    },
  };
}

/** Signs a staff account in with its password, as the admin and technician sign-in pages do. */
export async function signInWithPassword(app: Requestable, email: string, password: string): Promise<string> {
  const res = await postJson(app, '/api/auth/sign-in/email', { email, password });
  if (res.status !== 200) throw new Error(`password sign-in failed: ${JSON.stringify(res.body)}`);
  return res.cookie;
}
