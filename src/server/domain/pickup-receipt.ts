import { AppError } from '../http/app-error';
import type { PickupReceipt, PickupReceiptPdfOptions } from '../lib/pickup-receipt-pdf';
import { APP_NAME } from '../notifications/templates/layout';
import type { BookingRow } from './booking-view';
import { firstName } from './booking-view';

// A device's pickup receipt (decision 059): written when the technician takes it to the workshop,
// read by its customer (signed in or through the tracking link) and by admins.

/** The receipt of a booking whose device was taken; a 404 for one that never went to the workshop. */
export function pickupReceiptOf(row: BookingRow, options: { firstNamesOnly?: boolean } = {}): PickupReceipt {
  if (!row.workshop) throw new AppError('NOT_FOUND', 'This booking has no pickup receipt.');
  // A tracking link names people by their first names only (spec decision 18).
  const name = (full: string) => (options.firstNamesOnly ? (firstName(full) ?? '') : full);
  return {
    bookingId: row.bookingId,
    customerName: name(row.name),
    device: row.deviceModel,
    condition: row.deviceCondition,
    workshop: { ...row.workshop, takenBy: name(row.workshop.takenBy) },
  };
}

/** What the receipt prints of the business. */
export function pickupReceiptOptionsOf(site: {
  siteConfig: { supportPhone: string; supportEmail: string };
}): PickupReceiptPdfOptions {
  return {
    siteName: APP_NAME,
    supportPhone: site.siteConfig.supportPhone,
    supportEmail: site.siteConfig.supportEmail,
  };
}
