import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/shared/api-error';
import { createServerDatabase } from '../server-database';
import { startServerProcess } from '../server-process';

// JSON nested thousands of levels deep, sent to a real server process: each kind of JSON route (a
// public feature, an admin route, the auth library's) refuses it at once with a 400 in the one error
// shape, never a 500, and a few clients sending such bodies do not slow the server for everyone else.
// The depth is judged on the text before anything walks it (http/json-depth.ts).

const ADMIN = { email: 'deep-json-admin@example.com', password: 'admin-pass-1' };

let server = '';
let adminCookie = '';

beforeAll(async () => {
  const database = await createServerDatabase();
  ({ url: server } = await startServerProcess({
    ...database.env,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    BETTER_AUTH_SECRET: 'a-secret-for-the-deep-json-test-that-is-long',
  }));
  const signedIn = await post('/api/auth/sign-in/email', JSON.stringify(ADMIN));
  expect(signedIn.status).toBe(200);
  adminCookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0]!;
}, 60_000);

function post(path: string, body: string, cookie?: string) {
  return fetch(`${server}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server, ...(cookie ? { Cookie: cookie } : {}) },
    body,
  });
}

const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
/**
 * About 240 KB nested a few thousand deep, strings on every level: shallow enough not to overflow a
 * recursive walk, deep enough to make one that copies its path at each level take most of a second.
 */
const paddedNesting = (depth: number, bytes = 240_000) =>
  `${`["${'x'.repeat(Math.floor(bytes / depth) - 4)}",`.repeat(depth)}0${']'.repeat(depth)}`;

const routes = [
  { name: 'a public form (/api/contact)', path: '/api/contact' },
  { name: 'the booking form (/api/bookings)', path: '/api/bookings' },
  { name: 'an admin route (/api/admin/technicians)', path: '/api/admin/technicians', admin: true },
  { name: "the auth library's (/api/auth/email-otp/send)", path: '/api/auth/email-otp/send' },
];

describe('deeply nested JSON', () => {
  it.each(routes)('is refused with a 400 within a second by $name', async (route) => {
    const bodies = {
      'arrays 6,000 deep': nestedArrays(6_000),
      'arrays 100,000 deep': nestedArrays(100_000),
      'objects 6,000 deep': nestedObjects(6_000),
      'arrays 4,000 deep with text on every level': paddedNesting(4_000),
    };
    for (const [what, body] of Object.entries(bodies)) {
      const started = performance.now();
      const res = await post(route.path, body, route.admin ? adminCookie : undefined);
      const answer = (await res.json()) as ApiErrorBody;
      const ms = performance.now() - started;
      expect(res.status, what).toBe(400);
      expect(answer.error.code, what).toBe('BAD_REQUEST');
      expect(ms, what).toBeLessThan(1000);
    }
  });

  it('keeps the forms working: brackets inside text are not nesting', async () => {
    const res = await post(
      '/api/contact',
      JSON.stringify({
        name: 'Asha',
        email: 'asha@example.com',
        phone: '9876500012',
        message: `My phone shows ${'[{'.repeat(100)} and "quotes \\" [[[" on the screen`,
        website: '',
      }),
    );
    expect(res.status).toBe(201);
  });

  it('keeps /api/health quick while four clients send such bodies', async () => {
    const bodies = [nestedArrays(6_000), nestedArrays(100_000), paddedNesting(4_000)];
    let sending = true;
    let sent = 0;
    const client = async (n: number) => {
      for (let i = n; sending; i++) {
        const route = routes[i % routes.length]!;
        const res = await post(route.path, bodies[i % bodies.length]!, route.admin ? adminCookie : undefined);
        await res.arrayBuffer();
        sent++;
        // A short pause between bodies: without one, queueing behind cheap requests on a busy
        // two-core machine, not the bodies, would set the figure.
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    const clients = [0, 1, 2, 3].map(client);
    // Let the clients get going, then ask for health as a monitor would.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const times: number[] = [];
    for (let i = 0; i < 40; i++) {
      const started = performance.now();
      const res = await fetch(`${server}/api/health`, { signal: AbortSignal.timeout(5_000) });
      await res.arrayBuffer();
      times.push(performance.now() - started);
      expect(res.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    sending = false;
    await Promise.all(clients);
    const median = times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
    console.info(`/api/health median ${median.toFixed(1)} ms, ${sent} deep bodies refused meanwhile`);
    expect(median).toBeLessThan(50);
    expect(sent).toBeGreaterThan(40);
  }, 60_000);
});
