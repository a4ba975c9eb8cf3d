import type { PreferredTimeWindow } from '../booking-time';
import type {
  LeaveDecisionInput,
  LeaveInput,
  LeaveListQuery,
  LeaveStatus,
  TechnicianScheduleInput,
} from '../schemas/technician-schedule';

// Who works when and where, and the places a customer can book (decision 049).

/** A technician's week and area as stored, or the defaults when nothing is set. */
export interface TechnicianSchedule {
  technicianId: number;
  /** Every weekday (1 Monday … 7 Sunday) with the windows worked; a day off has none. */
  week: { weekday: number; windows: PreferredTimeWindow[] }[];
  /** Pincodes and prefixes served; empty: every pincode. */
  pincodes: string[];
  /** True while no week is set: every window on every day. */
  defaultWeek: boolean;
  /** Visits taken in one window (1 unless an admin set more). */
  jobsPerWindow: number;
  /** Where the day starts, for dispatch's distances; null: not set. */
  base: { lat: number; lng: number } | null;
}

export interface LeaveRow {
  id: number;
  technicianId: number;
  fromDate: string;
  toDate: string;
  reason: string;
  status: LeaveStatus;
  requestedByUserId: string | null;
  decidedByUserId: string | null;
  decidedAt: string | null;
  createdAt: string;
}

export interface AvailabilityWindow {
  window: PreferredTimeWindow;
  /** Places left; null while the shop has no technician yet (every window open). */
  places: number | null;
  full: boolean;
}

export interface AvailabilityResponse {
  pincode: string;
  /** The shop has no active technician yet: every window is open. */
  unlimited: boolean;
  /** Whether anyone serves the pincode. */
  served: boolean;
  /** Each date asked for, with its windows still bookable (none for a day past). */
  days: { date: string; windows: AvailabilityWindow[] }[];
}

/**
 * The places of a booking followed by its tracking link (decision 052): the same answer for the
 * booking's pincode, which it does not name, with the booking itself not counted against its window.
 */
export type TrackedAvailabilityResponse = Omit<AvailabilityResponse, 'pincode'>;

/** A leave with whose it is, for the admin's list across the team. */
export interface TeamLeaveRow extends LeaveRow {
  technicianName: string;
}

type ScheduleAnswer = { schedule: TechnicianSchedule };
type LeaveAnswer = { leave: LeaveRow };
type LeaveListAnswer = { leave: LeaveRow[] };

export interface ScheduleContract {
  'GET /api/availability': {
    query: { pincode: string; from: string; days?: string };
    response: AvailabilityResponse;
  };
  /** The places at the booking's pincode, the booking itself not counted (decision 052). */
  'GET /api/track/:token/availability': {
    query: { from: string; days?: string };
    response: TrackedAvailabilityResponse;
  };
  'GET /api/admin/technicians/:id/schedule': { response: ScheduleAnswer };
  'PUT /api/admin/technicians/:id/schedule': { body: TechnicianScheduleInput; response: ScheduleAnswer };
  'GET /api/admin/technicians/:id/leave': { response: LeaveListAnswer };
  /** Leave an admin enters is approved at once. */
  'POST /api/admin/technicians/:id/leave': { body: LeaveInput; response: LeaveAnswer };
  /** Leave across the team by status (the requests waiting unless asked otherwise), earliest first. */
  'GET /api/admin/leave': { query: LeaveListQuery; response: { leave: TeamLeaveRow[] } };
  'POST /api/admin/leave/:id/decision': { body: LeaveDecisionInput; response: LeaveAnswer };
  'GET /api/technician/leave': { response: LeaveListAnswer };
  /** The technician's own request: it waits for an admin's decision. */
  'POST /api/technician/leave': { body: LeaveInput; response: LeaveAnswer };
}
