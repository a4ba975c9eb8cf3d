import type { BookingStatus } from '../booking-status';
import type { BookingView } from './bookings';

// Response shapes of the admin's booking desk.

/** A row of the admin's booking list. */
export type AdminBookingRow = Pick<
  BookingView,
  | 'id'
  | 'bookingId'
  | 'status'
  | 'name'
  | 'phone'
  | 'email'
  | 'city'
  | 'pincode'
  | 'deviceModel'
  | 'deviceUnlisted'
  | 'preferredDate'
  | 'preferredTime'
  | 'totalPrice'
  | 'technicianName'
  | 'createdAt'
  | 'lat'
  | 'lng'
> & { technicianId: number | null };

export interface AdminBookingListResponse {
  bookings: AdminBookingRow[];
  nextCursor: string | null;
}

/**
 * One change in a booking's history: who moved it, when, from where to where, and why. A
 * 'rescheduled' event keeps the status (from = to) and says the visit's old and new slot.
 */
export interface BookingEventView {
  id: number;
  /** on_the_way: the technician set off; not_available: the customer was not at the address. */
  kind: 'status' | 'rescheduled' | 'on_the_way' | 'not_available';
  /**
   * For 'rescheduled': the visit's date ('YYYY-MM-DD') and window before and after; for 'on_the_way':
   * the arrival estimate; else null.
   */
  details:
    | { fromDate: string | null; fromTime: string | null; toDate: string; toTime: string | null }
    | { etaMinutes: number; distanceKm: number | null; source: 'routing' | 'distance' | 'none' }
    | null;
  fromStatus: BookingStatus | null;
  toStatus: BookingStatus;
  actorRole: string;
  actorName: string | null;
  reason: string | null;
  createdAt: string;
}

export interface AdminBookingDetail {
  booking: BookingView & {
    technicianId: number | null;
    /** Wrong start codes have locked the job: the desk offers to let the technician try again. */
    startCodeLocked: boolean;
  };
  events: BookingEventView[];
}
