import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../src/server/lib/logger';
import { latestCodeFor, postJson } from '../auth-helpers';
import { createBookableDevice, makeBookingBody, tomorrowInIndia } from '../booking-fixtures';
import { createTrackingLink, createBooking } from '../factories';
import { createTestApp } from '../test-app';

// An unexpected failure is logged so that it can be fixed, and the log never holds what people sent:
// no body, no name, e-mail, phone or address, no token from the path. The failures are real: the
// database refuses rows that a constraint added here forbids.

const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});
const logger = createLogger({ LOG_LEVEL: 'info' }, sink);
const { app, db } = await createTestApp({ devOutbox: true, logger });
const { device, screen } = await createBookableDevice(db);

// Personal details that reach a query and are then refused by the database.
const person = {
  name: 'Meera Forced',
  email: 'meera.private@example.com',
  phone: '9123456780',
  address: '42 Hidden Lane, Flat 7',
};
await db.execute(
  sql.raw(`alter table bookings add constraint refuse_meera check (name <> '${person.name}')`),
);
await db.execute(
  sql.raw(`alter table users add constraint refuse_meera_account check (name <> '${person.name}')`),
);
await db.execute(
  sql.raw(
    `alter table bookings add constraint refuse_cancelled check (status <> 'cancelled' or cancelled_reason is null)`,
  ),
);

/** What was logged as a warning or an error. */
const logged = () => lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 40).join('\n');

function expectNothingPersonal(text: string) {
  for (const secret of [
    person.name,
    person.email,
    person.phone,
    person.address,
    'Hidden Lane',
    'params',
    'Failing row',
  ]) {
    expect(text, secret).not.toContain(secret);
  }
}

describe('the error log', () => {
  it('records a failed booking without the body or the booker’s details', async () => {
    const res = await postJson(
      app,
      '/api/bookings',
      makeBookingBody(device.id, [screen.id], { ...person, preferredDate: tomorrowInIndia() }),
    );
    expect(res.status).toBe(500);
    expect(res.body.error?.code).toBe('INTERNAL');
    const entry = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((l) => l.msg === 'unhandled error');
    expect(entry).toMatchObject({ level: 50, method: 'POST', route: '/api/bookings' });
    // Enough to find the fault: the kind of error, the query (placeholders only) and the constraint.
    expect(JSON.stringify(entry)).toContain('refuse_meera');
    expect(JSON.stringify(entry)).toContain('insert into \\"bookings\\"');
    expectNothingPersonal(logged());
  });

  it('records the route, not a tracking token in the path', async () => {
    const booking = await createBooking(db);
    const token = await createTrackingLink(db, booking.id);
    await db.execute(sql`update bookings set cancelled_reason = 'kept' where id = ${booking.id}`);
    const res = await postJson(app, `/api/track/${token}/cancel`, {});
    expect(res.status).toBe(500);
    expect(logged()).toContain('/api/track/:token/cancel');
    expect(logged()).not.toContain(token);
  });

  it('records a failure inside the auth library without the person’s details', async () => {
    lines.length = 0;
    // What the library would print by itself goes to standard error: read it too.
    const printed: unknown[][] = [];
    const stderr = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      printed.push(args);
    });
    const sent = await postJson(app, '/api/auth/email-otp/send', {
      email: person.email,
      createUser: true,
      name: person.name,
    });
    if (sent.status === 200) {
      const code = await latestCodeFor(app, person.email);
      const verified = await postJson(app, '/api/auth/email-otp/verify', { email: person.email, code });
      expect(verified.status).toBeGreaterThanOrEqual(500);
    } else {
      expect(sent.status).toBeGreaterThanOrEqual(500);
    }
    stderr.mockRestore();
    expect(logged()).toContain('refuse_meera_account');
    expectNothingPersonal(logged());
    expect(printed).toEqual([]);
  });
});
