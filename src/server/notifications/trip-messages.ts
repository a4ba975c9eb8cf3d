import { chooseBookingLanguage } from './message-language';
import type { Notification } from './outbox';
import type { BookingMessageContext } from './booking-messages';
import { tokenOf, toCustomer } from './booking-messages';
import type { BookingRow } from './templates/booking-facts';
import { notAvailableEmail, notAvailableSms, onTheWayEmail, onTheWaySms } from './templates/visit-trip';
import type { Arrival } from './templates/visit-trip';
import { revisedEstimateEmail, revisedEstimateSms } from './templates/revised-estimate';
import type { StoredEstimate } from '../db/schema/bookings';

// The messages of a technician's trip (issue 31) and of their work at the door (issue 32), to the
// customer only, in the booking's language.

/** The technician set off: the customer hears who is coming and about when. */
export function onTheWayMessages(
  row: BookingRow,
  arrival: Arrival,
  context: BookingMessageContext,
): Notification[] {
  const language = chooseBookingLanguage(row);
  return toCustomer(
    row,
    'on_the_way',
    onTheWayEmail(row, arrival, context.support, language),
    onTheWaySms(row, arrival, context.support, language),
  );
}

/** The technician could not reach the customer: a tracking link to pick a new window. */
export function notAvailableMessages(
  row: BookingRow,
  context: BookingMessageContext,
  trackUrl: string,
): Notification[] {
  const language = chooseBookingLanguage(row);
  return toCustomer(
    row,
    'customer_not_available',
    notAvailableEmail(row, trackUrl, context.support, language),
    notAvailableSms(row, trackUrl, context.support, language),
    [tokenOf(trackUrl)],
  );
}

/** A revised price at the door: the difference line by line, and a tracking link to answer it. */
export function revisedEstimateMessages(
  row: BookingRow,
  estimate: StoredEstimate,
  context: BookingMessageContext,
  trackUrl: string,
): Notification[] {
  const language = chooseBookingLanguage(row);
  return toCustomer(
    row,
    'revised_estimate',
    revisedEstimateEmail(row, estimate, trackUrl, context.support, language),
    revisedEstimateSms(row, estimate, trackUrl, language),
    [tokenOf(trackUrl)],
  );
}
