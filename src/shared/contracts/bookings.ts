import type { EstimateAnswerWay } from '../schemas/revised-estimate';
import type { EstimateView, LinkedVisitView, RevisitOfView, WorkshopView } from './door';
import type { RepairTranslations } from '../repair-names';
import type { Language } from '../languages';
import type { BookingStatus } from '../booking-status';
import type { RecordedCondition } from '../schemas/device-condition';

// Response shapes of the booking, referral and profile APIs. Money is integer paise.

export interface BookedService {
  id: number;
  name: string;
  /** The service's slug, by which pages show its name in the reader's language (older bookings lack it). */
  slug?: string;
  /** Its Hindi and Odia names when it was booked (older bookings and the inspection visit lack them). */
  translations?: RepairTranslations;
  /** Paise, as priced when the booking was made. */
  priceAmount: number;
  /** A repair of a device that is not listed: its price is confirmed after inspection (0 here). */
  priceOnInspection?: boolean;
}

export interface BookingView {
  /** Internal id, used in API paths. */
  id: string;
  /** Readable id shown to people: BK-YYYYMMDD-XXXX. */
  bookingId: string;
  status: BookingStatus;
  name: string;
  email: string;
  /** +91XXXXXXXXXX */
  phone: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  lat: number | null;
  lng: number | null;
  deviceId: number | null;
  deviceModel: string;
  /** 'My device isn't listed': the model as the customer typed it, priced as an inspection visit. */
  deviceUnlisted: boolean;
  problem: string | null;
  /** 'YYYY-MM-DD' (India) or null. */
  preferredDate: string | null;
  /** One of PREFERRED_TIME_WINDOWS or null. */
  preferredTime: string | null;
  selectedIssues: number[];
  selectedIssuesText: string;
  selectedServicesDetails: BookedService[];
  /** Sum of the services, before the discount. */
  subtotal: number;
  referralCode: string | null;
  referralDiscount: number;
  /** What the customer pays: subtotal minus discount. */
  totalPrice: number;
  technicianName: string | null;
  technicianPhone: string | null;
  /**
   * The 4-digit code the customer gives the technician at the door to start the job: shown once a
   * technician is assigned and the booking is confirmed, null before and once the job has started.
   */
  startCode: string | null;
  cancelledAt: string | null;
  cancelledReason: string | null;
  createdAt: string;
  /** Whether the customer may still cancel it (status and the 2-hour notice). */
  canCancel: boolean;
  /** The last moment it may be cancelled online (ISO), or null when no visit date was chosen. */
  cancellableUntil: string | null;
  /** The technician is on the way to the confirmed visit, or null. */
  onTheWay: OnTheWay | null;
  /** The device's state as the technician found it before work began, once recorded. */
  deviceCondition: RecordedCondition | null;
  /** The latest revised price from the door (decision 056), pending or answered; null when none. */
  estimate: EstimateView | null;
  /** The customer confirmed the completed repair's lines and total (decision 057); null until then. */
  signedOff: SignedOff | null;
  /** The device taken to the workshop, with its pickup receipt and return visit (decision 059). */
  workshop: WorkshopView | null;
  /** This is a linked visit: the booking it follows up (decision 059). */
  revisitOf: RevisitOfView | null;
  /** The visits that follow this booking up, oldest first. */
  linkedVisits: LinkedVisitView[];
  /** The invoice issued with its completion (decision 062), by its number; null while there is none. */
  invoiceNumber: string | null;
}

/**
 * When the customer signed off a completed repair, and how: their start code, the tracking link, or
 * their account.
 */
export interface SignedOff {
  at: string;
  by: EstimateAnswerWay;
}

/** 'On the way, about 25 minutes': when the technician set off and when they should arrive. */
export interface OnTheWay {
  at: string;
  expectedArrivalAt: string;
  /** Minutes from the answer's moment to the expected arrival (0 once it has passed). */
  minutes: number;
}

export interface BookingResponse {
  booking: BookingView;
}

/**
 * One step of a booking's life as its customer sees it: the status it reached, the technician setting
 * off, or its visit moved to another date and window (while it had `status`), and when.
 */
export type BookingTimelineStep =
  | { kind: 'status'; status: BookingStatus; at: string }
  /** The technician said 'On my way' (a trip the customer's absence or a new window ended is left out). */
  | { kind: 'on_the_way'; status: BookingStatus; at: string }
  | {
      kind: 'rescheduled';
      status: BookingStatus;
      at: string;
      /** The new visit: 'YYYY-MM-DD' (India) and its window, or null for none. */
      toDate: string;
      toTime: string | null;
    };

/** Whether the visit may be moved online now (status, the 2-hour notice, moves left). */
export interface RescheduleState {
  canReschedule: boolean;
  /** Moves the customer has left of RESCHEDULE_MAX_MOVES. */
  reschedulesLeft: number;
}

/** A booking with its timeline, oldest step first (the owner's details view). */
export interface BookingDetailResponse extends BookingResponse, RescheduleState {
  timeline: BookingTimelineStep[];
}

export interface BookingListResponse {
  bookings: BookingView[];
}

/**
 * Why a referral code gives no discount (decision 007). Before the booker's phone is verified only
 * two answers exist: `not_found` for any code that does not exist, `phone_unverified` for one that
 * does. The others are told only to a booker with a verified phone.
 */
export type ReferralInvalidReason =
  'not_found' | 'phone_unverified' | 'own_code' | 'already_used' | 'not_first_booking';

export interface ReferralValidation {
  valid: boolean;
  reason?: ReferralInvalidReason;
  /** Paise off when valid. */
  discount?: number;
}

/** A phone proved in the booking form: the token goes with the referral check and the booking. */
export interface PhoneProof {
  proof: string;
  /** +91XXXXXXXXXX */
  phone: string;
  /** ISO time after which the phone must be verified again. */
  expiresAt: string;
}

export interface ReferralStats {
  code: string;
  /** {origin}/book?ref=CODE */
  link: string;
  successful: number;
  pending: number;
  /** Paise: REFERRER_REWARD_PAISE per completed referral. */
  earnings: number;
  /** Paise of those earnings already paid out to the referrer. */
  paidOut: number;
}

export interface ProfileView {
  /** Read-only, from the account; null for accounts made by phone. */
  email: string | null;
  fullName: string | null;
  phone: string | null;
  defaultAddress: string | null;
  defaultCity: string | null;
  defaultState: string | null;
  defaultPincode: string | null;
  referralCode: string | null;
  /** The language chosen for the site and messages; null until one is chosen. */
  language: Language | null;
}
