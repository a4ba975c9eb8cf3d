import type { RepairTranslations } from '../repair-names';

// The warranty card of a completed repair: what was repaired, when, and until when each repair is
// covered (its warranty days, as priced when the booking was made, counted from the completion date).

export interface WarrantyRepair {
  name: string;
  /** The repair service's slug, which names it in the reader's language; absent on older bookings. */
  slug?: string;
  /** Its Hindi and Odia names when it was booked. */
  translations?: RepairTranslations;
  warrantyDays: number;
  /** 'YYYY-MM-DD' (India): the last day this repair is covered. */
  validUntil: string;
}

export interface WarrantyCard {
  /** Readable booking id: the warranty reference (BK-YYYYMMDD-XXXX). */
  bookingId: string;
  customerName: string;
  device: string;
  repairs: WarrantyRepair[];
  /** 'YYYY-MM-DD' (India): the day the repair was completed. */
  completedOn: string;
  /** 'YYYY-MM-DD' (India): the latest of the repairs' last covered days. */
  validUntil: string;
  /** Who did the repair, if recorded. */
  technicianName: string | null;
}

export interface WarrantyCardResponse {
  warranty: WarrantyCard;
}

/** The card for its signed-in customer and through its tracking link; the PDFs are links, not calls. */
export interface WarrantyContract {
  'GET /api/bookings/:id/warranty': { response: WarrantyCardResponse };
  'GET /api/track/:token/warranty': { response: WarrantyCardResponse };
}
