import type { Context } from 'hono';
import { errorCodes } from '../../shared/api-error';
import type { ApiErrorBody, ErrorCode } from '../../shared/api-error';
import { AppError } from '../http/app-error';
import { refuseDeepNesting } from '../http/json-depth';
import { refuseControlCharacters } from '../http/validate';
import type { Auth } from './auth';
import { CLIENT_IP_HEADER } from './auth';

// The auth library answers under /api/auth. Only the endpoints the product uses are reachable (the
// library has many more, some returning session tokens), its errors take our one error shape, and
// session tokens never appear in a response body: the httpOnly cookie is the only carrier.

const allowed: Record<string, readonly string[]> = {
  POST: [
    '/sign-in/email',
    '/sign-in/social',
    '/sign-out',
    '/request-password-reset',
    '/reset-password',
    '/email-otp/send',
    '/email-otp/verify',
    '/phone-otp/send',
    '/phone-otp/verify',
    '/email-link/send',
    '/email-link/verify',
    '/technician/sign-in',
  ],
  GET: ['/get-session', '/callback/google', '/error'],
};

const codeByStatus: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  422: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
};

const messageByStatus: Record<number, string> = {
  429: 'Too many requests. Please wait a minute and try again.',
  500: 'Something went wrong. Please try again.',
};

function isKnownCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && (errorCodes as readonly string[]).includes(code);
}

type LibraryError = {
  code?: unknown;
  message?: unknown;
  fields?: unknown;
  retryAfterSeconds?: unknown;
  attemptsLeft?: unknown;
  reason?: unknown;
  params?: unknown;
};

function toErrorBody(
  status: number,
  data: LibraryError | null,
  retryAfterHeader: string | null,
): ApiErrorBody {
  // Our own rules' errors keep their code and message; the library's get ours by status.
  const ours = isKnownCode(data?.code);
  const code = ours ? (data?.code as ErrorCode) : (codeByStatus[status] ?? 'INTERNAL');
  if (status >= 500 && !ours) return { error: { code: 'INTERNAL', message: messageByStatus[500]! } };
  const libraryMessage = typeof data?.message === 'string' && data.message ? data.message : 'Request failed';
  const message = ours ? libraryMessage : (messageByStatus[status] ?? libraryMessage);
  const retryAfter =
    typeof data?.retryAfterSeconds === 'number' ? data.retryAfterSeconds : Number(retryAfterHeader);
  return {
    error: {
      code,
      message,
      ...(data?.fields && typeof data.fields === 'object'
        ? { fields: data.fields as Record<string, string> }
        : {}),
      ...(retryAfter > 0 ? { retryAfterSeconds: Math.ceil(retryAfter) } : {}),
      ...(typeof data?.attemptsLeft === 'number' ? { attemptsLeft: data.attemptsLeft } : {}),
      // The library's own code (INVALID_EMAIL_OR_PASSWORD...) says why, for the web's text.
      ...(ours && typeof data?.reason === 'string'
        ? { reason: data.reason }
        : !ours && typeof data?.code === 'string' && /^[A-Z_]{3,60}$/.test(data.code)
          ? { reason: data.code.toLowerCase() }
          : {}),
      ...(ours && data?.params && typeof data.params === 'object'
        ? { params: data.params as Record<string, string | number> }
        : {}),
    },
  };
}

function withoutTokens(data: unknown): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  const { token: _token, session, ...rest } = data as Record<string, unknown>;
  if (session && typeof session === 'object') {
    const { token: _sessionToken, ...safeSession } = session as Record<string, unknown>;
    return { ...rest, session: safeSession };
  }
  return session === undefined ? rest : { ...rest, session };
}

/** The parsed value, or undefined when the text is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A path on our own site, such as /dashboard: never another site, never `//host`. */
function isLocalPath(value: unknown): boolean {
  return value === undefined || (typeof value === 'string' && /^\/(?![/\\])/.test(value));
}

/** Where the library would redirect after sign-in, it may only send people to our own pages. */
function assertLocalRedirects(path: string, text: string | undefined) {
  if (path !== '/sign-in/social' || text === undefined) return;
  const data = parseJson(text);
  if (data === undefined) throw new AppError('BAD_REQUEST', 'The request body is not valid JSON.');
  if (!data || typeof data !== 'object') return;
  for (const key of ['callbackURL', 'newUserCallbackURL', 'errorCallbackURL']) {
    if (!isLocalPath((data as Record<string, unknown>)[key])) {
      throw new AppError('FORBIDDEN', 'Sign-in can only return to a page of this site.');
    }
  }
}

/**
 * Hands an allowed request to the auth library. `clientAddress` is the one the request context
 * determined; `publicOrigin` stands in for a development page opened under another host name, which
 * the same-origin check has already accepted (the library knows only the public origin).
 */
export async function proxyToAuth(
  c: Context,
  auth: Auth,
  { clientAddress, publicOrigin }: { clientAddress: string; publicOrigin: string },
): Promise<Response> {
  const path = c.req.path.slice('/api/auth'.length);
  if (!allowed[c.req.method]?.includes(path)) throw new AppError('NOT_FOUND', 'No such API endpoint');

  // The auth library rate-limits by client address: it gets one we determined, never one a client
  // could claim in a header of its own.
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, clientAddress);
  if (c.req.method !== 'GET') headers.set('origin', publicOrigin);
  const body = c.req.method === 'GET' ? undefined : await c.req.raw.arrayBuffer();
  const bodyText = body ? new TextDecoder().decode(body) : undefined;
  if (bodyText !== undefined) {
    // The library parses and walks the body itself: one nested thousands deep never reaches it.
    refuseDeepNesting(bodyText);
    // The library's own endpoints read no schema of ours: a NUL would reach its queries.
    refuseControlCharacters(parseJson(bodyText));
  }
  assertLocalRedirects(path, bodyText);
  const response = await auth.handler(new Request(c.req.raw.url, { method: c.req.method, headers, body }));

  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  // Redirects (Google) and other successful non-JSON answers pass as they are; failures never do.
  if (!isJson && response.status < 400) return response;
  const text = await response.text();
  const data = text ? (parseJson(text) ?? null) : null;
  const outHeaders = new Headers(response.headers);
  outHeaders.delete('content-length');
  outHeaders.set('content-type', 'application/json');
  if (response.ok) {
    return new Response(JSON.stringify(withoutTokens(data)), {
      status: response.status,
      headers: outHeaders,
    });
  }
  const out = toErrorBody(response.status, data, response.headers.get('x-retry-after'));
  // As app.ts does for our own errors: clients that read no body (fetch retries, proxies, scripts)
  // get the wait as the standard header. The library's own limiter names it only in X-Retry-After.
  const wait = out.error.retryAfterSeconds;
  if (wait !== undefined) outHeaders.set('retry-after', String(wait));
  return new Response(JSON.stringify(out), { status: response.status, headers: outHeaders });
}
