import type { BookingRow, SupportContacts } from '../src/server/notifications/templates/booking-facts';
import {
  bookingCancelledEmail,
  bookingCancelledSms,
} from '../src/server/notifications/templates/booking-cancelled';
import {
  bookingCompletedEmail,
  bookingCompletedSms,
} from '../src/server/notifications/templates/booking-completed';
import {
  bookingReceivedEmail,
  bookingReceivedSms,
} from '../src/server/notifications/templates/booking-received';
import {
  bookingRescheduledEmail,
  bookingRescheduledSms,
} from '../src/server/notifications/templates/booking-rescheduled';
import { statusChangedEmail } from '../src/server/notifications/templates/status-changed';
import {
  technicianAssignedEmail,
  technicianAssignedSms,
} from '../src/server/notifications/templates/technician-assigned';
import { trackingLinkEmail, trackingLinkSms } from '../src/server/notifications/templates/tracking-link';
import { visitReminderEmail, visitReminderSms } from '../src/server/notifications/templates/visit-reminder';
import {
  notAvailableEmail,
  notAvailableSms,
  onTheWayEmail,
  onTheWaySms,
} from '../src/server/notifications/templates/visit-trip';

// What the message templates' tests share: where support is reached, and a booking as stored, with a
// name that tries to be markup.

export const support: SupportContacts = {
  publicOrigin: 'https://doorstepfix.example',
  supportEmail: 'support@example.com',
  supportPhone: '+919876543210',
};

/** A confirmed-looking booking row; each test states what matters to it in `overrides`. */
export function makeBookingRow(overrides: Partial<BookingRow> = {}): BookingRow {
  return {
    id: '4f8f1a52-1111-4222-8333-944455556666',
    bookingId: 'BK-20261122-7F3K',
    userId: null,
    technicianId: 3,
    onTheWayAt: null,
    expectedArrivalAt: null,
    deviceCondition: null,
    estimate: null,
    signedOffAt: null,
    signedOffBy: null,
    workshop: null,
    revisitOf: null,
    revisitKind: null,
    deviceId: 7,
    name: 'Priya <b>Das</b>',
    email: 'priya@example.com',
    phone: '+919876500001',
    address: '12 Janpath Road',
    city: 'Bhubaneswar',
    state: 'Odisha',
    pincode: '751001',
    lat: null,
    lng: null,
    deviceUnlisted: false,
    deviceModel: 'Galaxy S21',
    problem: null,
    preferredDate: '2026-11-25',
    preferredTime: '11:00-13:00',
    selectedIssues: [1],
    selectedIssuesText: 'Screen Replacement',
    selectedServicesDetails: [{ id: 1, name: 'Screen Replacement', priceAmount: 1_249_900 }],
    totalPrice: 1_249_900,
    referralCode: null,
    referralDiscount: 0,
    language: 'en',
    status: 'pending',
    technicianName: 'Ravi Kumar',
    technicianPhone: '+919000011111',
    cancelledAt: null,
    cancelledReason: null,
    completedAt: null,
    startCode: '4862',
    startCodeFailures: 0,
    paymentMethod: null,
    amountCollected: null,
    upiReference: null,
    idempotencyKey: null,
    idempotencyRequestHash: null,
    submittedFrom: null,
    createdAt: new Date('2026-11-22T04:00:00Z'),
    updatedAt: new Date('2026-11-22T04:00:00Z'),
    ...overrides,
  };
}

/** A booking for a device that is not listed, with no visit date and nobody assigned yet. */
export const unlistedUndated: Partial<BookingRow> = {
  deviceUnlisted: true,
  deviceModel: 'Nokia 3310',
  preferredDate: null,
  preferredTime: null,
  selectedServicesDetails: [
    { id: 0, name: 'Inspection visit', priceAmount: 29_900, priceOnInspection: true },
  ],
  totalPrice: 29_900,
  technicianId: null,
  technicianName: null,
  technicianPhone: null,
  startCode: null,
};

/** The tracking link the messages name. */
export const track = 'https://doorstepfix.example/track/abcdefghijklmnopqrstuvwxyz';

/** A visit moved to a date and window, to a date with no window, and from no date at all. */
export const moves = {
  dated: { date: '2026-11-24', time: '13:00-15:00' },
  day: { date: '2026-11-24', time: null },
  none: { date: null, time: null },
};

/** A technician on the way: 25 minutes, arriving at 11:25 in India. */
export const arrival = { etaMinutes: 25, expectedAt: new Date('2026-11-25T05:55:00Z') };

/** Every message a customer can receive about a booking, in the booking's language. */
export function customerMessages(row: BookingRow) {
  return {
    bookingReceivedEmail: bookingReceivedEmail(row, support, track),
    bookingReceivedSms: bookingReceivedSms(row, track),
    trackingLinkEmail: trackingLinkEmail(row, support, track),
    trackingLinkSms: trackingLinkSms(row, track),
    statusChangedEmail: statusChangedEmail(row, support),
    technicianAssignedEmail: technicianAssignedEmail(row, support),
    technicianAssignedSms: technicianAssignedSms(row),
    bookingCancelledByCustomerEmail: bookingCancelledEmail(row, support, true),
    bookingCancelledByUsEmail: bookingCancelledEmail(row, support, false),
    bookingCancelledSms: bookingCancelledSms(row, support),
    bookingCompletedEmail: bookingCompletedEmail(row, support),
    bookingCompletedSms: bookingCompletedSms(row),
    bookingRescheduledEmail: bookingRescheduledEmail(row, moves.dated, support),
    bookingRescheduledFromDayEmail: bookingRescheduledEmail(row, moves.day, support),
    bookingRescheduledFromNothingEmail: bookingRescheduledEmail(row, moves.none, support),
    bookingRescheduledSms: bookingRescheduledSms(row, support),
    visitReminderEmail: visitReminderEmail(row, support, track),
    visitReminderSms: visitReminderSms(row, track),
    onTheWayEmail: onTheWayEmail(row, arrival, support),
    onTheWaySms: onTheWaySms(row, arrival, support),
    notAvailableEmail: notAvailableEmail(row, track, support),
    notAvailableSms: notAvailableSms(row, track, support),
  };
}
