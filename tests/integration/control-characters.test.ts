import { describe, expect, it } from 'vitest';
import fieldMessages from '../../src/locales/en/field-messages.json' with { type: 'json' };
import { nextAddress } from '../auth-helpers';
import { dayAfterTomorrowInIndia, makeBookingBody } from '../booking-fixtures';
import { TEST_ORIGIN } from '../test-app';
import { conditionBody, setUpAuthorizationMatrix } from './authorization-setup';
import type { Caller } from './authorization-setup';

// NUL and the other control characters, and line breaks in text typed on one line, sent to every
// endpoint that reads text: each is refused with a 400 that names the field, never a 500 (PostgreSQL
// refuses NUL, and a line break in a name could add lines of its own to the e-mails we send). Text
// areas (a problem, a message, a description) keep their line breaks. Query strings and path
// parameters are checked too. A route the app adds must be listed here (as the authorization matrix
// lists every route), so no new endpoint escapes the check.

const setup = await setUpAuthorizationMatrix();
const { app, cookies, device, screen } = setup;

/** A text field's kind: on one line (the default), in a text area, or a password (any line, no control). */
type Kind = 'multi' | 'secret' | 'number';

interface BodyRoute {
  method: 'POST' | 'PUT';
  route: string;
  caller: Caller;
  path?: () => string | Promise<string>;
  body: () => Record<string, unknown>;
  /** Fields that are not one line of text (the rest are). */
  kinds?: Record<string, Kind>;
  /** What the test is called, when the route alone does not say (the auth endpoints). */
  name?: string;
  /** The auth library's own endpoints: a field message for control characters, never a 500 for the rest. */
  library?: boolean;
}

/** A leave a technician asked for, to decide on (asked once: a refused decision leaves it requested). */
let requestedLeave: Promise<number> | undefined;
function requestedLeaveId(): Promise<number> {
  requestedLeave ??= call('POST', '/api/technician/leave', 'technicianB', {
    fromDate: dayAfterTomorrowInIndia(),
    toDate: dayAfterTomorrowInIndia(),
    reason: 'Family wedding',
  }).then((res) => (res.body as unknown as { leave: { id: number } }).leave.id);
  return requestedLeave;
}

let serial = 0;
const unique = () => ++serial;

const bodyRoutes: BodyRoute[] = [
  {
    method: 'POST',
    route: '/api/bookings',
    caller: 'anonymous',
    body: () =>
      makeBookingBody(device.id, [screen.id], {
        problem: 'Cracked screen',
        lat: 20.29,
        lng: 85.82,
      }),
    kinds: { problem: 'multi' },
  },
  {
    method: 'POST',
    route: '/api/bookings/:id/reschedule',
    caller: 'customerA',
    path: async () => `/api/bookings/${await setup.bookingOfA()}/reschedule`,
    body: () => ({ preferredDate: dayAfterTomorrowInIndia(), preferredTime: '13:00-15:00' }),
  },
  {
    method: 'POST',
    route: '/api/track/:token/reschedule',
    caller: 'anonymous',
    path: async () => `/api/track/${await setup.freshTrackingToken()}/reschedule`,
    body: () => ({ preferredDate: dayAfterTomorrowInIndia(), preferredTime: '13:00-15:00' }),
  },
  {
    method: 'POST',
    route: '/api/referrals/validate',
    caller: 'anonymous',
    body: () => ({ code: 'NOSUCHCD' }),
  },
  {
    method: 'POST',
    route: '/api/referrals/phone-code',
    caller: 'anonymous',
    body: () => ({ phone: '9876500031' }),
  },
  {
    method: 'POST',
    route: '/api/referrals/phone-code/verify',
    caller: 'anonymous',
    body: () => ({ phone: '9876500031', code: '123456' }),
  },
  {
    method: 'POST',
    route: '/api/contact',
    caller: 'anonymous',
    body: () => ({
      name: 'Asha',
      email: 'asha@example.com',
      phone: '9876500012',
      message: 'Do you fix tablets?',
      website: '',
    }),
    kinds: { message: 'multi' },
  },
  {
    method: 'POST',
    route: '/api/client-errors',
    caller: 'anonymous',
    body: () => ({
      kind: 'boundary',
      area: 'public',
      message: 'TypeError: x is undefined',
      page: '/devices',
      stack: 'at render (app.js:1:2)',
    }),
    kinds: { stack: 'multi' },
  },
  { method: 'PUT', route: '/api/profile/language', caller: 'customerA', body: () => ({ language: 'hi' }) },
  {
    method: 'PUT',
    route: '/api/profile',
    caller: 'customerA',
    body: () => ({
      fullName: 'Asha Rao',
      phone: '9876500011',
      defaultAddress: '12 Janpath Road',
      defaultCity: 'Bhubaneswar',
      defaultState: 'Odisha',
      defaultPincode: '751001',
    }),
  },
  {
    method: 'POST',
    route: '/api/profile/booking-details-offer',
    caller: 'customerA',
    body: () => ({ answer: 'decline' }),
  },
  {
    method: 'POST',
    route: '/api/technician/jobs/:id/start',
    caller: 'technicianA',
    path: async () => `/api/technician/jobs/${await setup.freshJobOfA('confirmed')}/start`,
    body: () => ({ code: '2468' }),
  },
  {
    method: 'POST',
    route: '/api/technician/jobs/:id/complete',
    caller: 'technicianA',
    path: async () => `/api/technician/jobs/${await setup.freshJobOfA('in_progress')}/complete`,
    body: () => ({ paymentMethod: 'cash', amountCollected: '2499' }),
    kinds: { amountCollected: 'number' },
  },
  {
    method: 'POST',
    route: '/api/technician/jobs/:id/sign-off',
    caller: 'technicianA',
    path: async () => `/api/technician/jobs/${await setup.freshJobOfA('completed')}/sign-off`,
    body: () => ({ code: '2468' }),
  },
  {
    method: 'POST',
    route: '/api/technician/jobs/:id/estimate',
    caller: 'technicianA',
    path: async () => `/api/technician/jobs/${await setup.freshEstimateJobOfA(false)}/estimate`,
    // Described work at a rate (decision 060): the technician's words are the text.
    body: () => ({ add: [], extra: [{ description: 'Reseated the connector', rateId: 1 }] }),
  },
  {
    method: 'POST',
    route: '/api/technician/jobs/:id/estimate/approve',
    caller: 'technicianA',
    path: async () => `/api/technician/jobs/${await setup.freshEstimateJobOfA(true)}/estimate/approve`,
    body: () => ({ code: '2468' }),
  },
  {
    method: 'POST',
    route: '/api/technician/jobs/:id/not-available',
    caller: 'technicianA',
    path: async () => `/api/technician/jobs/${await setup.freshJobOfA('confirmed')}/not-available`,
    body: () => ({ note: 'Gate locked' }),
    kinds: { note: 'multi' },
  },
  {
    method: 'PUT',
    route: '/api/technician/jobs/:id/condition',
    caller: 'technicianA',
    path: async () => `/api/technician/jobs/${await setup.freshJobOfA('confirmed')}/condition`,
    body: conditionBody,
    kinds: { note: 'multi' },
  },
  {
    method: 'POST',
    route: '/api/technician/jobs/:id/workshop',
    caller: 'technicianA',
    path: async () => `/api/technician/jobs/${await setup.freshJobOfA('in_progress')}/workshop`,
    body: () => ({ accessories: 'Back cover', expectedReturnDate: dayAfterTomorrowInIndia() }),
  },
  {
    method: 'POST',
    route: '/api/bookings/:id/return-visit',
    caller: 'customerA',
    path: async () => `/api/bookings/${(await setup.freshReadyOfA()).bookingId}/return-visit`,
    body: () => ({ preferredDate: dayAfterTomorrowInIndia(), preferredTime: '13:00-15:00' }),
  },
  {
    method: 'POST',
    route: '/api/track/:token/return-visit',
    caller: 'anonymous',
    path: async () => `/api/track/${(await setup.freshReadyOfA()).token}/return-visit`,
    body: () => ({ preferredDate: dayAfterTomorrowInIndia(), preferredTime: '13:00-15:00' }),
  },
  {
    method: 'POST',
    route: '/api/admin/bookings/:id/revisit',
    caller: 'admin',
    path: async () => `/api/admin/bookings/${await setup.freshBooking('completed')}/revisit`,
    body: () => ({
      kind: 'warranty',
      preferredDate: dayAfterTomorrowInIndia(),
      preferredTime: '13:00-15:00',
    }),
  },
  {
    method: 'POST',
    route: '/api/admin/bookings/:id/payments',
    caller: 'admin',
    path: async () => `/api/admin/bookings/${await setup.freshBooking()}/payments`,
    body: () => ({ amount: 1, method: 'other', reference: 'NEFT 1', note: 'Paid later' }),
    kinds: { amount: 'number', note: 'multi' },
  },
  {
    method: 'POST',
    route: '/api/admin/bookings/:id/refunds',
    caller: 'admin',
    path: async () => `/api/admin/bookings/${await setup.freshBooking()}/refunds`,
    body: () => ({ amount: 1, method: 'cash', reference: 'Counter', reason: 'Goodwill' }),
    kinds: { amount: 'number', reason: 'multi' },
  },
  {
    method: 'POST',
    route: '/api/technician/jobs/:id/on-the-way',
    caller: 'technicianA',
    path: async () => `/api/technician/jobs/${await setup.freshJobOfA('confirmed')}/on-the-way`,
    body: () => ({ lat: 20.3, lng: 85.8 }),
    kinds: { lat: 'number', lng: 'number' },
  },
  {
    method: 'POST',
    route: '/api/technician/status',
    caller: 'technicianB',
    body: () => ({ status: 'active' }),
  },
  {
    method: 'POST',
    route: '/api/technician/leave',
    caller: 'technicianA',
    body: () => ({
      fromDate: dayAfterTomorrowInIndia(),
      toDate: dayAfterTomorrowInIndia(),
      reason: 'Wedding',
    }),
  },
  {
    method: 'PUT',
    route: '/api/admin/technicians/:id/schedule',
    caller: 'admin',
    path: async () => `/api/admin/technicians/${await setup.freshTechnicianId()}/schedule`,
    body: () => ({ week: [{ weekday: 1, windows: ['09:00-11:00'] }], pincodes: ['7510'] }),
  },
  {
    method: 'POST',
    route: '/api/admin/technicians/:id/handovers',
    caller: 'admin',
    path: async () => `/api/admin/technicians/${await setup.freshTechnicianId()}/handovers`,
    body: () => ({ amount: 1, handedOn: '2026-11-02', receivedBy: 'Asha', note: 'At the counter' }),
    kinds: { amount: 'number', note: 'multi' },
  },
  {
    method: 'POST',
    route: '/api/admin/technicians/:id/leave',
    caller: 'admin',
    path: async () => `/api/admin/technicians/${await setup.freshTechnicianId()}/leave`,
    body: () => ({
      fromDate: dayAfterTomorrowInIndia(),
      toDate: dayAfterTomorrowInIndia(),
      reason: 'Training',
    }),
  },
  {
    method: 'POST',
    route: '/api/admin/leave/:id/decision',
    caller: 'admin',
    path: async () => `/api/admin/leave/${await requestedLeaveId()}/decision`,
    body: () => ({ decision: 'approved' }),
  },
  {
    method: 'PUT',
    route: '/api/technician/password',
    caller: 'technicianB',
    body: () => ({
      currentPassword: 'wrong-pass-1',
      newPassword: 'new-pass-12',
      confirmPassword: 'new-pass-12',
    }),
    kinds: { currentPassword: 'secret', newPassword: 'secret', confirmPassword: 'secret' },
  },
  {
    method: 'POST',
    route: '/api/admin/users',
    caller: 'admin',
    body: () => ({
      fullName: 'Matrix Person',
      email: `controls.person${unique()}@example.com`,
      password: 'person-pass-1',
      role: 'customer',
    }),
    kinds: { password: 'secret' },
  },
  {
    method: 'PUT',
    route: '/api/admin/users/:id/roles',
    caller: 'admin',
    path: async () => `/api/admin/users/${await setup.freshCustomerId()}/roles`,
    body: () => ({ roles: ['customer'] }),
  },
  {
    method: 'POST',
    route: '/api/admin/bookings/:id/status',
    caller: 'admin',
    path: async () => `/api/admin/bookings/${await setup.freshBooking()}/status`,
    body: () => ({ status: 'cancelled', reason: 'The customer called' }),
    kinds: { reason: 'multi' },
  },
  {
    method: 'POST',
    route: '/api/admin/bookings/:id/assign',
    caller: 'admin',
    path: async () => `/api/admin/bookings/${await setup.freshBooking()}/assign`,
    body: () => ({
      technicianId: String(setup.matrixTechnician.id),
      overrideReason: 'Asked for by the customer',
    }),
    kinds: { technicianId: 'number' },
  },
  {
    method: 'POST',
    route: '/api/admin/technicians',
    caller: 'admin',
    body: () => ({
      name: 'Matrix Technician',
      ...setup.freshPerson(),
      password: 'tech-pass-1',
      specialization: 'Screens',
      experienceYears: '2',
    }),
    kinds: { password: 'secret', experienceYears: 'number' },
  },
  {
    method: 'PUT',
    route: '/api/admin/technicians/:id',
    caller: 'admin',
    path: async () => `/api/admin/technicians/${await setup.freshTechnicianId()}`,
    body: () => ({
      name: 'Matrix Technician',
      phone: setup.freshPerson().phone,
      specialization: 'Screens',
      experienceYears: '2',
      rating: '4.5',
    }),
    kinds: { experienceYears: 'number', rating: 'number' },
  },
  {
    method: 'POST',
    route: '/api/admin/technicians/:id/status',
    caller: 'admin',
    path: async () => `/api/admin/technicians/${await setup.freshTechnicianId()}/status`,
    body: () => ({ status: 'busy' }),
  },
  {
    method: 'POST',
    route: '/api/admin/technicians/:id/password',
    caller: 'admin',
    path: async () => `/api/admin/technicians/${await setup.freshTechnicianId()}/password`,
    body: () => ({ password: 'new-pass-123' }),
    kinds: { password: 'secret' },
  },
  ...(['brands', 'categories', 'repair-services', 'devices'] as const).flatMap((what): BodyRoute[] => {
    const bodies = {
      brands: () => ({
        name: `Controls Brand ${unique()}`,
        logoUrl: 'https://example.com/logo.png',
        websiteUrl: 'https://example.com',
      }),
      categories: () => ({
        name: `Controls Category ${unique()}`,
        description: 'Phones',
        iconName: 'Tablet',
      }),
      'repair-services': () => ({
        name: `Controls Service ${unique()}`,
        description: 'Screens',
        iconName: 'Monitor',
        diyGuideText: 'Restart the phone',
        blogSlug: '',
      }),
      devices: () => ({
        name: `Controls Device ${unique()}`,
        slug: `controls-device-${unique()}`,
        brandId: String(device.brandId),
        categoryId: String(device.categoryId),
        modelNumber: 'SM-G991B',
        description: 'A phone',
        imageUrl: '/uploads/devices/phone.webp',
        screenSize: '6.1',
        storageOptions: '128GB, 256GB',
        colorOptions: 'Black, White',
        popularity: '5',
      }),
    };
    const kinds: Record<string, Kind> = {
      description: 'multi',
      diyGuideText: 'multi',
      brandId: 'number',
      categoryId: 'number',
      screenSize: 'number',
      popularity: 'number',
    };
    const created = async () => {
      const res = await call('POST', `/api/admin/${what}`, 'admin', bodies[what]());
      const row = Object.values(res.body as Record<string, { id: number }>)[0];
      return row!.id;
    };
    return [
      { method: 'POST', route: `/api/admin/${what}`, caller: 'admin', body: bodies[what], kinds },
      {
        method: 'PUT',
        route: `/api/admin/${what}/:id`,
        caller: 'admin',
        path: async () => `/api/admin/${what}/${await created()}`,
        body: bodies[what],
        kinds,
      },
    ];
  }),
  {
    method: 'POST',
    route: '/api/admin/pricing',
    caller: 'admin',
    body: () => ({
      deviceId: String(device.id),
      repairServiceId: String(screen.id),
      price: '999',
      estimatedTimeHours: '1',
      warrantyDays: '90',
    }),
    kinds: {
      deviceId: 'number',
      repairServiceId: 'number',
      price: 'number',
      estimatedTimeHours: 'number',
      warrantyDays: 'number',
    },
  },
  {
    method: 'PUT',
    route: '/api/admin/pricing/cells',
    caller: 'admin',
    body: () => ({
      cells: [{ deviceId: String(device.id), repairServiceId: String(screen.id), price: '999' }],
    }),
    kinds: { 'cells.0.deviceId': 'number', 'cells.0.repairServiceId': 'number', 'cells.0.price': 'number' },
  },
  {
    method: 'POST',
    route: '/api/admin/pricing/copy',
    caller: 'admin',
    body: () => ({ fromDeviceId: String(device.id), toDeviceId: String(device.id + 1_000_000) }),
    kinds: { fromDeviceId: 'number', toDeviceId: 'number' },
  },
  {
    method: 'POST',
    route: '/api/admin/work-rates',
    caller: 'admin',
    body: () => ({ name: `Minor fix ${unique()}`, price: '299', warrantyDays: '30' }),
    kinds: { price: 'number', warrantyDays: 'number' },
  },
  {
    method: 'PUT',
    route: '/api/admin/work-rates/:id',
    caller: 'admin',
    path: () => '/api/admin/work-rates/999999',
    body: () => ({ name: 'Minor fix', price: '299', warrantyDays: '30' }),
    kinds: { price: 'number', warrantyDays: 'number' },
  },
  {
    method: 'PUT',
    route: '/api/admin/pricing/:id',
    caller: 'admin',
    path: () => '/api/admin/pricing/999999',
    body: () => ({ price: '999', estimatedTimeHours: '2', warrantyDays: '30' }),
    kinds: { price: 'number', estimatedTimeHours: 'number', warrantyDays: 'number' },
  },
  {
    method: 'POST',
    route: '/api/admin/images/:id/use',
    caller: 'admin',
    path: () => '/api/admin/images/999999/use',
    body: () => ({ target: 'device', deviceId: String(device.id) }),
    kinds: { deviceId: 'number' },
  },
  // The auth library's endpoints, reached through our proxy.
  ...(
    [
      ['/sign-in/email', { email: 'matrix.admin@example.com', password: 'wrong-pass-1' }, true],
      ['/sign-in/social', { provider: 'google', callbackURL: '/dashboard' }, true],
      ['/request-password-reset', { email: 'nobody@example.com', redirectTo: '/reset-password' }, true],
      ['/reset-password', { token: 'not-a-real-token', newPassword: 'new-pass-123' }, true],
      ['/email-otp/send', { email: 'controls@example.com', createUser: true, name: 'Asha' }, false],
      ['/email-otp/verify', { email: 'controls@example.com', code: '123456' }, false],
      ['/phone-otp/send', { phone: '9876500099' }, false],
      ['/phone-otp/verify', { phone: '9876500099', code: '123456' }, false],
      ['/email-link/send', { email: 'controls.link@example.com', name: 'Asha' }, false],
      ['/email-link/verify', { tokenHash: 'abcdefghijklmnopqrstuvwx', type: 'email' }, false],
      ['/technician/sign-in', { identifier: 'tech.a@example.com', password: 'wrong-pass-1' }, false],
    ] as const
  ).map(([path, body, library]): BodyRoute => ({
    method: 'POST',
    route: '/api/auth/*',
    path: () => `/api/auth${path}`,
    caller: 'anonymous',
    body: () => ({ ...body }),
    kinds: { password: 'secret', newPassword: 'secret' },
    library,
  })),
];

/** Writes whose body holds no text (or nothing at all): nothing to refuse, nothing to check. */
const writesWithoutText = [
  'POST /api/bookings/:id/cancel',
  'POST /api/track/:token/cancel',
  'POST /api/track/:token/estimate/approve',
  'POST /api/track/:token/sign-off',
  'POST /api/track/:token/estimate/decline',
  'POST /api/bookings/:id/estimate/approve',
  'POST /api/bookings/:id/estimate/decline',
  'POST /api/bookings/:id/sign-off',
  // A photo and its moment, one of two words (decision 058).
  'POST /api/technician/jobs/:id/photos',
  'POST /api/guide-outcomes',
  'POST /api/admin/bookings/:id/start-code/reset',
  'POST /api/admin/bookings/:id/tracking-link',
  'POST /api/admin/referrals/:id/payment',
  'POST /api/admin/brands/:id/active',
  'POST /api/admin/categories/:id/active',
  'POST /api/admin/repair-services/:id/active',
  'POST /api/admin/devices/:id/active',
  'POST /api/admin/contact-submissions/:id/read',
  // Checked below: a CSV file and a form upload.
  'POST /api/admin/pricing/import',
  'POST /api/admin/images',
];

interface QueryRoute {
  route: string;
  /** The path to call, when the route has a parameter (the route itself otherwise). */
  path?: () => Promise<string>;
  caller: Caller;
  query: Record<string, string>;
  kinds?: Record<string, Kind>;
}

const queryRoutes: QueryRoute[] = [
  { route: '/api/admin/leave', caller: 'admin', query: { status: 'requested' } },
  {
    route: '/api/admin/technicians/:id/cash',
    path: async () => `/api/admin/technicians/${await setup.freshTechnicianId()}/cash`,
    caller: 'admin',
    query: { from: '2026-11-01', to: '2026-11-30' },
  },
  { route: '/api/technician/cash', caller: 'technicianA', query: { from: '2026-11-01', to: '2026-11-30' } },
  {
    route: '/api/admin/reports/revenue',
    caller: 'admin',
    query: { from: '2026-11-01', to: '2026-11-30', by: 'week' },
  },
  { route: '/api/admin/reports/gst', caller: 'admin', query: { month: '2026-11' } },
  {
    route: '/api/admin/reports/invoices.csv',
    caller: 'admin',
    query: { from: '2026-11-01', to: '2026-11-30' },
  },
  {
    route: '/api/admin/schedule',
    caller: 'admin',
    query: { from: '2026-12-01', days: '7' },
    kinds: { days: 'number' },
  },
  {
    route: '/api/availability',
    caller: 'anonymous',
    query: { pincode: '751013', from: '2026-12-01', days: '7' },
    kinds: { pincode: 'number', days: 'number' },
  },
  {
    route: '/api/track/:token/availability',
    path: () => setup.freshTrackingToken().then((token) => `/api/track/${token}/availability`),
    caller: 'anonymous',
    query: { from: '2026-12-01', days: '7' },
    kinds: { days: 'number' },
  },
  {
    route: '/api/devices',
    caller: 'anonymous',
    query: { q: 'galaxy', brand: '1', service: 'screen-replacement' },
    kinds: { brand: 'number' },
  },
  { route: '/api/geocode/reverse', caller: 'anonymous', query: { lat: '20.3', lng: '85.8' } },
  { route: '/api/geocode/search', caller: 'anonymous', query: { q: 'Janpath' } },
  {
    route: '/api/notifications',
    caller: 'customerA',
    query: { cursor: 'WyIyMDI2IiwiMSJd', limit: '20' },
    kinds: { limit: 'number' },
  },
  {
    route: '/api/admin/users',
    caller: 'admin',
    query: { q: 'asha', sort: 'name', dir: 'asc', limit: '25', cursor: 'WyJBc2hhIiwiMSJd' },
    kinds: { limit: 'number' },
  },
  ...['/api/admin/bookings', '/api/admin/bookings/export'].map((route): QueryRoute => ({
    route,
    caller: 'admin',
    query: {
      q: 'priya',
      city: 'Bhubaneswar',
      status: 'pending',
      from: '2026-11-01',
      to: '2026-11-30',
      technicianId: '1',
      sort: 'createdAt',
      dir: 'desc',
    },
    kinds: { technicianId: 'number' },
  })),
  {
    route: '/api/admin/bookings/map',
    caller: 'admin',
    query: { status: 'pending', from: '2026-11-01', to: '2026-11-30' },
  },
  { route: '/api/admin/technicians', caller: 'admin', query: { date: '2026-11-22' } },
  {
    route: '/api/admin/devices',
    caller: 'admin',
    query: { q: 'galaxy', brandId: '1', categoryId: '1', active: 'true' },
    kinds: { brandId: 'number', categoryId: 'number' },
  },
  {
    route: '/api/admin/devices/pages',
    caller: 'admin',
    query: { q: 'galaxy', brandId: '1', categoryId: '1', active: 'true', sort: 'name', dir: 'asc' },
    kinds: { brandId: 'number', categoryId: 'number' },
  },
  {
    route: '/api/admin/pricing/export',
    caller: 'admin',
    query: { brandId: '1' },
    kinds: { brandId: 'number' },
  },
  {
    route: '/api/admin/pricing',
    caller: 'admin',
    query: { brandId: '1', deviceId: '1' },
    kinds: { brandId: 'number', deviceId: 'number' },
  },
  { route: '/api/dev/outbox', caller: 'anonymous', query: { to: 'asha@example.com' } },
  { route: '/api/auth/get-session', caller: 'anonymous', query: { disableCookieCache: 'true' } },
];

/** Reads that take no query parameters: whatever is sent is not read. */
const readsWithoutQuery = [
  '/api/admin/errors',
  '/api/admin/cash',
  '/api/auth-config',
  '/api/session',
  '/api/me',
  '/api/health',
  '/api/ready',
  '/api/devices/:slug',
  '/api/brands',
  '/api/repair-services',
  '/api/profile',
  '/api/profile/booking-details-offer',
  '/api/site-config',
  '/api/map-config',
  '/api/bookings',
  '/api/bookings/:id',
  '/api/bookings/:id/warranty',
  '/api/bookings/:id/warranty.pdf',
  '/api/bookings/:id/invoice',
  '/api/bookings/:id/invoice.pdf',
  '/api/live',
  '/api/track/:token',
  '/api/track/:token/warranty',
  '/api/track/:token/warranty.pdf',
  '/api/track/:token/invoice',
  '/api/track/:token/invoice.pdf',
  '/api/track/:token/live',
  '/api/track/:token/estimate',
  '/api/track/:token/photos',
  '/api/track/:token/pickup-receipt.pdf',
  '/api/bookings/:id/pickup-receipt.pdf',
  '/api/admin/bookings/:id/pickup-receipt.pdf',
  '/api/bookings/:id/photos',
  '/api/technician/jobs/:id/photos',
  '/api/admin/bookings/:id/photos',
  '/api/referrals/me',
  '/api/technician/jobs',
  '/api/technician/jobs/:id/repairs',
  '/api/technician/me',
  '/api/technician/leave',
  '/api/admin/technicians/:id/schedule',
  '/api/admin/technicians/:id/leave',
  '/api/admin/overview',
  '/api/admin/bookings/:id',
  '/api/admin/bookings/:id/candidates',
  '/api/admin/bookings/:id/money',
  '/api/admin/referrals',
  '/api/admin/brands',
  '/api/admin/work-rates',
  '/api/admin/categories',
  '/api/admin/repair-services',
  '/api/admin/images',
  '/api/admin/contact-submissions',
];

async function call(
  method: string,
  path: string,
  caller: Caller,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await app.request(path, {
    method,
    headers: {
      Origin: TEST_ORIGIN,
      'X-Forwarded-For': nextAddress(),
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(cookies[caller] ? { Cookie: cookies[caller] } : {}),
      ...headers,
    },
    ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  return {
    status: res.status,
    body: parsed as {
      error?: { code: string; fields?: Record<string, string>; fieldKeys?: Record<string, unknown> };
    } & Record<string, unknown>,
  };
}

/** Every string in a body, by its path (`cells.0.price`). */
function stringLeaves(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringLeaves(item, [...path, String(i)]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, [...path, key]));
  }
  return [];
}

function withValue(body: unknown, path: string[], make: (old: string) => string): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = path.at(-1)!;
  target[last] = make(String(target[last]));
  return copy;
}

/** The character in the middle of the value, where trimming cannot take it away. */
const inside = (character: string) => (value: string) =>
  value.length < 2 ? `${value}x${character}x` : `${value.slice(0, 1)}${character}${value.slice(1)}`;

const CONTROLS = { NUL: '\u0000', ESC: '\u001b', DEL: '\u007f', CSI: '\u009b' };
const LINE_BREAKS = { LF: '\n', CR: '\r', 'LINE SEPARATOR': '\u2028' };
/**
 * Half of a surrogate pair alone, as JSON may spell it (`"X\ud800Y"`): refused like a control
 * character (PostgreSQL refuses it in jsonb). Only a JSON body can carry one: a query or a path is
 * decoded as UTF-8, which has no such thing.
 */
const LONE_SURROGATES = { 'LONE HIGH SURROGATE': '\ud800', 'LONE LOW SURROGATE': '\udfff' };

describe('text with control characters', () => {
  it('lists every write the app has', () => {
    const registered = app.routes
      .filter((r) => r.path.startsWith('/api/') && ['POST', 'PUT', 'PATCH'].includes(r.method))
      .filter((r) => !r.path.endsWith('*') || r.path === '/api/auth/*')
      .map((r) => `${r.method} ${r.path}`);
    const listed = new Set([...bodyRoutes.map((r) => `${r.method} ${r.route}`), ...writesWithoutText]);
    expect([...new Set(registered)].filter((r) => !listed.has(r))).toEqual([]);
  });

  it('lists every read the app has', () => {
    const registered = app.routes
      .filter((r) => r.path.startsWith('/api/') && r.method === 'GET')
      .filter((r) => !r.path.endsWith('*') || r.path === '/api/auth/*')
      .map((r) => r.path)
      .filter((path) => path !== '/api/auth/*');
    const listed = new Set([...queryRoutes.map((r) => r.route), ...readsWithoutQuery]);
    expect([...new Set(registered)].filter((r) => !listed.has(r))).toEqual([]);
  });

  it.each(bodyRoutes.map((route) => [`${route.method} ${route.name ?? route.route}`, route] as const))(
    '%s refuses them in every text field, with the field named',
    async (_name, route) => {
      const body = route.body();
      const failures: string[] = [];
      for (const leaf of stringLeaves(body)) {
        const field = leaf.join('.');
        const kind = route.kinds?.[field] ?? route.kinds?.[leaf.at(-1)!];
        for (const [name, character] of Object.entries({ ...CONTROLS, ...LONE_SURROGATES })) {
          const path = route.path ? await route.path() : route.route;
          const res = await call(
            route.method,
            path,
            route.caller,
            withValue(route.body(), leaf, inside(character)),
          );
          if (res.status !== 400 || res.body.error?.fields?.[field] !== fieldMessages.characters) {
            failures.push(`${field} with ${name}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
          }
        }
        for (const [name, character] of Object.entries(LINE_BREAKS)) {
          if (kind === 'secret' || kind === 'number') continue;
          const path = route.path ? await route.path() : route.route;
          const res = await call(
            route.method,
            path,
            route.caller,
            withValue(route.body(), leaf, inside(character)),
          );
          const refused = res.status === 400 && Boolean(res.body.error?.fields?.[field]);
          const expected =
            kind === 'multi'
              ? !res.body.error?.fields?.[field] && res.status < 500
              : route.library
                ? res.status < 500
                : refused;
          if (!expected)
            failures.push(`${field} with ${name}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it('refuses half a surrogate pair where it reached jsonb (a 500), and on a public form', async () => {
    const cases = [
      ['PUT', '/api/admin/technicians/:id', 'specialization'],
      ['PUT', '/api/admin/repair-services/:id', 'name'],
      ['POST', '/api/admin/users', 'fullName'],
      ['POST', '/api/contact', 'message'],
    ] as const;
    for (const [method, route, field] of cases) {
      const target = bodyRoutes.find((r) => r.method === method && r.route === route)!;
      const body = JSON.stringify({ ...target.body(), [field]: 'X\ud800Y' });
      expect(body).toContain('"X\\ud800Y"');
      const res = await call(method, target.path ? await target.path() : route, target.caller, body);
      expect(res.status, `${method} ${route}`).toBe(400);
      expect(res.body.error?.fields, `${method} ${route}`).toEqual({ [field]: fieldMessages.characters });
      expect(res.body.error?.fieldKeys, `${method} ${route}`).toEqual({ [field]: { key: 'characters' } });
    }
  });

  it.each(queryRoutes.map((route) => [route.route, route] as const))(
    'GET %s refuses them in every query parameter, with the parameter named',
    async (_name, route) => {
      const failures: string[] = [];
      for (const param of Object.keys(route.query)) {
        const kind = route.kinds?.[param];
        const cases = [
          ...Object.entries(CONTROLS).map(([name, character]) => [name, character, true] as const),
          ...(kind === 'number'
            ? []
            : Object.entries(LINE_BREAKS).map(([name, character]) => [name, character, false] as const)),
        ];
        for (const [name, character, control] of cases) {
          const query = new URLSearchParams({
            ...route.query,
            [param]: inside(character)(route.query[param]!),
          });
          const path = route.path ? await route.path() : route.route;
          const res = await call('GET', `${path}?${query}`, route.caller);
          const refused = res.status === 400 && Boolean(res.body.error?.fields?.[param]);
          // The auth library reads its own parameters: control characters are refused, the rest never fail.
          const ok = control || !route.route.startsWith('/api/auth/') ? refused : res.status < 500;
          if (!ok)
            failures.push(`${param} with ${name}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it('refuses them in every path parameter: nothing is named by such a path', async () => {
    const routes = [
      ...new Set(
        app.routes
          .filter((r) => r.path.startsWith('/api/') && r.path.includes('/:') && r.method !== 'ALL')
          .map((r) => `${r.method} ${r.path}`),
      ),
    ];
    expect(routes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const entry of routes) {
      const [method, route] = entry.split(' ') as [string, string];
      const caller: Caller = route.startsWith('/api/admin/')
        ? 'admin'
        : route.startsWith('/api/technician/')
          ? 'technicianA'
          : 'customerA';
      for (const value of ['%00', 'BK-1%00', 'a%0Ab', '%1B']) {
        const path = route.replace(/:[a-zA-Z]+/g, value);
        const res = await call(
          method,
          path,
          caller,
          method === 'GET' || method === 'DELETE' ? undefined : {},
        );
        if (res.status !== 404) failures.push(`${method} ${path}: ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses them in a pricing file and in the details of an image upload', async () => {
    const csv = `device_slug,service_slug,price_rupees\n${device.slug}\u0000,screen,999\n`;
    const imported = await call('POST', '/api/admin/pricing/import', 'admin', csv, {
      'Content-Type': 'text/csv',
    });
    expect(imported.status).toBe(400);

    for (const field of ['brandName', 'deviceModel', 'description']) {
      for (const character of [CONTROLS.NUL, LINE_BREAKS.LF]) {
        const form = new FormData();
        form.append('file', new File([new Uint8Array([1, 2, 3])], 'photo.png', { type: 'image/png' }));
        form.append(field, `Galaxy${character}S21`);
        const res = await app.request('/api/admin/images', {
          method: 'POST',
          headers: { Origin: TEST_ORIGIN, 'X-Forwarded-For': nextAddress(), Cookie: cookies.admin! },
          body: form,
        });
        const answer = (await res.json()) as { error?: { fields?: Record<string, string> } };
        expect(res.status, `${field} ${JSON.stringify(character)}`).toBe(400);
        expect(answer.error?.fields?.[field]).toBeTruthy();
      }
    }
  });

  it('keeps line breaks where text is typed in a text area', async () => {
    const problem = 'The screen is cracked.\nIt still works.\n\tMostly.';
    const res = await call(
      'POST',
      '/api/bookings',
      'anonymous',
      makeBookingBody(device.id, [screen.id], { problem: `${problem}\r\nThanks` }),
    );
    expect(res.status).toBe(201);
    expect((res.body as unknown as { booking: { problem: string } }).booking.problem).toBe(
      `${problem}\r\nThanks`,
    );
  });
});
