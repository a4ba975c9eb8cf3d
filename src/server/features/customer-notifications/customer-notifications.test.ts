import { describe, expect, it } from 'vitest';
import { getAs, latestCodeFor, postJson, signInByEmailCode } from '../../../../tests/auth-helpers';
import { bookWith, createBookableDevice, makeBookingBody } from '../../../../tests/booking-fixtures';
import { createTechnician, createUser } from '../../../../tests/factories';
import { createTestApp } from '../../../../tests/test-app';
import type { CustomerNotification, NotificationListResponse } from '../../../shared/contracts/account';
import { assignTechnician } from '../../domain/booking-assignment';

// The customer's notifications page: the messages sent to them about their bookings, newest first.
// Never a sign-in code, never a copy addressed to an admin or a technician, never another customer's.

// 09:30 in India on Sunday 22 November 2026.
const now = new Date('2026-11-22T04:00:00Z');
const { app, db, auth, services } = await createTestApp({ devOutbox: true, clock: () => now });
const { device, screen } = await createBookableDevice(db);
const book = bookWith(app);
const actor = { userId: null, role: 'admin' as const };
// Admin copies of new bookings go to this address.
await createUser(auth, db, { email: 'boss@example.com', role: 'admin', password: 'admin-pass-1' });

const list = async (cookie: string | undefined, query = '') => {
  const res = await getAs(app, `/api/notifications${query}`, cookie);
  return { status: res.status, body: res.body as unknown as NotificationListResponse & typeof res.body };
};
const templatesOf = (notifications: CustomerNotification[]) =>
  notifications.map((n) => `${n.template} ${n.channel} ${n.to}`);

describe("the customer's notifications", () => {
  it('lists the messages of a guest booking with the verified e-mail, newest first, and nothing else', async () => {
    const email = 'asha.notes@example.com';
    const guest = await book(makeBookingBody(device.id, [screen.id], { email }));
    expect(guest.status).toBe(201);
    // Takes every visit this file books in one window: capacity is not the subject here (decision 051).
    const technician = await createTechnician(auth, db, { name: 'Ravi Kumar', jobsPerWindow: 10 });
    await assignTechnician(db, services.lifecycle, {
      bookingId: guest.body.booking.id,
      technicianId: technician.id,
      actor,
      now,
    });
    // Signing in sends a code to the same address: it is not a notification.
    const asha = await signInByEmailCode(app, email);

    const { status, body } = await list(asha);
    expect(status).toBe(200);
    expect(templatesOf(body.notifications)).toEqual([
      `technician_assigned email ${email}`,
      `booking_received email ${email}`,
    ]);
    const received = body.notifications[1]!;
    expect(received).toMatchObject({
      channel: 'email',
      booking: { id: guest.body.booking.id, bookingId: guest.body.booking.bookingId },
    });
    expect(received.subject).toContain(guest.body.booking.bookingId);
    // The plain-text body, not the HTML.
    expect(received.text).toContain(guest.body.booking.bookingId);
    expect(received.text).not.toContain('<');
    expect(body.nextCursor).toBeNull();
  });

  it("shows the messages to the contact of the customer's own booking, never the admin's or the technician's copy", async () => {
    const cookie = await signInByEmailCode(app, 'binod@example.com', 'Binod Sahu');
    // Booked while signed in, with a family member's e-mail as the contact.
    const own = await book(makeBookingBody(device.id, [screen.id], { email: 'binod.family@example.com' }), {
      cookie,
    });
    // Takes every visit this file books in one window: capacity is not the subject here (decision 051).
    const technician = await createTechnician(auth, db, { name: 'Meena Sahu', jobsPerWindow: 10 });
    await assignTechnician(db, services.lifecycle, {
      bookingId: own.body.booking.id,
      technicianId: technician.id,
      actor,
      now,
    });
    const { body } = await list(cookie);
    const phone = own.body.booking.phone;
    expect(templatesOf(body.notifications)).toEqual([
      `technician_assigned sms ${phone}`,
      'technician_assigned email binod.family@example.com',
      `booking_received sms ${phone}`,
      'booking_received email binod.family@example.com',
    ]);
    // The admin copy and the technician's job message are about the same booking, to other people.
    const adminView = await list(await signInWithAdmin());
    expect(templatesOf(adminView.body.notifications)).toEqual([]);
  });

  it("never shows another customer's messages", async () => {
    const chitra = await signInByEmailCode(app, 'chitra@example.com', 'Chitra');
    const deepak = await signInByEmailCode(app, 'deepak@example.com', 'Deepak');
    const hers = (await book(makeBookingBody(device.id, [screen.id], { email: 'chitra@example.com' }))).body;
    // Deepak books for Chitra while signed in, with her e-mail as the contact: the booking is his.
    const his = (
      await book(makeBookingBody(device.id, [screen.id], { email: 'chitra@example.com' }), { cookie: deepak })
    ).body;
    // He sees the messages of his booking (its e-mail and its text), never the one of hers, though
    // both e-mails went to one address.
    const forDeepak = (await list(deepak)).body.notifications;
    expect(forDeepak.map((n) => `${n.channel} ${n.booking?.bookingId}`)).toEqual([
      `sms ${his.booking.bookingId}`,
      `email ${his.booking.bookingId}`,
    ]);
    // She sees both (they came to her verified address), but his booking is not hers to open.
    const forChitra = (await list(chitra)).body.notifications;
    expect(forChitra.map((n) => n.booking)).toEqual([
      { id: null, bookingId: his.booking.bookingId },
      { id: hers.booking.id, bookingId: hers.booking.bookingId },
    ]);
    const stranger = await signInByEmailCode(app, 'stranger.notes@example.com', 'Stranger');
    expect((await list(stranger)).body.notifications).toEqual([]);
  });

  it('lists the texts sent to the verified phone of an account made by phone', async () => {
    const phone = '+919437066666';
    // The booking's text goes to its phone (kept in the outbox: no gateway here).
    const booking = (await book(makeBookingBody(device.id, [screen.id], { phone: '9437066666' }))).body
      .booking;
    await postJson(app, '/api/auth/phone-otp/send', { phone: '9437066666' });
    const code = await latestCodeFor(app, phone);
    const signedIn = await postJson(app, '/api/auth/phone-otp/verify', { phone: '9437066666', code });
    const { body } = await list(signedIn.cookie);
    // The booking's e-mail went to an address this account has not proven: only the text is listed.
    expect(templatesOf(body.notifications)).toEqual([`booking_received sms ${phone}`]);
    expect(body.notifications[0]).toMatchObject({ subject: null, booking: { id: booking.id } });
  });

  it('pages by cursor, newest first, without repeating a message', async () => {
    const email = 'pages@example.com';
    for (let i = 0; i < 3; i++) await book(makeBookingBody(device.id, [screen.id], { email }));
    const cookie = await signInByEmailCode(app, email);
    const seen: number[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const { body } = await list(cookie, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...body.notifications.map((n) => n.id));
      cursor = body.nextCursor;
      pages++;
    }
    expect(pages).toBe(2);
    expect(seen).toHaveLength(3);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
    const broken = await list(cookie, '?cursor=not-a-cursor');
    expect(broken.status).toBe(400);
    expect(broken.body.error?.code).toBe('BAD_REQUEST');
    expect((await list(cookie, '?limit=500')).status).toBe(400);
  });

  it('needs a session', async () => {
    expect((await list(undefined)).status).toBe(401);
  });
});

async function signInWithAdmin(): Promise<string> {
  const res = await postJson(app, '/api/auth/sign-in/email', {
    email: 'boss@example.com',
    password: 'admin-pass-1',
  });
  return res.cookie;
}
