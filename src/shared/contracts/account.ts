import type { CustomerMessageTemplate } from '../customer-messages';

// Response shapes of the customer's own account pages: the offer of an earlier booking's details, and
// the messages sent to them.

/**
 * An earlier booking whose name and address may fill an empty profile. Only enough to recognise it:
 * the booking matched one of the account's verified e-mails or phone, and nothing more is shown.
 */
export interface BookingDetailsOffer {
  /** The readable id, BK-YYYYMMDD-XXXX. */
  bookingId: string;
  /** When it was made (ISO). */
  bookedAt: string;
  name: string;
  city: string;
}

export interface BookingDetailsOfferResponse {
  offer: BookingDetailsOffer | null;
}

/** One e-mail or text sent to the customer, as their notifications page lists it. */
export interface CustomerNotification {
  id: number;
  channel: 'email' | 'sms';
  template: CustomerMessageTemplate;
  /** E-mails only. */
  subject: string | null;
  /** The plain-text body (never the HTML). */
  text: string;
  /** Where it went: one of the customer's own addresses or numbers. */
  to: string;
  /** When it was written (ISO). */
  createdAt: string;
  /** The booking it is about; `id` only when the customer can open that booking. */
  booking: { id: string | null; bookingId: string } | null;
}

export interface NotificationListResponse {
  notifications: CustomerNotification[];
  /** The next (older) page, or null at the end. */
  nextCursor: string | null;
}
