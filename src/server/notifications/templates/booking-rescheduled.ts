import { CANCELLATION_NOTICE_HOURS } from '../../../shared/constants';
import { formatPreferredDate, formatVisitSlot } from '../../../shared/booking-time';
import { pagePaths } from '../../../shared/paths';
import type { BookingRow, SupportContacts } from './booking-facts';
import { helpLine, summaryLines } from './booking-facts';
import { renderEmail } from './layout';

// A visit moved to another date and window by its customer (SPEC 9): the customer, the technician on
// the job and the admins each hear the new slot in plain words, with the old one beside it.

export interface VisitSlot {
  /** 'YYYY-MM-DD' (India) or null when none was chosen. */
  date: string | null;
  time: string | null;
}

/** 'Tue, 24 Nov 2026, 1:00 PM – 3:00 PM', the same words as the pages. */
export function slotText({ date, time }: VisitSlot): string {
  if (!date) return 'no date chosen';
  return time ? formatVisitSlot(date, time) : `${formatPreferredDate(date)}, any time`;
}

const newSlotOf = (row: BookingRow): VisitSlot => ({ date: row.preferredDate, time: row.preferredTime });

function firstName(name: string | null): string {
  return (name ?? '').trim().split(/\s+/)[0] || 'Your technician';
}

/** To the customer: the visit's new date and window. */
export function bookingRescheduledEmail(row: BookingRow, from: VisitSlot, support: SupportContacts) {
  return renderEmail(`Visit moved: ${row.bookingId}`, [
    `Hello ${row.name},`,
    `The visit for your booking ${row.bookingId} (${row.deviceModel}) is now on ${slotText(newSlotOf(row))}.`,
    `Before, it was: ${slotText(from)}.`,
    row.technicianId !== null
      ? `${firstName(row.technicianName)} knows the new time and will call you about 30 minutes before arriving.`
      : 'We will call you to confirm a technician for the new time.',
    `You can move or cancel the visit online up to ${CANCELLATION_NOTICE_HOURS} hours before it starts.`,
    summaryLines(row),
    helpLine(support),
    `Follow your booking with the tracking link in your booking confirmation, or sign in at ${support.publicOrigin}${pagePaths.dashboard}`,
  ]);
}

export function bookingRescheduledSms(row: BookingRow, support: SupportContacts): string {
  return `Booking ${row.bookingId}: your visit is now on ${slotText(newSlotOf(row))}. Questions? Call ${support.supportPhone}.`;
}

/** To the technician of the job: go at the new time, not the old one. */
export function technicianJobRescheduledEmail(row: BookingRow, from: VisitSlot, support: SupportContacts) {
  return renderEmail(`Job moved: ${row.bookingId}, now ${slotText(newSlotOf(row))}`, [
    `The customer has moved the visit for booking ${row.bookingId} (${row.deviceModel}, ${row.city} ${row.pincode}).`,
    [
      `New visit: ${slotText(newSlotOf(row))}`,
      `Before: ${slotText(from)}`,
      `Customer: ${row.name}, ${row.phone}`,
    ],
    'Please call the customer about 30 minutes before you arrive at the new time.',
    `Your jobs: ${support.publicOrigin}${pagePaths.technicianDashboard}`,
    `Cannot go at the new time? Call the office on ${support.supportPhone}.`,
  ]);
}

export function technicianJobRescheduledSms(row: BookingRow, from: VisitSlot): string {
  return `Job ${row.bookingId} moved by the customer: now ${slotText(newSlotOf(row))} (was ${slotText(from)}). ${row.name}, ${row.phone}.`;
}

/** To the admins: who moved which visit, from when to when, and who is on it. */
export function bookingRescheduledAdminEmail(row: BookingRow, from: VisitSlot) {
  return renderEmail(`Visit moved by customer: ${row.bookingId}`, [
    `${row.name} moved the visit of booking ${row.bookingId} to ${slotText(newSlotOf(row))}.`,
    `Before, it was: ${slotText(from)}.`,
    row.technicianId !== null
      ? `Technician: ${row.technicianName ?? 'assigned'} (told of the new time).`
      : 'No technician is assigned yet.',
    summaryLines(row),
  ]);
}
