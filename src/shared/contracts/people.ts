import type { Role } from '../roles';

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
export interface TechnicianJob {
  id: string;
  bookingId: string;
  status: string;
  name: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  lat: number | null;
  lng: number | null;
  deviceModel: string;
  problem: string | null;
  preferredDate: string | null;
  preferredTime: string | null;
  selectedServicesDetails: { id: number; name: string; priceAmount: number }[];
  /** Paise. */
  totalPrice: number;
  createdAt: string;
}

export interface TechnicianJobListResponse {
  jobs: TechnicianJob[];
}
