import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { nextAddress, outboxFor, postJson, signInWithPassword } from '../../../../tests/auth-helpers';
import { bookWith, createBookableDevice, makeBookingBody } from '../../../../tests/booking-fixtures';
import { createTechnician, createUser } from '../../../../tests/factories';
import { readLiveStream } from '../../../../tests/live-stream';
import { createTestApp, TEST_ORIGIN } from '../../../../tests/test-app';
import type { TrackedBooking } from '../../../shared/contracts/tracking';
import { bookingEvents, trackingLinks } from '../../db/schema/index';

// /track/{token}: a guest follows their booking by the link in its messages (spec decision 18). The
// link shows progress, who is coming and the start code; never the address, e-mail or full phone.
// Tokens are stored hashed, cannot be guessed, and unknown ones are counted and limited.

// 09:30 in India on Sunday 22 November 2026; a test that moves the clock puts it back.
const start = new Date('2026-11-22T04:00:00Z');
let now = start;
const { app, db, auth } = await createTestApp({
  devOutbox: true,
  smsGateway: 'http://127.0.0.1:9',
  clock: () => now,
});
const { device, screen } = await createBookableDevice(db);
await createUser(auth, db, { email: 'track-admin@example.com', role: 'admin', password: 'admin-pass-1' });
const admin = await signInWithPassword(app, 'track-admin@example.com', 'admin-pass-1');
const book = bookWith(app);

const streams: Array<ReturnType<typeof readLiveStream>> = [];
afterEach(async () => {
  await Promise.all(streams.splice(0).map((s) => s.close()));
});

// At /hi/… or /or/… for a booking made in Hindi or Odia (decision 034).
const linkPattern = new RegExp(`${TEST_ORIGIN}(?:/(?:hi|or))?/track/([a-z2-7]{26})`);

/** A guest booking and the token its booking-received e-mail carries. */
async function guestBooking(overrides: Record<string, unknown> = {}) {
  const body = makeBookingBody(device.id, [screen.id], overrides);
  const made = await book(body);
  expect(made.status).toBe(201);
  const mail = (await outboxFor(app, body.email)).find(
    (m) => m.channel === 'email' && linkPattern.test(m.text),
  );
  const token = linkPattern.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('no tracking link in the booking-received e-mail');
  return { id: made.body.booking.id, body, token };
}

const track = (token: string, address = nextAddress()) =>
  app.request(`/api/track/${token}`, { headers: { 'X-Forwarded-For': address } });

async function trackJson(token: string) {
  const response = await track(token);
  expect(response.status).toBe(200);
  return ((await response.json()) as { booking: TrackedBooking }).booking;
}

describe('the tracking link', () => {
  it("names the booking's language, which its page is shown in without a language path", async () => {
    for (const language of ['hi', 'or', 'en'] as const) {
      const { token } = await guestBooking({ language });
      expect((await trackJson(token)).language).toBe(language);
    }
    // An English booking's link has no language path; a Hindi one's has /hi/ (decision 034).
    const hindi = await guestBooking({ language: 'hi' });
    const mail = (await outboxFor(app, hindi.body.email)).find((m) => m.channel === 'email');
    expect(mail?.text).toContain(`${TEST_ORIGIN}/hi/track/${hindi.token}`);
  });

  it('goes out in the booking-received e-mail and SMS, and only its hash is stored', async () => {
    const { id, body, token } = await guestBooking();
    const sms = (await outboxFor(app, `+91${body.phone}`)).find((m) => m.channel === 'sms');
    expect(sms?.text).toContain(`/track/${token}`);
    const stored = await db.select().from(trackingLinks).where(eq(trackingLinks.bookingId, id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('shows the progress, then the technician and the start code, and nothing that finds the customer', async () => {
    const { id, body, token } = await guestBooking({ name: 'Priya Kumari Das' });
    const pending = await trackJson(token);
    expect(pending).toMatchObject({
      status: 'pending',
      customerFirstName: 'Priya',
      maskedPhone: `•••••• ${body.phone.slice(-4)}`,
      deviceModel: 'Samsung Galaxy S21',
      technicianFirstName: null,
      startCode: null,
      canCancel: true,
      hasWarranty: false,
    });
    expect(pending.timeline.map((step) => step.status)).toEqual(['pending']);

    // Takes every visit this file books in one window: capacity is not the subject here (decision 051).
    const ravi = await createTechnician(auth, db, { name: 'Ravi Kumar Sahu', jobsPerWindow: 10 });
    const assigned = await postJson(
      app,
      `/api/admin/bookings/${id}/assign`,
      { technicianId: ravi.id },
      { cookie: admin },
    );
    expect(assigned.status).toBe(200);
    const confirmed = await trackJson(token);
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.technicianFirstName).toBe('Ravi');
    expect(confirmed.startCode).toMatch(/^\d{4}$/);

    const response = await track(token);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    for (const secret of [body.address, body.email, body.phone, 'Kumari', 'Sahu', ravi.user.email]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain('751001');
  });

  it('cancels within the 2-hour rule, once', async () => {
    const { token } = await guestBooking();
    const cancel = () => postJson<{ booking: TrackedBooking }>(app, `/api/track/${token}/cancel`, {});
    const cancelled = await cancel();
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.booking).toMatchObject({ status: 'cancelled', canCancel: false });
    const again = await cancel();
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe('BOOKING_ALREADY_CANCELLED');
  });

  it('refuses a cancellation inside the 2-hour notice', async () => {
    // Booked at 09:00 for today 11:00–13:00 (2 hours ahead: offered); at 09:30 it is 1.5 hours away.
    now = new Date('2026-11-22T03:30:00Z');
    const { token } = await guestBooking({ preferredDate: '2026-11-22', preferredTime: '11:00-13:00' });
    now = start;
    const refused = await postJson(app, `/api/track/${token}/cancel`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe('CANCEL_TOO_LATE');
    expect((await trackJson(token)).status).toBe('pending');
  });

  it('moves the visit with the customer’s rules, and shows the move on the page', async () => {
    const { id, token } = await guestBooking({ preferredDate: '2026-11-25', preferredTime: '11:00-13:00' });
    const watching = readLiveStream(await app.request(`/api/track/${token}/live`));
    streams.push(watching);
    await watching.next((e) => e.event === 'ready');
    const move = (slot: unknown, on = token) =>
      postJson<{ booking: TrackedBooking }>(app, `/api/track/${on}/reschedule`, slot);

    const moved = await move({ preferredDate: '2026-11-26', preferredTime: '15:00-17:00' });
    expect(moved.status).toBe(200);
    expect(moved.body.booking).toMatchObject({
      status: 'pending',
      preferredDate: '2026-11-26',
      preferredTime: '15:00-17:00',
      canReschedule: true,
      reschedulesLeft: 2,
    });
    expect(moved.body.booking.timeline.at(-1)).toEqual({
      kind: 'rescheduled',
      status: 'pending',
      at: now.toISOString(),
      toDate: '2026-11-26',
      toTime: '15:00-17:00',
    });
    // An open page hears of it and fetches afresh.
    expect((await watching.next((e) => e.event === 'booking', 1000)).data).toEqual({ status: 'pending' });
    const [event] = await db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, id), eq(bookingEvents.kind, 'rescheduled')));
    expect(event).toMatchObject({
      actorRole: 'guest',
      actorUserId: null,
      fromStatus: 'pending',
      toStatus: 'pending',
    });

    // The slot rules and the notice are the customer's: a window under 2 hours away, then too late.
    const soon = await move({ preferredDate: '2026-11-22', preferredTime: '11:00-13:00' });
    expect(soon.status).toBe(400);
    expect(soon.body.error?.fields?.preferredTime).toMatch(/less than 2 hours/);
    now = new Date('2026-11-26T07:31:00Z'); // 13:01 IST: 1 h 59 min before 15:00
    const late = await move({ preferredDate: '2026-11-27', preferredTime: '09:00-11:00' });
    now = start;
    expect(late.status).toBe(409);
    expect(late.body.error?.code).toBe('RESCHEDULE_TOO_LATE');

    // A wrong token is not found, whatever it sends.
    const wrong = await move({ preferredDate: '2026-11-27', preferredTime: '09:00-11:00' }, 'a'.repeat(26));
    expect(wrong.status).toBe(404);
    expect(wrong.body.error?.code).toBe('NOT_FOUND');
    expect((await move({}, 'b'.repeat(26))).status).toBe(404);
  });

  it('stops working when an admin sends a new one', async () => {
    const { id, body, token } = await guestBooking();
    const watching = readLiveStream(await app.request(`/api/track/${token}/live`));
    streams.push(watching);
    await watching.next((e) => e.event === 'ready');
    const sent = await postJson(app, `/api/admin/bookings/${id}/tracking-link`, {}, { cookie: admin });
    expect(sent.status).toBe(200);
    // A page open on the old link is told to ask again, and then finds it gone.
    await watching.next((e) => e.event === 'booking', 1000);
    expect((await track(token)).status).toBe(404);
    const mail = (await outboxFor(app, body.email)).find((m) => m.subject?.startsWith('New tracking link'));
    const fresh = linkPattern.exec(mail?.text ?? '')?.[1];
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(token);
    expect((await trackJson(fresh!)).status).toBe('pending');
    // Retyped in capitals, it is the same link.
    expect((await trackJson(fresh!.toUpperCase())).status).toBe('pending');
    // Customers cannot do this: it is an admin's.
    const customerTry = await postJson(app, `/api/admin/bookings/${id}/tracking-link`, {});
    expect(customerTry.status).toBe(401);
  });

  it('answers 404 to unknown and malformed tokens, and 429 once one address has tried too many', async () => {
    const address = nextAddress();
    for (const guess of ['aaaaaaaaaaaaaaaaaaaaaaaaaa', 'not-a-token', '..%2F..%2Fetc']) {
      const response = await track(guess, address);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    }
    let last = 0;
    for (let i = 0; i < 20; i++) last = (await track(`guess${String(i).padStart(21, 'a')}`, address)).status;
    expect(last).toBe(429);
    // Another address is not affected.
    expect((await track('bbbbbbbbbbbbbbbbbbbbbbbbbb')).status).toBe(404);
  });

  it('opens the warranty card, as a page and a PDF, once the repair is completed', async () => {
    const { id, token } = await guestBooking({ name: 'Meera Devi Patnaik' });
    const early = await app.request(`/api/track/${token}/warranty`);
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: { code: string } }).error.code).toBe('WARRANTY_NOT_READY');
    const completed = await postJson(
      app,
      `/api/admin/bookings/${id}/status`,
      { status: 'completed' },
      { cookie: admin },
    );
    expect(completed.status).toBe(200);
    expect((await trackJson(token)).hasWarranty).toBe(true);
    const card = await app.request(`/api/track/${token}/warranty`);
    expect(card.status).toBe(200);
    const { warranty } = (await card.json()) as { warranty: Record<string, unknown> };
    // Completed at 09:30 India time on 22 November 2026; the screen repair carries 90 days. A link
    // may be forwarded: it shows the first name only, as the tracking page does.
    expect(warranty).toMatchObject({
      completedOn: '2026-11-22',
      validUntil: '2027-02-20',
      customerName: 'Meera',
    });
    const pdf = await app.request(`/api/track/${token}/warranty.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect((await app.request('/api/track/dddddddddddddddddddddddddd/warranty.pdf')).status).toBe(404);
  });

  it('streams its own booking live, and nobody else’s', async () => {
    const mine = await guestBooking();
    const other = await guestBooking();
    const response = await app.request(`/api/track/${mine.token}/live`);
    expect(response.status).toBe(200);
    const stream = readLiveStream(response);
    streams.push(stream);
    await stream.next((e) => e.event === 'ready');
    expect((await postJson(app, `/api/track/${other.token}/cancel`, {})).status).toBe(200);
    const sent = performance.now();
    expect((await postJson(app, `/api/track/${mine.token}/cancel`, {})).status).toBe(200);
    const event = await stream.next((e) => e.event === 'booking', 1000);
    // It follows one booking: the event names no booking.
    expect(event.data).toEqual({ status: 'cancelled' });
    expect(event.at - sent).toBeLessThan(1000);
    expect((await app.request('/api/track/cccccccccccccccccccccccccc/live')).status).toBe(404);
  });
});
