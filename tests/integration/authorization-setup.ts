import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { postJson, signInByEmailCode, signInWithPassword } from '../auth-helpers';
import { JOBS_PER_WINDOW_MAX } from '../../src/shared/schemas/technician-schedule';
import { createBookableDevice, makeBookingBody } from '../booking-fixtures';
import { bookingPhotos, contactSubmissions, technicians, users } from '../../src/server/db/schema/index';
import {
  createBooking,
  createReferral,
  createTechnician,
  createInvoice,
  createTrackingLink,
  createUser,
} from '../factories';
import { createTestApp } from '../test-app';

// The callers of the authorization matrix (authorization-matrix.test.ts), signed in, and the data
// its requests need: fresh rows for each request that may change them.

export const callers = [
  'anonymous',
  'customerA',
  'customerB',
  'technicianA',
  'technicianB',
  'admin',
] as const;
export type Caller = (typeof callers)[number];

export type Expected = Record<Caller, number>;
export const all = (status: number): Expected =>
  Object.fromEntries(callers.map((c) => [c, status])) as Expected;
export const signedIn = (status: number): Expected => ({ ...all(status), anonymous: 401 });
export const only = (caller: Caller | Caller[], status: number, others: number): Expected => ({
  ...all(others),
  anonymous: 401,
  ...Object.fromEntries([caller].flat().map((c) => [c, status])),
});
/** Technician A's own job moves; technician B is told there is no such job. */
export const onlyTechnicianA = { ...only('technicianA', 200, 403), technicianB: 404 };

export interface Entry {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The route as registered. */
  route: string;
  /** A concrete path to call (may build fresh data per call). */
  path?: () => string | Promise<string>;
  body?: () => unknown;
  /** A body sent as it is (a CSV file, a form with files) instead of JSON; `body` is then unused. */
  rawBody?: () => { body: BodyInit; type?: string } | Promise<{ body: BodyInit; type?: string }>;
  expected: Expected;
  /**
   * For an admin write: what the admin's call records in the audit (decision 037), an admin_actions
   * action ('brand.created') or, for a booking's status or technician, 'booking_event.<new status>'.
   */
  audit?: string;
}

/** A fresh app with the six callers signed in, and the data the matrix's requests use. */
export async function setUpAuthorizationMatrix() {
  const now = new Date('2026-11-22T04:00:00Z');
  // Customer A books afresh for every request that may change a booking: far more than a person
  // books in an hour with one e-mail address, which the limit per contact would refuse.
  const { app, db, auth, services } = await createTestApp({
    devOutbox: true,
    clock: () => now,
    bookingsPerHourPerContact: 1_000,
  });
  const { device, screen, battery } = await createBookableDevice(db);

  const cookies: Record<Caller, string | undefined> = {
    anonymous: undefined,
    customerA: await signInByEmailCode(app, 'matrix.a@example.com', 'Asha'),
    customerB: await signInByEmailCode(app, 'matrix.b@example.com', 'Bina'),
    technicianA: undefined,
    technicianB: undefined,
    admin: undefined,
  };
  for (const [caller, email] of [
    ['technicianA', 'tech.a@example.com'],
    ['technicianB', 'tech.b@example.com'],
  ] as const) {
    await createUser(auth, db, { email, role: 'technician', password: 'tech-pass-1' });
    cookies[caller] = await signInWithPassword(app, email, 'tech-pass-1');
  }
  await createUser(auth, db, { email: 'matrix.admin@example.com', role: 'admin', password: 'admin-pass-1' });
  cookies.admin = await signInWithPassword(app, 'matrix.admin@example.com', 'admin-pass-1');
  const [adminRow] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'matrix.admin@example.com'));

  /** A booking of customer A, fresh for each request that may change it. */
  async function bookingOfA() {
    const res = await postJson<{ booking: { id: string } }>(
      app,
      '/api/bookings',
      makeBookingBody(device.id, [screen.id], { email: 'matrix.a@example.com' }),
      { cookie: cookies.customerA! },
    );
    return res.body.booking.id;
  }
  const guestBooking = await createBooking(db);
  const matrixTechnician = await createTechnician(auth, db);
  // The same for the places in a window (decision 051): the shop's technicians take the most an admin
  // may set, so that the matrix's many bookings of one window are answered for who asks, not refused
  // as full.
  await db.update(technicians).set({ jobsPerWindow: JOBS_PER_WINDOW_MAX });
  const freshBooking = async (status?: 'completed') =>
    (await createBooking(db, status ? { status, completedAt: now } : {})).id;
  /** A guest booking's tracking token, fresh for each request that may change it. */
  const freshTrackingToken = async () => createTrackingLink(db, await freshBooking());
  const [customerA] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'matrix.a@example.com'));
  /** A completed repair of customer A: its warranty card and invoice are theirs (and admins') alone. */
  const completedOfA = await createBooking(db, {
    userId: customerA!.id,
    status: 'completed',
    completedAt: now,
  });
  await createInvoice(db, completedOfA);
  const completedOfAToken = await createTrackingLink(db, completedOfA.id);
  const [technicianARow] = await db
    .select({ id: technicians.id })
    .from(technicians)
    .innerJoin(users, eq(users.id, technicians.userId))
    .where(eq(users.email, 'tech.a@example.com'));
  /** A job of technician A (start code 2468), fresh for each request that may move it. */
  const freshJobOfA = async (status: 'confirmed' | 'in_progress' | 'completed') =>
    (
      await createBooking(db, {
        technicianId: technicianARow!.id,
        status,
        startCode: '2468',
        ...(status === 'completed' ? { completedAt: now } : {}),
      })
    ).id;
  const screenLine = { id: screen.id, name: 'Screen Replacement', priceAmount: 1_249_900 };
  /**
   * A started job of technician A on a listed device, fresh for each request that may change it; with
   * `pending`, a revised estimate adding a battery waits for the customer's answer (decision 056);
   * with `ownedByA`, the booking is customer A's.
   */
  const freshEstimateJobOfA = async (pending: boolean, ownedByA = false) =>
    (
      await createBooking(db, {
        ...(ownedByA ? { userId: customerA!.id } : {}),
        technicianId: technicianARow!.id,
        status: 'in_progress',
        startCode: '2468',
        deviceId: device.id,
        selectedServicesDetails: [screenLine],
        estimate: pending
          ? {
              status: 'pending',
              lines: [screenLine, { id: battery.id, name: 'Battery Replacement', priceAmount: 149_900 }],
              previousLines: [screenLine],
              previousTotal: 1_249_900,
              subtotal: 1_399_800,
              discount: 0,
              total: 1_399_800,
              proposedAt: now.toISOString(),
              answeredAt: null,
              answeredBy: null,
            }
          : null,
      })
    ).id;
  /** A booking of customer A whose device the workshop has ready (decision 059), and its token. */
  const freshReadyOfA = async () => {
    const booking = await createBooking(db, {
      userId: customerA!.id,
      status: 'ready_for_return',
      workshop: {
        accessories: '',
        expectedReturnDate: '2026-11-26',
        takenAt: now.toISOString(),
        takenBy: 'Ravi',
      },
    });
    return { bookingId: booking.id, token: await createTrackingLink(db, booking.id) };
  };
  /** The tracking token of a fresh job with a revised estimate waiting. */
  const freshEstimateToken = async () => createTrackingLink(db, await freshEstimateJobOfA(true));
  const freshCompletedReferral = async () => {
    const booking = await createBooking(db, { status: 'completed' });
    return (await createReferral(auth, db, { bookingId: booking.id, status: 'completed' })).id;
  };
  const freshMessage = async () =>
    (
      await db
        .insert(contactSubmissions)
        .values({ name: 'Asha', email: 'asha@example.com', message: 'Do you fix tablets?' })
        .returning()
    )[0]!.id;
  let peopleSerial = 0;
  /** An e-mail and a phone no account has yet, for each call that creates one. */
  const freshPerson = () => {
    const n = ++peopleSerial;
    return { email: `matrix.person${n}@example.com`, phone: `97000${String(n).padStart(5, '0')}` };
  };
  const freshCustomerId = async () => (await createUser(auth, db)).id;
  const freshTechnicianId = async () => (await createTechnician(auth, db)).id;
  /** A photo on a fresh started job of technician A (its files need not exist to be deleted). */
  const freshPhotoOfA = async () => {
    const bookingId = await freshJobOfA('in_progress');
    const stem = `private/2026/11/${randomBytes(12).toString('hex')}`;
    const [photo] = await db
      .insert(bookingPhotos)
      .values({
        bookingId,
        stage: 'before',
        fileKey: `${stem}.webp`,
        thumbKey: `${stem}_t.webp`,
        width: 1600,
        height: 1200,
        byteSize: 1000,
        createdAt: now,
      })
      .returning();
    return { bookingId, photoId: photo!.id };
  };
  return {
    app,
    db,
    now,
    photoStorage: services.photoStorage,
    freshPhotoOfA,
    adminId: adminRow!.id,
    device,
    screen,
    cookies,
    bookingOfA,
    guestBooking,
    matrixTechnician,
    freshBooking,
    freshTrackingToken,
    completedOfA,
    completedOfAToken,
    freshJobOfA,
    battery,
    freshEstimateJobOfA,
    freshEstimateToken,
    freshReadyOfA,
    freshCompletedReferral,
    freshMessage,
    freshPerson,
    freshCustomerId,
    freshTechnicianId,
  };
}

/** A whole condition check, as the technician's form sends it. */
export const conditionBody = () => ({
  screen: 'intact',
  body: 'good',
  water: 'clean',
  buttons: 'working',
  cameras: 'working',
  power: 'on',
  imeiLast4: '4821',
  note: 'Small scuff',
});
