import type { EstimateAnswerWay } from '../schemas/revised-estimate';
import type { BookingStatus } from '../booking-status';
import type { BookingView } from './bookings';
import type { CollectedPayment } from '../booking-payment';

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
> & {
  technicianId: number | null;
  /** While the device is at the workshop (decision 059): when it was taken (ISO); else null. */
  atWorkshopSince: string | null;
  /** What the technician took at completion, and how far it falls short of the total; else null. */
  payment: CollectedPayment | null;
};

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
  /**
   * on_the_way: the technician set off; not_available: the customer was not at the address; estimate,
   * estimate_approved, estimate_declined: a new price sent from the door and its answer (decision 056).
   */
  kind:
    | 'status'
    | 'rescheduled'
    | 'on_the_way'
    | 'not_available'
    | 'estimate'
    | 'estimate_approved'
    | 'estimate_declined'
    | 'signed_off';
  /**
   * For 'rescheduled': the visit's date ('YYYY-MM-DD') and window before and after; for 'on_the_way':
   * the arrival estimate; else null.
   */
  details:
    | { fromDate: string | null; fromTime: string | null; toDate: string; toTime: string | null }
    | { etaMinutes: number; distanceKm: number | null; source: 'routing' | 'distance' | 'none' }
    | { previousTotal: number; total: number; answeredBy?: EstimateAnswerWay; network?: string }
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
    payment: CollectedPayment | null;
  };
  events: BookingEventView[];
}

/**
 * Why a technician is not eligible for a booking (issue 31, dispatch): on approved leave that day,
 * not working the booking's window that weekday, not serving its pincode, or with no place left in
 * the window. The assignment refuses them (409 TECHNICIAN_UNAVAILABLE with this `reason`) unless the
 * admin gives a reason for the override.
 */
export const unavailableReasons = ['leave', 'hours', 'area', 'busy'] as const;
export type UnavailableReason = (typeof unavailableReasons)[number];

/** How far a technician would travel: from their previous job that day, or else from their base. */
export interface DispatchDistance {
  km: number;
  from: 'previous_job' | 'base';
}

/** A technician of the team judged for one booking's date and window. */
export interface DispatchCandidate {
  id: number;
  name: string;
  /** Free, works the window, serves the pincode and is not on leave. */
  eligible: boolean;
  /** The rules broken, most telling first (empty when eligible). */
  unavailable: UnavailableReason[];
  /** Has a place left in the booking's window (the booking itself not counted). */
  free: boolean;
  placesLeft: number;
  jobsPerWindow: number;
  /** Works the window on that weekday. */
  works: boolean;
  /** Serves the booking's pincode. */
  serves: boolean;
  onLeave: boolean;
  /** Bookings holding a window with them that day (the booking itself not counted). */
  jobsThatDay: number;
  /** Null when the booking or the technician has no known location. */
  distance: DispatchDistance | null;
}

export interface AdminBookingCandidatesResponse {
  /** The booking's date and held window (the first of the day when it chose none); date null: none chosen. */
  date: string | null;
  window: string;
  pincode: string;
  /** Ranked: eligible first, then fewest jobs that day, then nearest, then name. */
  candidates: DispatchCandidate[];
}

/** The dispatch's read (issue 31); its write is the assign route, with `overrideReason`. */
export interface DispatchContract {
  'GET /api/admin/bookings/:id/candidates': { response: AdminBookingCandidatesResponse };
}
