import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { getAs, postJson, signInByEmailCode } from '../../../tests/auth-helpers';
import { bookWith, createBookableDevice, makeBookingBody, provePhone } from '../../../tests/booking-fixtures';
import { createTestApp } from '../../../tests/test-app';
import { RETENTION_DAYS, SESSION_DAYS } from '../../shared/retention';
import { openDatabase } from '../db/client';
import {
  bookings,
  codeFailures,
  contactSubmissions,
  guideOutcomes,
  messages,
  oneTimeCodes,
  passwordFailures,
  phoneProofs,
  rateLimits,
  requestCounters,
  sessions,
  verifications,
} from '../db/schema/index';
import { removeExpiredData, startRetentionJob } from './data-retention';

// The retention job deletes what the privacy page says it deletes, when it says so: each kind of data
// is made through the app, kept by a run an hour before its period ends and gone after a run an hour
// past it. Times are the rows' own, as the database wrote them.

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const { app, db, database } = await createTestApp({ devOutbox: true });
const { device, screen } = await createBookableDevice(db);
const book = bookWith(app);

const at = (time: Date, offset: number) => new Date(time.getTime() + offset);

/** Runs the job an hour before and an hour after `end`; `present` says whether the data is still there. */
async function expectDeletedAt(end: Date, present: () => Promise<boolean>) {
  expect(await present()).toBe(true);
  await removeExpiredData(db, at(end, -HOUR));
  expect(await present()).toBe(true);
  await removeExpiredData(db, at(end, HOUR));
  expect(await present()).toBe(false);
}

describe('data retention', () => {
  it('deletes sign-in codes a day after they stop working; the message that carried one never held it', async () => {
    const email = 'codes@example.com';
    await signInByEmailCode(app, email, 'Code Person');
    const [code] = await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.identifier, email));
    const codeExists = async () =>
      (await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.id, code!.id))).length > 0;
    await expectDeletedAt(at(code!.expiresAt, RETENTION_DAYS.signInCodesAfterExpiry * DAY), codeExists);
    // The copy of the message that carried it (the code itself was never stored) lasts its own period.
    const [copy] = await db.select().from(messages).where(eq(messages.toAddress, email));
    expect(copy?.textBody).not.toMatch(/\d{6}/);
  });

  it('deletes expired reset links and sign-in states of the auth library a day after they expire', async () => {
    const expiresAt = new Date();
    await db.insert(verifications).values({ id: 'reset-1', identifier: 'hashed-id', value: 'x', expiresAt });
    await expectDeletedAt(
      at(expiresAt, RETENTION_DAYS.signInCodesAfterExpiry * DAY),
      async () => (await db.select().from(verifications).where(eq(verifications.id, 'reset-1'))).length > 0,
    );
  });

  it('deletes counters of wrong codes, of requests per address and of the auth library a day after their last use', async () => {
    const email = 'wrong@example.com';
    await postJson(app, '/api/auth/email-otp/send', { email, createUser: true, name: 'Wrong Code' });
    const wrong = await postJson(app, '/api/auth/email-otp/verify', { email, code: '000000' });
    expect(wrong.status).toBe(400);
    // The contact form counts its requests per address.
    await postJson(app, '/api/contact', {
      name: 'Counted',
      email: 'counted@example.com',
      phone: '9876500002',
      message: 'A message that the per-address limit counts.',
    });
    // Counted for the client's network and for the address overall (decision 005).
    const failures = await db.select().from(codeFailures).where(eq(codeFailures.identifier, email));
    expect(failures.length).toBeGreaterThan(0);
    const counters = await db.select().from(requestCounters);
    const limits = await db.select().from(rateLimits);
    expect(counters.length).toBeGreaterThan(0);
    expect(limits.length).toBeGreaterThan(0);
    const lastUses = [
      ...failures.map((f) => f.lastFailureAt.getTime()),
      ...counters.map((c) => c.windowEndsAt.getTime()),
      ...limits.map((l) => l.lastRequest),
    ];
    const period = RETENTION_DAYS.attemptCounters * DAY;
    await removeExpiredData(db, new Date(Math.min(...lastUses) + period - HOUR));
    expect(await db.select().from(codeFailures).where(eq(codeFailures.identifier, email))).toHaveLength(
      failures.length,
    );
    expect(await db.select().from(requestCounters)).toHaveLength(counters.length);
    expect(await db.select().from(rateLimits)).toHaveLength(limits.length);
    await removeExpiredData(db, new Date(Math.max(...lastUses) + period + HOUR));
    expect(await db.select().from(codeFailures)).toEqual([]);
    expect(await db.select().from(requestCounters)).toEqual([]);
    expect(await db.select().from(rateLimits)).toEqual([]);
  });

  it('deletes a phone proved for a referral a day after the proof expires', async () => {
    await provePhone(app, '9876500031');
    const [proof] = await db.select().from(phoneProofs).where(eq(phoneProofs.phone, '+919876500031'));
    await expectDeletedAt(
      at(proof!.expiresAt, RETENTION_DAYS.signInCodesAfterExpiry * DAY),
      async () => (await db.select().from(phoneProofs).where(eq(phoneProofs.id, proof!.id))).length > 0,
    );
  });

  it("deletes a staff sign-in name's count of wrong passwords a day after the last one", async () => {
    const email = 'nobody-staff@example.com';
    const wrong = await postJson(app, '/api/auth/sign-in/email', { email, password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    const [failure] = await db.select().from(passwordFailures).where(eq(passwordFailures.identifier, email));
    await expectDeletedAt(
      at(failure!.lastFailureAt, RETENTION_DAYS.attemptCounters * DAY),
      async () =>
        (await db.select().from(passwordFailures).where(eq(passwordFailures.identifier, email))).length > 0,
    );
  });

  it('deletes a session when it ends, with the address and browser kept beside it', async () => {
    const cookie = await signInByEmailCode(app, 'session@example.com', 'Session Person');
    const signedIn = await getAs(app, '/api/session', cookie);
    const userId = (signedIn.body.user as { id: string }).id;
    const [session] = await db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(session!.expiresAt.getTime() - session!.createdAt.getTime()).toBeCloseTo(SESSION_DAYS * DAY, -4);
    expect(session!.ipAddress).toBeTruthy();
    await expectDeletedAt(
      session!.expiresAt,
      async () => (await db.select().from(sessions).where(eq(sessions.userId, userId))).length > 0,
    );
  });

  it('forgets a booking’s retry key after a day, and keeps the booking', async () => {
    const headers = { 'Idempotency-Key': 'retention-key-0001' };
    const first = await book(makeBookingBody(device.id, [screen.id]), { headers });
    expect(first.status).toBe(201);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, first.body.booking.id));
    await expectDeletedAt(at(row!.createdAt, RETENTION_DAYS.bookingRetryKeys * DAY), async () => {
      const [now] = await db.select().from(bookings).where(eq(bookings.id, row!.id));
      expect(now).toBeDefined();
      return now!.idempotencyKey !== null;
    });
  });

  it('deletes copies of messages a year after they were written, and keeps the booking they were about', async () => {
    const created = await book(makeBookingBody(device.id, [screen.id]));
    const bookingId = created.body.booking.id;
    const copies = await db.select().from(messages).where(eq(messages.bookingId, bookingId));
    expect(copies.length).toBeGreaterThan(0);
    const newest = new Date(Math.max(...copies.map((m) => m.createdAt.getTime())));
    const oldest = new Date(Math.min(...copies.map((m) => m.createdAt.getTime())));
    await removeExpiredData(db, at(oldest, RETENTION_DAYS.messageCopies * DAY - HOUR));
    expect((await db.select().from(messages).where(eq(messages.bookingId, bookingId))).length).toBe(
      copies.length,
    );
    await removeExpiredData(db, at(newest, RETENTION_DAYS.messageCopies * DAY + HOUR));
    expect(await db.select().from(messages).where(eq(messages.bookingId, bookingId))).toEqual([]);
    expect(await db.select().from(bookings).where(eq(bookings.id, bookingId))).toHaveLength(1);
  });

  it('deletes contact-form messages after a year', async () => {
    const sent = await postJson(app, '/api/contact', {
      name: 'Asha',
      email: 'asha@example.com',
      phone: '9876500001',
      message: 'Please call me about a tablet repair.',
    });
    expect(sent.status).toBe(201);
    const [row] = await db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.email, 'asha@example.com'));
    await expectDeletedAt(
      at(row!.createdAt, RETENTION_DAYS.contactMessages * DAY),
      async () =>
        (await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, row!.id))).length > 0,
    );
  });

  it('deletes the anonymous answers to repair guides after a year', async () => {
    const answered = await postJson(app, '/api/guide-outcomes', {
      deviceId: device.id,
      repairServiceId: screen.id,
      worked: true,
    });
    expect(answered.status).toBe(201);
    const [row] = await db
      .select()
      .from(guideOutcomes)
      .orderBy(sql`${guideOutcomes.id} desc`)
      .limit(1);
    await expectDeletedAt(
      at(row!.createdAt, RETENTION_DAYS.guideAnswers * DAY),
      async () => (await db.select().from(guideOutcomes).where(eq(guideOutcomes.id, row!.id))).length > 0,
    );
  });

  it('runs on a timer from start until stop', async () => {
    await postJson(app, '/api/guide-outcomes', {
      deviceId: device.id,
      repairServiceId: screen.id,
      worked: false,
    });
    const future = at(new Date(), RETENTION_DAYS.guideAnswers * DAY + DAY);
    const job = startRetentionJob(db, pino({ level: 'silent' }), {
      firstRunMs: 0,
      intervalMs: 20,
      clock: () => future,
    });
    await expect.poll(async () => (await db.select().from(guideOutcomes)).length, { timeout: 5000 }).toBe(0);
    await job.stop();
  });

  it.skipIf(!database.url)('lets one process at a time do a round; the others skip it', async () => {
    const other = await openDatabase({ databaseUrl: database.url! });
    try {
      const skipped = await other.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(4242002)`);
        return removeExpiredData(db, new Date());
      });
      expect(skipped).toBeNull();
      expect(await removeExpiredData(db, new Date())).not.toBeNull();
    } finally {
      await other.close();
    }
  });
});
