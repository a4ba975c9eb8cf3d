import { formatVisitSlot } from '../../../shared/booking-time';
import type { Language } from '../../../shared/languages';
import { formatRupees } from '../../../shared/money';
import type { bookings } from '../../db/schema/index';
import { say } from '../words';
import { repairNameIn } from '../../../shared/repair-names';

export type BookingRow = typeof bookings.$inferSelect;

/** Where customers reach support, named in every customer message. */
export interface SupportContacts {
  publicOrigin: string;
  supportEmail: string;
  supportPhone: string;
}

/** The visit's date and window in the reader's language, or null when none was chosen. */
export function visitSlotText(
  row: Pick<BookingRow, 'preferredDate' | 'preferredTime'>,
  language: Language,
): string | null {
  return row.preferredDate ? formatVisitSlot(row.preferredDate, row.preferredTime, language) : null;
}

export function visitLine(
  row: Pick<BookingRow, 'preferredDate' | 'preferredTime'>,
  language: Language,
): string {
  const slot = visitSlotText(row, language);
  return say(language, 'facts.visit', { hasSlot: slot !== null, slot });
}

/** A booked repair's price: rupees, or for a device that is not listed, confirmed at the door. */
export function servicePriceText(
  service: { priceAmount: number; priceOnInspection?: boolean },
  language: Language,
): string {
  return service.priceOnInspection
    ? say(language, 'facts.priceOnInspection')
    : formatRupees(service.priceAmount);
}

/** The booking's facts, as the lines of a message, the repairs named in the message's language. */
export function summaryLines(row: BookingRow, language: Language): string[] {
  return [
    say(language, 'facts.bookingId', { id: row.bookingId }),
    say(language, 'facts.device', { device: row.deviceModel, unlisted: row.deviceUnlisted }),
    ...row.selectedServicesDetails.map(
      (s) => `${repairNameIn(language, s)}: ${servicePriceText(s, language)}`,
    ),
    ...(row.referralDiscount > 0
      ? [say(language, 'facts.referralDiscount', { amount: formatRupees(row.referralDiscount) })]
      : []),
    say(language, 'facts.total', { amount: formatRupees(row.totalPrice) }),
    say(language, 'facts.address', {
      address: `${row.address}, ${row.city}, ${row.state} ${row.pincode}`,
    }),
    visitLine(row, language),
  ];
}

export function helpLine(support: SupportContacts, language: Language): string {
  return say(language, 'facts.help', { phone: support.supportPhone, email: support.supportEmail });
}
