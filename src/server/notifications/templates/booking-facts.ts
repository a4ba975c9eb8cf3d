import { formatVisitSlot } from '../../../shared/booking-time';
import { formatRupees } from '../../../shared/money';
import type { bookings } from '../../db/schema/index';

export type BookingRow = typeof bookings.$inferSelect;

/** Where customers reach support, named in every customer message. */
export interface SupportContacts {
  publicOrigin: string;
  supportEmail: string;
  supportPhone: string;
}

export function visitLine(row: Pick<BookingRow, 'preferredDate' | 'preferredTime'>): string {
  if (!row.preferredDate) return 'Preferred visit: we will call you to agree a time.';
  return `Preferred visit: ${formatVisitSlot(row.preferredDate, row.preferredTime)}`;
}

/** A booked repair's price: rupees, or for a device that is not listed, confirmed at the door. */
export function servicePriceText(service: { priceAmount: number; priceOnInspection?: boolean }): string {
  return service.priceOnInspection ? 'price confirmed after inspection' : formatRupees(service.priceAmount);
}

/** The booking's facts, as the lines of a message. */
export function summaryLines(row: BookingRow): string[] {
  return [
    `Booking ID: ${row.bookingId}`,
    `Device: ${row.deviceModel}${row.deviceUnlisted ? ' (not listed: repair prices confirmed after inspection)' : ''}`,
    ...row.selectedServicesDetails.map((s) => `${s.name}: ${servicePriceText(s)}`),
    ...(row.referralDiscount > 0 ? [`Referral discount: -${formatRupees(row.referralDiscount)}`] : []),
    `Total: ${formatRupees(row.totalPrice)}`,
    `Address: ${row.address}, ${row.city}, ${row.state} ${row.pincode}`,
    visitLine(row),
  ];
}

export function helpLine(support: SupportContacts): string {
  return `Questions? Call ${support.supportPhone} (8am to 8pm, 7 days a week) or write to ${support.supportEmail}.`;
}
