import { describe, expect, it } from 'vitest';
import { nextAddress } from '../auth-helpers';
import { dayAfterTomorrowInIndia, makeBookingBody } from '../booking-fixtures';
import { TEST_ORIGIN } from '../test-app';
import { accountEntries } from './authorization-account';
import { scheduleEntries } from './authorization-schedule';
import { adminWrites, auditMark, auditSince } from './authorization-audit';
import { catalogueEntries } from './authorization-catalogue';
import { doorPhotoEntries, workshopEntries } from './authorization-door';
import { moneyEntries } from './authorization-money';
import {
  all,
  callers,
  only,
  onlyTechnicianA,
  setUpAuthorizationMatrix,
  signedIn,
  conditionBody,
} from './authorization-setup';
import type { Caller, Entry } from './authorization-setup';

// Every API route against every kind of caller, with the answer each must get (spec decision 11).
// A route that exists and is not listed here fails the test: a new route must say who may call it.
// An admin write must also say what its admin's call records in the audit, and it is checked.

const {
  app,
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
  db,
  adminId,
  now,
  photoStorage,
  freshPhotoOfA,
} = await setUpAuthorizationMatrix();
let tripJob: Promise<string> | undefined;
const tripJobOfA = () => (tripJob ??= freshJobOfA('confirmed'));

const matrix: Entry[] = [
  { method: 'GET', route: '/api/auth-config', expected: all(200) },
  { method: 'GET', route: '/api/session', expected: all(200) },
  { method: 'GET', route: '/api/me', expected: signedIn(200) },
  { method: 'GET', route: '/api/health', expected: all(200) },
  { method: 'GET', route: '/api/ready', expected: all(200) },
  { method: 'GET', route: '/api/devices', expected: all(200) },
  {
    method: 'GET',
    route: '/api/devices/:slug',
    path: () => `/api/devices/${device.slug}`,
    expected: all(200),
  },
  { method: 'GET', route: '/api/brands', expected: all(200) },
  { method: 'GET', route: '/api/repair-services', expected: all(200) },
  { method: 'GET', route: '/api/profile', expected: signedIn(200) },
  {
    method: 'PUT',
    route: '/api/profile',
    body: () => ({ fullName: 'Same Name', phone: '9876500011' }),
    expected: signedIn(200),
  },
  {
    method: 'PUT',
    route: '/api/profile/language',
    body: () => ({ language: 'hi' }),
    expected: signedIn(200),
  },
  ...accountEntries(),
  { method: 'GET', route: '/api/site-config', expected: all(200) },
  { method: 'GET', route: '/api/map-config', expected: all(200) },
  // No geocoder is configured in tests: everyone gets the same 503.
  {
    method: 'GET',
    route: '/api/geocode/reverse',
    path: () => '/api/geocode/reverse?lat=20.3&lng=85.8',
    expected: all(503),
  },
  {
    method: 'GET',
    route: '/api/geocode/search',
    path: () => '/api/geocode/search?q=Janpath',
    expected: all(503),
  },
  {
    method: 'POST',
    route: '/api/bookings',
    body: () => makeBookingBody(device.id, [screen.id]),
    expected: all(201),
  },
  { method: 'GET', route: '/api/bookings', expected: signedIn(200) },
  {
    method: 'GET',
    route: '/api/bookings/:id',
    path: async () => `/api/bookings/${await bookingOfA()}`,
    expected: only('customerA', 200, 404),
  },
  {
    method: 'POST',
    route: '/api/bookings/:id/cancel',
    path: async () => `/api/bookings/${await bookingOfA()}/cancel`,
    body: () => ({}),
    expected: only('customerA', 200, 404),
  },
  {
    method: 'POST',
    route: '/api/bookings/:id/reschedule',
    path: async () => `/api/bookings/${await bookingOfA()}/reschedule`,
    body: () => ({ preferredDate: dayAfterTomorrowInIndia(), preferredTime: '13:00-15:00' }),
    expected: only('customerA', 200, 404),
  },
  {
    method: 'GET',
    route: '/api/bookings/:id/warranty',
    path: () => `/api/bookings/${completedOfA.id}/warranty`,
    expected: only('customerA', 200, 404),
  },
  {
    method: 'GET',
    route: '/api/bookings/:id/warranty.pdf',
    path: () => `/api/bookings/${completedOfA.id}/warranty.pdf`,
    expected: only('customerA', 200, 404),
  },
  {
    method: 'GET',
    route: '/api/bookings/:id/invoice',
    path: () => `/api/bookings/${completedOfA.id}/invoice`,
    expected: only(['customerA', 'admin'], 200, 404),
  },
  {
    method: 'GET',
    route: '/api/bookings/:id/invoice.pdf',
    path: () => `/api/bookings/${completedOfA.id}/invoice.pdf`,
    expected: only(['customerA', 'admin'], 200, 404),
  },
  // Live streams: each signed-in person's own; a tracking link's for whoever holds its token.
  { method: 'GET', route: '/api/live', expected: signedIn(200) },
  {
    method: 'GET',
    route: '/api/track/:token',
    path: async () => `/api/track/${await freshTrackingToken()}`,
    expected: all(200),
  },
  {
    method: 'POST',
    route: '/api/track/:token/cancel',
    path: async () => `/api/track/${await freshTrackingToken()}/cancel`,
    body: () => ({}),
    expected: all(200),
  },
  {
    method: 'POST',
    route: '/api/track/:token/reschedule',
    path: async () => `/api/track/${await freshTrackingToken()}/reschedule`,
    body: () => ({ preferredDate: dayAfterTomorrowInIndia(), preferredTime: '13:00-15:00' }),
    expected: all(200),
  },
  {
    method: 'GET',
    route: '/api/track/:token/warranty',
    path: () => `/api/track/${completedOfAToken}/warranty`,
    expected: all(200),
  },
  {
    method: 'GET',
    route: '/api/track/:token/warranty.pdf',
    path: () => `/api/track/${completedOfAToken}/warranty.pdf`,
    expected: all(200),
  },
  {
    method: 'GET',
    route: '/api/track/:token/invoice',
    path: () => `/api/track/${completedOfAToken}/invoice`,
    expected: all(200),
  },
  {
    method: 'GET',
    route: '/api/track/:token/invoice.pdf',
    path: () => `/api/track/${completedOfAToken}/invoice.pdf`,
    expected: all(200),
  },
  {
    method: 'GET',
    route: '/api/track/:token/availability',
    path: async () => `/api/track/${await freshTrackingToken()}/availability?from=2026-12-01&days=7`,
    expected: all(200),
  },
  {
    method: 'POST',
    route: '/api/track/:token/sign-off',
    // A sign-off given once is answered as it is: one completed booking serves every caller.
    path: () => `/api/track/${completedOfAToken}/sign-off`,
    body: () => ({}),
    expected: all(200),
  },
  // The same answers in the customer's account.
  {
    method: 'POST',
    route: '/api/bookings/:id/estimate/approve',
    path: async () => `/api/bookings/${await freshEstimateJobOfA(true, true)}/estimate/approve`,
    body: () => ({}),
    expected: only('customerA', 200, 404),
  },
  {
    method: 'POST',
    route: '/api/bookings/:id/estimate/decline',
    path: async () => `/api/bookings/${await freshEstimateJobOfA(true, true)}/estimate/decline`,
    body: () => ({}),
    expected: only('customerA', 200, 404),
  },
  {
    method: 'POST',
    route: '/api/bookings/:id/sign-off',
    path: () => `/api/bookings/${completedOfA.id}/sign-off`,
    body: () => ({}),
    expected: only('customerA', 200, 404),
  },
  {
    method: 'GET',
    route: '/api/track/:token/estimate',
    path: async () => `/api/track/${await freshEstimateToken()}/estimate`,
    expected: all(200),
  },
  {
    method: 'POST',
    route: '/api/track/:token/estimate/approve',
    path: async () => `/api/track/${await freshEstimateToken()}/estimate/approve`,
    body: () => ({}),
    expected: all(200),
  },
  {
    method: 'POST',
    route: '/api/track/:token/estimate/decline',
    path: async () => `/api/track/${await freshEstimateToken()}/estimate/decline`,
    body: () => ({}),
    expected: all(200),
  },
  {
    method: 'GET',
    route: '/api/track/:token/live',
    path: async () => `/api/track/${await freshTrackingToken()}/live`,
    expected: all(200),
  },
  {
    method: 'POST',
    route: '/api/referrals/validate',
    body: () => ({ code: 'NOSUCHCD' }),
    expected: all(200),
  },
  {
    method: 'POST',
    route: '/api/referrals/phone-code',
    body: () => ({ phone: `6${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}` }),
    expected: all(200),
  },
  {
    // Anyone may prove a phone for a booking; a code never sent is refused alike for everyone.
    method: 'POST',
    route: '/api/referrals/phone-code/verify',
    body: () => ({ phone: '6000000000', code: '123456' }),
    expected: all(400),
  },
  { method: 'GET', route: '/api/referrals/me', expected: signedIn(200) },
  {
    method: 'POST',
    route: '/api/contact',
    body: () => ({
      name: 'Asha',
      email: 'asha@example.com',
      phone: '9876500012',
      message: 'Do you fix tablets?',
    }),
    expected: all(201),
  },
  {
    method: 'POST',
    route: '/api/guide-outcomes',
    body: () => ({ deviceId: device.id, repairServiceId: screen.id, worked: true }),
    expected: all(201),
  },
  {
    method: 'POST',
    route: '/api/client-errors',
    body: () => ({ kind: 'boundary', area: 'public', message: 'Error: matrix', page: '/devices' }),
    expected: all(201),
  },
  { method: 'GET', route: '/api/technician/jobs', expected: only(['technicianA', 'technicianB'], 200, 403) },
  {
    method: 'POST',
    route: '/api/technician/jobs/:id/start',
    path: async () => `/api/technician/jobs/${await freshJobOfA('confirmed')}/start`,
    body: () => ({ code: '2468' }),
    expected: onlyTechnicianA,
  },
  {
    method: 'POST',
    route: '/api/technician/jobs/:id/complete',
    path: async () => `/api/technician/jobs/${await freshJobOfA('in_progress')}/complete`,
    body: () => ({ paymentMethod: 'cash', amountCollected: 2499 }),
    expected: onlyTechnicianA,
  },
  {
    method: 'POST',
    route: '/api/technician/jobs/:id/on-the-way',
    // One job for every caller of both trip routes: a repeat is answered as it is.
    path: async () => `/api/technician/jobs/${await tripJobOfA()}/on-the-way`,
    body: () => ({}),
    expected: onlyTechnicianA,
  },
  {
    method: 'POST',
    route: '/api/technician/jobs/:id/not-available',
    path: async () => `/api/technician/jobs/${await tripJobOfA()}/not-available`,
    body: () => ({ note: 'Gate locked' }),
    expected: onlyTechnicianA,
  },
  {
    method: 'PUT',
    route: '/api/technician/jobs/:id/condition',
    // One job for every caller: a second record replaces the first.
    path: async () => `/api/technician/jobs/${await tripJobOfA()}/condition`,
    body: conditionBody,
    expected: onlyTechnicianA,
  },
  ...workshopEntries({ freshJobOfA, freshReadyOfA, freshBooking }),
  ...moneyEntries(db, now, freshBooking, matrixTechnician.id),
  ...doorPhotoEntries({
    now,
    photoStorage,
    tripJobOfA,
    freshPhotoOfA,
    freshTrackingToken,
    bookingOfA,
    freshBooking,
  }),
  {
    method: 'GET',
    route: '/api/technician/jobs/:id/repairs',
    path: async () => `/api/technician/jobs/${await freshEstimateJobOfA(false)}/repairs`,
    expected: onlyTechnicianA,
  },
  {
    method: 'POST',
    route: '/api/technician/jobs/:id/estimate',
    path: async () => `/api/technician/jobs/${await freshEstimateJobOfA(false)}/estimate`,
    body: () => ({ add: [battery.id] }),
    expected: onlyTechnicianA,
  },
  {
    method: 'POST',
    route: '/api/technician/jobs/:id/sign-off',
    path: async () => `/api/technician/jobs/${await freshJobOfA('completed')}/sign-off`,
    body: () => ({ code: '2468' }),
    expected: onlyTechnicianA,
  },
  {
    method: 'POST',
    route: '/api/technician/jobs/:id/estimate/approve',
    path: async () => `/api/technician/jobs/${await freshEstimateJobOfA(true)}/estimate/approve`,
    body: () => ({ code: '2468' }),
    expected: onlyTechnicianA,
  },
  { method: 'GET', route: '/api/technician/me', expected: only(['technicianA', 'technicianB'], 200, 403) },
  {
    method: 'POST',
    route: '/api/technician/status',
    body: () => ({ status: 'active' }),
    expected: only(['technicianA', 'technicianB'], 200, 403),
  },
  {
    method: 'PUT',
    route: '/api/technician/password',
    // The same password again: the technicians' sessions (kept by a change) serve the rest of the table.
    body: () => ({
      currentPassword: 'tech-pass-1',
      newPassword: 'tech-pass-1',
      confirmPassword: 'tech-pass-1',
    }),
    expected: only(['technicianA', 'technicianB'], 200, 403),
  },
  { method: 'GET', route: '/api/admin/users', expected: only('admin', 200, 403) },
  {
    method: 'POST',
    route: '/api/admin/users',
    body: () => ({
      fullName: 'Matrix Person',
      email: freshPerson().email,
      password: 'person-pass-1',
      role: 'customer',
    }),
    expected: only('admin', 201, 403),
    audit: 'user.created',
  },
  {
    method: 'PUT',
    route: '/api/admin/users/:id/roles',
    path: async () => `/api/admin/users/${await freshCustomerId()}/roles`,
    body: () => ({ roles: ['customer', 'technician'] }),
    expected: only('admin', 200, 403),
    audit: 'user.roles_changed',
  },
  { method: 'GET', route: '/api/admin/bookings', expected: only('admin', 200, 403) },
  // Registered before /api/admin/bookings/:id, which would otherwise answer 'export' with a 404.
  { method: 'GET', route: '/api/admin/bookings/export', expected: only('admin', 200, 403) },
  { method: 'GET', route: '/api/admin/overview', expected: only('admin', 200, 403) },
  { method: 'GET', route: '/api/admin/errors', expected: only('admin', 200, 403) },
  { method: 'GET', route: '/api/admin/bookings/map', expected: only('admin', 200, 403) },
  {
    method: 'GET',
    route: '/api/admin/bookings/:id',
    path: async () => `/api/admin/bookings/${await freshBooking()}`,
    expected: only('admin', 200, 403),
  },
  {
    method: 'GET',
    route: '/api/admin/bookings/:id/candidates',
    path: async () => `/api/admin/bookings/${await freshBooking()}/candidates`,
    expected: only('admin', 200, 403),
  },
  {
    method: 'POST',
    route: '/api/admin/bookings/:id/status',
    path: async () => `/api/admin/bookings/${await freshBooking()}/status`,
    body: () => ({ status: 'in_progress' }),
    expected: only('admin', 200, 403),
    audit: 'booking_event.in_progress',
  },
  {
    method: 'POST',
    route: '/api/admin/bookings/:id/assign',
    path: async () => `/api/admin/bookings/${await freshBooking()}/assign`,
    body: () => ({ technicianId: matrixTechnician.id }),
    expected: only('admin', 200, 403),
    audit: 'booking_event.confirmed',
  },
  {
    method: 'POST',
    route: '/api/admin/bookings/:id/start-code/reset',
    path: async () => `/api/admin/bookings/${await freshJobOfA('confirmed')}/start-code/reset`,
    body: () => ({}),
    expected: only('admin', 200, 403),
    audit: 'booking.start_code_reset',
  },
  { method: 'GET', route: '/api/admin/technicians', expected: only('admin', 200, 403) },
  {
    method: 'POST',
    route: '/api/admin/technicians',
    body: () => ({ name: 'Matrix Technician', ...freshPerson(), password: 'tech-pass-1' }),
    expected: only('admin', 201, 403),
    audit: 'technician.created',
  },
  {
    method: 'PUT',
    route: '/api/admin/technicians/:id',
    path: async () => `/api/admin/technicians/${await freshTechnicianId()}`,
    body: () => ({
      name: 'Matrix Technician',
      phone: freshPerson().phone,
      specialization: 'Screens',
      experienceYears: 2,
      rating: 4,
    }),
    expected: only('admin', 200, 403),
    audit: 'technician.updated',
  },
  {
    method: 'POST',
    route: '/api/admin/technicians/:id/status',
    path: async () => `/api/admin/technicians/${await freshTechnicianId()}/status`,
    body: () => ({ status: 'busy' }),
    expected: only('admin', 200, 403),
    audit: 'technician.status_changed',
  },
  {
    method: 'POST',
    route: '/api/admin/technicians/:id/password',
    path: async () => `/api/admin/technicians/${await freshTechnicianId()}/password`,
    body: () => ({ password: 'new-pass-123' }),
    expected: only('admin', 200, 403),
    audit: 'technician.password_reset',
  },
  { method: 'GET', route: '/api/admin/referrals', expected: only('admin', 200, 403) },
  {
    method: 'POST',
    route: '/api/admin/referrals/:id/payment',
    path: async () => `/api/admin/referrals/${await freshCompletedReferral()}/payment`,
    body: () => ({ paid: true }),
    expected: only('admin', 200, 403),
    audit: 'referral.paid',
  },
  ...catalogueEntries(db, device, screen),
  ...scheduleEntries(db, freshTechnicianId),
  { method: 'GET', route: '/api/admin/contact-submissions', expected: only('admin', 200, 403) },
  {
    method: 'POST',
    route: '/api/admin/contact-submissions/:id/read',
    path: async () => `/api/admin/contact-submissions/${await freshMessage()}/read`,
    body: () => ({}),
    expected: only('admin', 200, 403),
    audit: 'contact_submission.read',
  },
  {
    method: 'DELETE',
    route: '/api/admin/contact-submissions/:id',
    path: async () => `/api/admin/contact-submissions/${await freshMessage()}`,
    expected: only('admin', 200, 403),
    audit: 'contact_submission.deleted',
  },
  {
    method: 'POST',
    route: '/api/admin/bookings/:id/tracking-link',
    path: async () => `/api/admin/bookings/${await freshBooking()}/tracking-link`,
    body: () => ({}),
    expected: only('admin', 200, 403),
    audit: 'booking.tracking_link_replaced',
  },
  {
    method: 'DELETE',
    route: '/api/admin/bookings/:id',
    path: async () => `/api/admin/bookings/${await freshBooking()}`,
    expected: only('admin', 200, 403),
    audit: 'booking.deleted',
  },
  // Development only; mounted in this app because it is on.
  { method: 'GET', route: '/api/dev/outbox', expected: all(200) },
  // The auth library's endpoints: the few the product uses pass, the rest are 404 for everyone.
  { method: 'GET', route: '/api/auth/*', path: () => '/api/auth/get-session', expected: all(200) },
  {
    method: 'POST',
    route: '/api/auth/*',
    path: () => '/api/auth/sign-up/email',
    body: () => ({ email: 'x@example.com', password: 'secret-123', name: 'X' }),
    expected: all(404),
  },
];

/** Answers the same for everyone, which browsers and shared caches may keep; every other is no-store. */
const publicAnswers = new Set([
  '/api/health',
  '/api/devices',
  '/api/devices/:slug',
  '/api/brands',
  '/api/repair-services',
  '/api/site-config',
  '/api/map-config',
  '/api/geocode/reverse',
  '/api/geocode/search',
]);

describe('the authorization matrix', () => {
  it('lists every API route the app has', () => {
    const registered = new Set(
      app.routes
        .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL')
        .filter((r) => !r.path.endsWith('*') || r.path === '/api/auth/*' || r.path === '/api/photo-files/*')
        .map((r) => `${r.method} ${r.path}`),
    );
    const listed = new Set(matrix.map((e) => `${e.method} ${e.route}`));
    expect(
      [...registered].filter((r) => !listed.has(r)),
      'routes missing from the matrix',
    ).toEqual([]);
    expect(
      [...listed].filter((r) => !registered.has(r)),
      'listed routes that do not exist',
    ).toEqual([]);
  });

  it('has an admin call that succeeds, and the audit it records, for every admin write', () => {
    const writes = adminWrites(app.routes, matrix);
    expect(
      writes.filter((e) => e.audit === undefined || e.expected.admin < 200 || e.expected.admin >= 300),
      'admin writes without an audit checked',
    ).toEqual([]);
    // The route table's 39 admin writes when the audit's check was added.
    expect(writes.length).toBeGreaterThanOrEqual(39);
  });

  const audited = new Set(adminWrites(app.routes, matrix));

  it.each(matrix.map((entry) => [`${entry.method} ${entry.route}`, entry] as const))(
    '%s answers each caller as listed',
    async (_name, entry) => {
      const answers: Partial<Record<Caller, number>> = {};
      for (const caller of callers) {
        const path = entry.path ? await entry.path() : entry.route;
        const raw = await entry.rawBody?.();
        const body = raw ? undefined : entry.body?.();
        const type = raw ? raw.type : body !== undefined ? 'application/json' : undefined;
        const mark = audited.has(entry) ? await auditMark(db) : undefined;
        const res = await app.request(path, {
          method: entry.method,
          headers: {
            Origin: TEST_ORIGIN,
            'X-Forwarded-For': nextAddress(),
            ...(type ? { 'Content-Type': type } : {}),
            ...(cookies[caller] ? { Cookie: cookies[caller] } : {}),
          },
          ...(raw ? { body: raw.body } : body !== undefined ? { body: JSON.stringify(body) } : {}),
        });
        answers[caller] = res.status;
        if (mark) {
          // An admin's write is recorded with them, in its transaction; a refused one leaves nothing.
          const recorded = await auditSince(db, mark);
          if (res.ok)
            expect(recorded, `${caller}: the audit`).toContainEqual({ actor: adminId, action: entry.audit });
          else expect(recorded, `${caller}: the audit of a refused write`).toEqual([]);
        }
        // Whatever the answer, no cache keeps it unless it is public content (issue 16, item 12).
        if (!publicAnswers.has(entry.route)) {
          expect(res.headers.get('cache-control') ?? '', `${caller}: Cache-Control`).toMatch(/\bno-store\b/);
        }
        // Live streams stay open until cancelled, as a browser leaving the page does.
        await res.body?.cancel();
      }
      expect(answers).toEqual(entry.expected);
    },
  );

  it("never shows a guest's booking to a signed-in stranger", async () => {
    for (const caller of callers.filter((c) => c !== 'anonymous')) {
      const res = await app.request(`/api/bookings/${guestBooking.id}`, {
        headers: { Cookie: cookies[caller]! },
      });
      expect(res.status, caller).toBe(404);
    }
  });
});
