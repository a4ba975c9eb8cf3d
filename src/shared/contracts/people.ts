import type { Role } from '../roles';
import type { BookingView } from './bookings';

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
  | 'problem'
  | 'preferredDate'
  | 'preferredTime'
  | 'selectedServicesDetails'
  | 'totalPrice'
  | 'createdAt'
>;

export interface TechnicianJobListResponse {
  jobs: TechnicianJob[];
}
