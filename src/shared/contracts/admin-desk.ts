import type { ShopIdentity } from '../shop-identity';
import type { BookingStatus } from '../booking-status';
import type { AdminBookingRow } from './admin-bookings';
import type { ContactSubmissionView } from './contact';

// Response shapes of the admin's referral payouts and contact inbox.

export interface AdminReferralRow {
  id: number;
  referrerName: string;
  referredName: string | null;
  /** The readable booking id (BK-…), and the booking's own id for its details. */
  bookingId: string;
  bookingUuid: string;
  bookingStatus: string;
  status: 'pending' | 'completed';
  rewardPaid: boolean;
  paymentDate: string | null;
  /** Paise. */
  paymentAmount: number;
  createdAt: string;
}

export interface AdminReferralListResponse {
  referrals: AdminReferralRow[];
  /** Paise: rewards still to come, earned but unpaid, and paid. */
  totals: { pending: number; completedUnpaid: number; paid: number };
}

export interface AdminContactListResponse {
  submissions: ContactSubmissionView[];
}

/** The overview tab: counts, the latest bookings and the figures behind its charts. */
export interface AdminOverview {
  /** The business as its invoices name it (SHOP_*), read-only here. */
  shop: ShopIdentity;
  /** Bookings per status, every status present (0 when none). */
  counts: Record<BookingStatus, number>;
  total: number;
  /** The 5 most recent bookings. */
  recent: AdminBookingRow[];
  /** The last 30 India days, oldest first, today last; days without bookings count 0. */
  bookingsPerDay: { date: string; count: number }[];
  /** The last 12 weeks (Monday to Sunday, India), oldest first: completed bookings' totals, paise. */
  revenuePerWeek: { weekStart: string; amount: number; bookings: number }[];
  /** The 10 most booked devices and repairs (cancelled bookings left out), most first. */
  topDevices: { name: string; count: number }[];
  topRepairs: { name: string; count: number }[];
  /**
   * 'Try This First' answers, all time: how many said it worked and how many said it didn't help.
   * Answers are anonymous, so whether a visitor went on to book is not known.
   */
  guides: { worked: number; didNotHelp: number };
  /**
   * Pending bookings nobody has confirmed within `minutes` working minutes (9:00–19:00 India time):
   * how many, and the longest waiting first (at most 10).
   */
  unconfirmed: { minutes: number; count: number; oldest: AdminBookingRow[] };
  /**
   * Technicians the capacity counts (not inactive, with the technician role): while there are none,
   * every window stays open with no limit (spec decision 21).
   */
  staff: { active: number };
  /** Leave technicians asked for that no admin has decided: how many, the earliest first (at most 5). */
  leaveRequests: { count: number; earliest: WaitingLeaveRow[] };
  /**
   * Confirmed visits whose last attempt found the customer not at the address, with nothing done
   * since (no new window, no new trip, no change of status): how many, the oldest attempt first (at
   * most 10).
   */
  notAvailable: { count: number; visits: MissedVisitRow[] };
}

/** A leave request waiting for an admin's answer, as the overview names it. */
export interface WaitingLeaveRow {
  id: number;
  technicianName: string;
  /** India dates, 'YYYY-MM-DD', both days included. */
  fromDate: string;
  toDate: string;
  /** When it was asked for. */
  createdAt: string;
}

/** A visit where the customer was not available: who to call and what the technician said. */
export interface MissedVisitRow {
  /** The booking's own id, for its details; `bookingId` is the readable BK-… number. */
  id: string;
  bookingId: string;
  name: string;
  phone: string;
  technicianName: string | null;
  /** When the technician recorded it. */
  attemptedAt: string;
  /** The technician's note, or null when they left none. */
  note: string | null;
}

/** A booking on the admin's map: enough to draw and label its marker. */
export interface AdminBookingPoint {
  id: string;
  bookingId: string;
  status: BookingStatus;
  lat: number;
  lng: number;
  name: string;
  city: string;
  deviceModel: string;
  preferredDate: string | null;
  createdAt: string;
}

export interface AdminBookingMapResponse {
  points: AdminBookingPoint[];
  /** More bookings matched than the map draws (the newest are drawn). */
  truncated: boolean;
}

/** What went wrong for people in the last `days` days (decision 033): GET /api/admin/errors. */
export interface AdminErrors {
  days: number;
  /** Browser errors by message and page, most first; `count` weighs sampled reports, `reports` does not. */
  client: { message: string; page: string; count: number; reports: number; lastSeen: string }[];
  clientTotal: number;
  /** Requests that ended in 500, by method and route, most first. */
  server: { method: string; route: string; count: number }[];
  /** 500s in this clock hour (UTC), the last 24 hours and the whole period. */
  serverTotals: { thisHour: number; lastDay: number; week: number };
}
