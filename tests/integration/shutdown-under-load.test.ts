import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { createServerDatabase } from '../server-database';
import { startServerProcess } from '../server-process';
import { firstListedDevice, guestBookingBody } from '../listed-device-booking';

// SIGTERM in the middle of a burst of bookings, as a deploy meets a busy moment: 80 bookings sent
// within 300 ms, the signal 150 ms in. Every request is answered, or refused cleanly before it is sent
// (ECONNREFUSED: the client knows nothing arrived and may try elsewhere); none is cut off after its
// bytes were sent (ECONNRESET, "socket hang up"), when the client cannot know whether it booked.

// 80, not more: on two cores shared with the browser tests the server answers about 20 bookings a
// second, and what it has not answered 10 s after the drain is cut off by design (the stop timeout).
const BOOKINGS = 80;
const SIGNAL_AFTER_MS = 150;
/** The bookings leave over this time: the signal falls in the middle of their arrival. */
const ARRIVALS_MS = 300;
/** The drain of this test: short, so that the test stays quick; production's is a few seconds. */
const DRAIN_SECONDS = 1;

type Outcome = { status: number; connection: string | undefined } | { error: string };

/** One POST on a connection of its own, as separate customers would send it. */
function post(url: string, body: string, headers: Record<string, string> = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          Origin: new URL(url).origin,
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
        res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    request.end(body);
  });
}

function get(url: string): Promise<Outcome> {
  return new Promise((resolve) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
      })
      .on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
}

describe('SIGTERM during a burst of bookings', () => {
  it('answers every booking it accepted, refuses the rest cleanly, and resets none', async () => {
    const database = await createServerDatabase();
    const { url: server, child } = await startServerProcess({
      ...database.env,
      SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
      TRUST_PROXY: 'true',
      BETTER_AUTH_SECRET: 'a-secret-for-the-drain-test-that-is-long-enough',
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const device = await firstListedDevice(server);
    const body = (n: number) => JSON.stringify(guestBookingBody(device, `burst${n}@example.com`));

    // The customers' requests leave over the first moments of the burst, so that some are still
    // arriving when the signal comes: connected, their bytes sent, not yet read by the server.
    const burst = Array.from({ length: BOOKINGS }, async (_, n) => {
      await new Promise((resolve) => setTimeout(resolve, (n * ARRIVALS_MS) / BOOKINGS));
      // Each customer from an address of their own, under the hourly cap per address.
      return post(`${server}/api/bookings`, body(n), { 'X-Forwarded-For': `198.51.100.${(n % 200) + 1}` });
    });
    await new Promise((resolve) => setTimeout(resolve, SIGNAL_AFTER_MS));
    const signalled = Date.now();
    child.kill('SIGTERM');
    // While it drains, it says it is stopping and still answers whoever comes (and asks them to close).
    const ready = await get(`${server}/api/ready`);
    const outcomes = await Promise.all(burst);

    const tally = new Map<string, number>();
    for (const outcome of outcomes) {
      const key = 'status' in outcome ? String(outcome.status) : outcome.error;
      tally.set(key, (tally.get(key) ?? 0) + 1);
    }
    const seen = Object.fromEntries(tally);
    for (const key of tally.keys()) expect(['201', 'ECONNREFUSED'], JSON.stringify(seen)).toContain(key);
    expect(ready).toEqual({ status: 503, connection: 'close' });
    expect(await exited).toBe(0);
    // The drain, then the requests in flight: well within the stop timeout.
    expect(Date.now() - signalled).toBeLessThan(DRAIN_SECONDS * 1000 + 10_000);
    // After the drain nobody is let in.
    expect(await get(`${server}/api/health`)).toEqual({ error: 'ECONNREFUSED' });
  }, 60_000);
});
