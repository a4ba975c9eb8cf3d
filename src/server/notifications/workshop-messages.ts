import { chooseBookingLanguage } from './message-language';
import type { Notification } from './outbox';
import { tokenOf, toCustomer } from './booking-messages';
import type { BookingRow, SupportContacts } from './templates/booking-facts';
import {
  pickupReceiptEmail,
  pickupReceiptSms,
  readyForReturnEmail,
  readyForReturnSms,
} from './templates/workshop';

/**
 * A device at the workshop (decision 059): the pickup receipt when it is taken (`at_workshop`), the
 * call to pick a return window once it is ready (`ready_for_return`); each with a fresh tracking link.
 */
export function workshopMessages(
  row: BookingRow,
  trackUrl: string,
  support: SupportContacts,
): Notification[] {
  const language = chooseBookingLanguage(row);
  if (row.status === 'at_workshop') {
    return toCustomer(
      row,
      'pickup_receipt',
      pickupReceiptEmail(row, trackUrl, support, language),
      pickupReceiptSms(row, trackUrl, language),
      [tokenOf(trackUrl)],
    );
  }
  return toCustomer(
    row,
    'ready_for_return',
    readyForReturnEmail(row, trackUrl, support, language),
    readyForReturnSms(row, trackUrl, language),
    [tokenOf(trackUrl)],
  );
}
