import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { postJson, signInWithPassword } from '../../../../tests/auth-helpers';
import { createBooking, createTechnician, createUser } from '../../../../tests/factories';
import { createTestApp } from '../../../../tests/test-app';
import { bookingEvents, messages } from '../../db/schema/index';

// Who hears of an assignment, through the API: the customer learns who is coming, the technician gets
// the job by e-mail and SMS, and on a reassignment the previous technician learns it is not theirs.

// 09:30 in India on Sunday 22 November 2026.
const now = new Date('2026-11-22T04:00:00Z');

// A stand-in for the SMS gateway (Fast2SMS's answer), so that texts are written and delivered.
const texted: string[] = [];
const gateway = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    texted.push(body);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ return: true }));
  });
});
await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
afterAll(() => gateway.close());

const { app, db, auth, worker } = await createTestApp({
  devOutbox: true,
  smsGateway: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`,
  clock: () => now,
});
await createUser(auth, db, { email: 'desk@example.com', role: 'admin', password: 'admin-pass-1' });
const admin = await signInWithPassword(app, 'desk@example.com', 'admin-pass-1');
// They take every visit the file books in one window: who may take a job (decision 051) is not the
// subject here.
const ravi = await createTechnician(auth, db, {
  name: 'Ravi Kumar',
  phone: '+919000033333',
  jobsPerWindow: 10,
});
const meena = await createTechnician(auth, db, {
  name: 'Meena Sahu',
  phone: '+919000044444',
  jobsPerWindow: 10,
});

const assign = (bookingId: string, technicianId: number) =>
  postJson(app, `/api/admin/bookings/${bookingId}/assign`, { technicianId }, { cookie: admin });

/** The messages of a booking, oldest first, as (template, channel, recipient). */
async function messagesOf(bookingId: string) {
  return db
    .select({
      template: messages.template,
      channel: messages.channel,
      to: messages.toAddress,
      subject: messages.subject,
      text: messages.textBody,
    })
    .from(messages)
    .where(eq(messages.bookingId, bookingId))
    .orderBy(asc(messages.id));
}

const bookingFacts = {
  name: 'Anita Mohanty',
  phone: '+919876512345',
  email: 'anita@example.com',
  address: '44 Saheed Nagar',
  city: 'Bhubaneswar',
  state: 'Odisha',
  pincode: '751007',
  deviceModel: 'iPhone 13',
  preferredDate: '2026-11-24',
  preferredTime: '15:00-17:00',
  selectedServicesDetails: [
    { id: 1, name: 'Screen Replacement', priceAmount: 1_249_900 },
    { id: 2, name: 'Battery Replacement', priceAmount: 149_900 },
  ],
  totalPrice: 1_399_800,
};

describe('assigning a technician', () => {
  it('tells the customer who is coming and gives the technician the job, by e-mail and SMS', async () => {
    const booking = await createBooking(db, bookingFacts);
    expect((await assign(booking.id, ravi.id)).status).toBe(200);

    const sent = await messagesOf(booking.id);
    expect(sent.map((m) => [m.template, m.channel, m.to])).toEqual([
      ['technician_assigned', 'email', 'anita@example.com'],
      ['technician_assigned', 'sms', '+919876512345'],
      ['technician_job', 'email', ravi.user.email],
      ['technician_job', 'sms', '+919000033333'],
    ]);
    const [jobMail, jobText] = sent.filter((m) => m.template === 'technician_job');
    expect(jobMail!.subject).toBe(`New job ${booking.bookingId}: iPhone 13, Bhubaneswar`);
    for (const fact of [
      booking.bookingId,
      'Anita Mohanty',
      '+919876512345',
      '44 Saheed Nagar, Bhubaneswar, Odisha 751007',
      'Tue, 24 Nov 2026, 3:00 PM – 5:00 PM',
      'iPhone 13',
      'Screen Replacement, Battery Replacement',
      '₹13,998',
    ]) {
      expect(jobMail!.text).toContain(fact);
      expect(jobText!.text).toContain(fact);
    }

    // The worker hands the texts to the gateway, the technician's number as the gateway wants it.
    await worker.drain();
    expect(texted.some((body) => body.includes('"numbers":"9000033333"'))).toBe(true);
  });

  it('on a reassignment, gives the new technician the job and releases the previous one', async () => {
    const booking = await createBooking(db, bookingFacts);
    await assign(booking.id, ravi.id);
    const before = (await messagesOf(booking.id)).length;
    const moved = await assign(booking.id, meena.id);
    expect(moved.body).toMatchObject({ booking: { status: 'confirmed', technicianId: meena.id } });

    const added = (await messagesOf(booking.id)).slice(before);
    expect(added.map((m) => [m.template, m.channel, m.to])).toEqual([
      ['technician_assigned', 'email', 'anita@example.com'],
      ['technician_assigned', 'sms', '+919876512345'],
      ['technician_job', 'email', meena.user.email],
      ['technician_job', 'sms', '+919000044444'],
      ['technician_job_withdrawn', 'email', ravi.user.email],
      ['technician_job_withdrawn', 'sms', '+919000033333'],
    ]);
    const released = added.filter((m) => m.template === 'technician_job_withdrawn');
    for (const message of released) {
      expect(message.text).toContain(booking.bookingId);
      expect(message.text).toContain('no longer yours');
      // What the customer's door and number are is none of the previous technician's business now.
      expect(message.text).not.toContain('+919876512345');
    }
    expect(added.find((m) => m.template === 'technician_assigned')?.text).toContain('Meena');
  });

  it('to the technician it already has: nothing new is sent and no event is written', async () => {
    const booking = await createBooking(db, bookingFacts);
    await assign(booking.id, ravi.id);
    const messagesBefore = await messagesOf(booking.id);
    const eventsBefore = await db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
    const again = await assign(booking.id, ravi.id);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ booking: { status: 'confirmed', technicianId: ravi.id } });
    expect(await messagesOf(booking.id)).toEqual(messagesBefore);
    expect(await db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id))).toEqual(
      eventsBefore,
    );
  });

  it("tells the job's technician when it is cancelled, so nobody goes to the door", async () => {
    const booking = await createBooking(db, bookingFacts);
    await assign(booking.id, ravi.id);
    const before = (await messagesOf(booking.id)).length;
    const cancelled = await postJson(
      app,
      `/api/admin/bookings/${booking.id}/status`,
      { status: 'cancelled', reason: 'Customer phoned to cancel' },
      { cookie: admin },
    );
    expect(cancelled.status).toBe(200);
    const added = (await messagesOf(booking.id)).slice(before);
    const toTechnician = added.filter((m) => m.template === 'technician_job_cancelled');
    expect(toTechnician.map((m) => [m.channel, m.to])).toEqual([
      ['email', ravi.user.email],
      ['sms', '+919000033333'],
    ]);
    for (const message of toTechnician) {
      expect(message.text).toContain(booking.bookingId);
      expect(message.text).toContain('cancelled');
    }
  });
});
