import type { RescheduleInput } from '../schemas/reschedule';
import type { BookingStatus } from '../booking-status';
import type { Language } from '../languages';
import type { RecordedCondition } from '../schemas/device-condition';
import type { EstimateView, RevisitOfView, WorkshopView } from './door';
import type { SignedOff } from './bookings';
import type { BookedService, BookingTimelineStep, OnTheWay, RescheduleState } from './bookings';

// A booking as its tracking link shows it to anyone holding the link (spec decision 18): its status
// and progress, who is coming and the start code, but never the address, e-mail or full phone.

export interface TrackedBooking extends RescheduleState {
  /** Readable id: BK-YYYYMMDD-XXXX. */
  bookingId: string;
  status: BookingStatus;
  /** The customer's first name, for the greeting. */
  customerFirstName: string;
  /** The last 4 digits of the booking's phone, the rest hidden: '•••••• 3210'. */
  maskedPhone: string;
  deviceModel: string;
  selectedServicesDetails: BookedService[];
  /** Paise off for a referral code (0 without one); the code itself, someone else's, is not shown. */
  referralDiscount: number;
  /** Paise, after the referral discount. */
  totalPrice: number;
  /** The language the booking was made in: its messages' language, and the page's without a language path. */
  language: Language;
  /** 'YYYY-MM-DD' (India) or null. */
  preferredDate: string | null;
  preferredTime: string | null;
  /** The assigned technician's first name, once there is one. */
  technicianFirstName: string | null;
  /** As on the customer's dashboard: shown while the booking is confirmed with a technician. */
  startCode: string | null;
  canCancel: boolean;
  cancellableUntil: string | null;
  /** Whether the warranty card is ready (the repair is completed). */
  hasWarranty: boolean;
  /** The technician is on the way to the confirmed visit: 'On the way, about 25 minutes'; else null. */
  onTheWay: OnTheWay | null;
  /** The device's state as the technician found it before work began, once recorded. */
  deviceCondition: RecordedCondition | null;
  /** The latest revised price from the door (decision 056), pending or answered; null when none. */
  estimate: EstimateView | null;
  /** The customer confirmed the completed repair (decision 057); null until then. */
  signedOff: SignedOff | null;
  /** The device at the workshop: its pickup receipt and return visit (decision 059). */
  workshop: WorkshopView | null;
  /** This is a linked visit: the booking it follows up (decision 059). */
  revisitOf: RevisitOfView | null;
  /** The invoice issued with its completion (decision 062); null while there is none. */
  invoiceNumber: string | null;
  createdAt: string;
  timeline: BookingTimelineStep[];
}

export interface TrackedBookingResponse {
  booking: TrackedBooking;
}

/** A booking followed by its tracking link (spec decision 18). */
export interface TrackingContract {
  'GET /api/track/:token': { response: TrackedBookingResponse };
  'POST /api/track/:token/cancel': { response: TrackedBookingResponse };
  'POST /api/track/:token/reschedule': { body: RescheduleInput; response: TrackedBookingResponse };
}
