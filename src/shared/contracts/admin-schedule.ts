import type { BookingStatus } from '../booking-status';
import type { PreferredTimeWindow } from '../booking-time';

// The admin's schedule view (issue 31): the team's days, window by window, and the bookings that hold
// a window in them; the unassigned ones form the queue.

/** One technician's day: the windows they work (none on a day off or on leave). */
export interface ScheduleTechnicianDay {
  date: string;
  windows: PreferredTimeWindow[];
  /** On approved leave that day (then `windows` is empty). */
  onLeave: boolean;
}

/** A technician of the team (not set inactive, still holding the role). */
export interface ScheduleTechnician {
  id: number;
  name: string;
  /** Visits they take in one window. */
  jobsPerWindow: number;
  days: ScheduleTechnicianDay[];
}

/** A booking holding a window in the range (pending, confirmed or in progress). */
export interface ScheduleJob {
  id: string;
  bookingId: string;
  name: string;
  pincode: string;
  city: string;
  lat: number | null;
  lng: number | null;
  deviceModel: string;
  status: BookingStatus;
  /** Null: in the queue (unassigned, or its technician has left the team). */
  technicianId: number | null;
  date: string;
  /** The window it holds (the first of the day when the customer chose none). */
  window: PreferredTimeWindow;
}

export interface AdminScheduleResponse {
  from: string;
  /** The dates of the range, in order. */
  dates: string[];
  /** The bookable windows of a day, in order: the grid's columns. */
  windows: PreferredTimeWindow[];
  team: ScheduleTechnician[];
  jobs: ScheduleJob[];
}

export interface AdminScheduleContract {
  'GET /api/admin/schedule': {
    query: { from: string; days?: string };
    response: AdminScheduleResponse;
  };
}
