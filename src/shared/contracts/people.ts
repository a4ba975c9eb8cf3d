import type { Role } from '../roles';
import type { BookingView } from './bookings';
import type { RevisitOfView } from './door';
import type { WorkshopRecord } from '../schemas/workshop';

// Response shapes of the admin and technician APIs.

/** A row of the admin's user list. E-mail is left out on purpose ('Email hidden for security'). */
export interface AdminUserRow {
  id: string;
  name: string;
  phone: string | null;
  createdAt: string;
  roles: Role[];
}

export interface AdminUserListResponse {
  users: AdminUserRow[];
  /** The next page's cursor, or null on the last page. */
  nextCursor: string | null;
}

/** A job on the technician's list (matched by technician id, never by name). */
export type TechnicianJob = Pick<
  BookingView,
  | 'id'
  | 'bookingId'
  | 'status'
  | 'name'
  | 'phone'
  | 'address'
  | 'city'
  | 'state'
  | 'pincode'
  | 'lat'
  | 'lng'
  | 'deviceModel'
  | 'deviceUnlisted'
  | 'problem'
  | 'preferredDate'
  | 'preferredTime'
  | 'selectedServicesDetails'
  | 'totalPrice'
  | 'createdAt'
  | 'deviceCondition'
  | 'estimate'
  | 'signedOff'
> & {
  /** Wrong start codes have used up the tries: an admin must let the technician try again. */
  startCodeLocked: boolean;
  /** Set once completed: how the customer paid and what was collected (paise). */
  paymentMethod: 'cash' | 'upi' | null;
  amountCollected: number | null;
  completedAt: string | null;
  /** Set when the technician said 'On my way' (ISO), with the arrival it estimated; null otherwise. */
  onTheWayAt: string | null;
  expectedArrivalAt: string | null;
  /** The device taken to the workshop from this job, as its pickup receipt lists it (decision 059). */
  workshop: WorkshopRecord | null;
  /**
   * This job is a linked visit (decision 059): the booking it follows up, and what is still owed on
   * it (paise): a return visit collects the device's repair, unpaid until the device is back.
   */
  revisitOf: (RevisitOfView & { amountDue: number }) | null;
};

export interface TechnicianJobListResponse {
  jobs: TechnicianJob[];
  /** The technician's base location, where the day's round starts; null when none is set. */
  base: { lat: number; lng: number } | null;
}

/** A technician as the admin desk lists them (the assignment dialog too): ordered by name. */
export interface AdminTechnicianRow {
  id: number;
  userId: string;
  name: string;
  phone: string | null;
  email: string | null;
  specialization: string;
  experienceYears: number;
  /** Out of 5.0, or null before the first review. */
  rating: number | null;
  status: 'active' | 'busy' | 'inactive';
  /** Jobs on today's date (India) that are not cancelled. */
  jobsToday: number;
  /** When the list was asked for a date (a booking's day): the jobs on that day. */
  jobsOnDate?: { date: string; count: number };
}

export interface AdminTechnicianListResponse {
  technicians: AdminTechnicianRow[];
}

/** The signed-in technician's own record (settings, and the dashboard's 'Access Issue' check). */
export interface TechnicianSelf {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
  specialization: string;
  status: 'active' | 'busy' | 'inactive';
  /** Where UPI payments go, when configured (UPI_ID, UPI_PAYEE_NAME): the dialog shows a QR code. */
  upi: { id: string; payeeName: string } | null;
}
