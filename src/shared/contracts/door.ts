import type { PhotoStage } from '../schemas/booking-photo';
import type { DeviceConditionInput } from '../schemas/device-condition';
import type { EstimateAnswerWay, EstimateState, RevisedEstimateInput } from '../schemas/revised-estimate';
import type { StartJobInput } from '../schemas/technician-work';
import type { BookingStatus } from '../booking-status';
import type { AdminRevisitInput, RevisitKind } from '../schemas/linked-visit';
import type { AdminBookingDetail } from './admin-bookings';
import type { RescheduleInput } from '../schemas/reschedule';
import type { WorkshopIntakeInput, WorkshopRecord } from '../schemas/workshop';
import type { BookedService, BookingResponse } from './bookings';
import type { TechnicianJob } from './people';
import type { TrackedBooking } from './tracking';
import type { WorkRate } from './work-rates';

// The routes of the work at the customer's door (issue 32), in the endpoint map of `api.ts`.

/**
 * A revised estimate (decision 056) as its customer and technician read it: the lines it proposes,
 * the difference from the booking's, and the totals (paise).
 */
export interface EstimateView {
  status: EstimateState;
  lines: BookedService[];
  added: BookedService[];
  removed: BookedService[];
  previousTotal: number;
  subtotal: number;
  discount: number;
  total: number;
  proposedAt: string;
  answeredAt: string | null;
  answeredBy: EstimateAnswerWay | null;
}

/**
 * A photo of the device at the door (decision 058). Its addresses are signed and short-lived: a page
 * asks for the list again before `expiresAt`, never keeps them.
 */
export interface BookingPhoto {
  id: string;
  stage: PhotoStage;
  url: string;
  thumbUrl: string;
  width: number;
  height: number;
  takenAt: string;
}

export interface BookingPhotos {
  photos: BookingPhoto[];
  /** When the addresses stop working. */
  expiresAt: string;
}

/** A linked visit (decision 059) as the booking it follows up lists it. */
export interface LinkedVisitView {
  bookingId: string;
  kind: RevisitKind;
  status: BookingStatus;
  preferredDate: string | null;
  preferredTime: string | null;
}

/**
 * A device at the workshop (decision 059): its pickup receipt's record (on a tracking link the
 * technician's first name only) and the visit that brings it back, once booked.
 */
export interface WorkshopView extends WorkshopRecord {
  returnVisit: LinkedVisitView | null;
}

/** The booking a linked visit follows up, and why. */
export interface RevisitOfView {
  bookingId: string;
  kind: RevisitKind;
}

export interface DoorContract {
  /** Needs workshop: the technician takes the device with a pickup receipt. */
  'POST /api/technician/jobs/:id/workshop': { body: WorkshopIntakeInput; response: { job: TechnicianJob } };
  /** The customer picks the window of the visit that brings a ready device back. */
  'POST /api/track/:token/return-visit': { body: RescheduleInput; response: { booking: TrackedBooking } };
  'POST /api/bookings/:id/return-visit': { body: RescheduleInput; response: BookingResponse };
  /** An admin books a visit linked to this booking: its answer is the new visit. */
  'POST /api/admin/bookings/:id/revisit': {
    body: AdminRevisitInput;
    response: { booking: AdminBookingDetail['booking'] };
  };
  'PUT /api/technician/jobs/:id/condition': { body: DeviceConditionInput; response: { job: TechnicianJob } };
  /**
   * The repairs the job's device offers, at the catalogue's prices, for a revised estimate, and the
   * rates for work the catalogue does not list (decision 060).
   */
  'GET /api/technician/jobs/:id/repairs': {
    response: {
      repairs: BookedService[];
      rates: WorkRate[];
      /** The inspection visit's fee (decision 018), for closing after a declined price; null when none. */
      visitFee: number | null;
    };
  };
  'POST /api/technician/jobs/:id/estimate': { body: RevisedEstimateInput; response: { job: TechnicianJob } };
  /** The customer approves in person, on the technician's phone, with their start code. */
  'POST /api/technician/jobs/:id/estimate/approve': {
    body: StartJobInput;
    response: { job: TechnicianJob };
  };
  /** The customer confirms the completed repair in person, with their start code (decision 057). */
  'POST /api/technician/jobs/:id/sign-off': { body: StartJobInput; response: { job: TechnicianJob } };
  'GET /api/technician/jobs/:id/photos': { response: BookingPhotos };
  /** A multipart form: `photo` (a JPEG, PNG or WebP file) and `stage` (before or after). */
  'POST /api/technician/jobs/:id/photos': { body: FormData; response: BookingPhotos };
  'DELETE /api/technician/jobs/:id/photos/:photoId': { response: BookingPhotos };
  'GET /api/track/:token/photos': { response: BookingPhotos };
  'GET /api/bookings/:id/photos': { response: BookingPhotos };
  'GET /api/admin/bookings/:id/photos': { response: BookingPhotos };
  'POST /api/track/:token/sign-off': { response: { booking: TrackedBooking } };
  'GET /api/track/:token/estimate': { response: { estimate: EstimateView | null } };
  'POST /api/track/:token/estimate/approve': { response: { estimate: EstimateView | null } };
  'POST /api/track/:token/estimate/decline': { response: { estimate: EstimateView | null } };
  /** The same answers, and the sign-off, in the customer's account. */
  'POST /api/bookings/:id/estimate/approve': { response: BookingResponse };
  'POST /api/bookings/:id/estimate/decline': { response: BookingResponse };
  'POST /api/bookings/:id/sign-off': { response: BookingResponse };
}
