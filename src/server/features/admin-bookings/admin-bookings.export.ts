import { collectedPayment } from '../../../shared/booking-payment';
import { statusWord } from '../../notifications/words';
import { formatTimeWindow } from '../../../shared/booking-time';
import { csvFilename } from '../../../shared/csv';
import type { CsvColumn } from '../../../shared/csv';
import { paiseToRupees } from '../../../shared/money';
import type { AdminBookingExportQuery } from '../../../shared/schemas/list-query';
import type { Database } from '../../db/client';
import type { BookingRow } from '../../domain/booking-view';
import { csvPagesStream } from '../../lib/csv-stream';
import type { Logger } from '../../lib/logger';
import { bookingPages } from './admin-booking-list.service';

// The booking list as a CSV download, written while it is read (lib/csv-stream.ts).

/** Rows read per query: large enough that 50,000 bookings take 50 short queries. */
export const EXPORT_PAGE_SIZE = 1000;

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** '2026-11-22 09:30': the moment in India, as spreadsheets read a date and time. */
function indiaDateTime(moment: Date): string {
  return new Date(moment.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

export const bookingCsvColumns: readonly CsvColumn<BookingRow>[] = [
  { header: 'Booking ID', value: (b) => b.bookingId },
  { header: 'Made (India time)', value: (b) => indiaDateTime(b.createdAt) },
  { header: 'Status', value: (b) => statusWord('en', b.status) },
  { header: 'Name', value: (b) => b.name },
  { header: 'Phone', value: (b) => b.phone },
  { header: 'E-mail', value: (b) => b.email },
  { header: 'Address', value: (b) => b.address },
  { header: 'City', value: (b) => b.city },
  { header: 'Pincode', value: (b) => b.pincode },
  { header: 'Device', value: (b) => b.deviceModel },
  { header: 'Repairs', value: (b) => b.selectedServicesDetails.map((s) => s.name).join(', ') },
  { header: 'Preferred date', value: (b) => b.preferredDate },
  { header: 'Time window', value: (b) => (b.preferredTime ? formatTimeWindow(b.preferredTime) : null) },
  // A number, not '₹13,948', so that a spreadsheet can add the column up.
  { header: 'Total (₹)', value: (b) => paiseToRupees(b.totalPrice) },
  { header: 'Referral code', value: (b) => b.referralCode },
  { header: 'Technician', value: (b) => b.technicianName },
  // What the technician took at completion, and how far it falls short of the total (issue 33).
  {
    header: 'Payment method',
    value: (b) => (b.paymentMethod ? { cash: 'Cash', upi: 'UPI' }[b.paymentMethod] : null),
  },
  {
    header: 'Collected (₹)',
    value: (b) => (b.amountCollected === null ? null : paiseToRupees(b.amountCollected)),
  },
  { header: 'UPI reference', value: (b) => b.upiReference },
  {
    header: 'Short by (₹)',
    value: (b) => {
      const payment = collectedPayment(b);
      return payment ? paiseToRupees(payment.shortBy) : null;
    },
  },
];

/** bookings-2026-11-22.csv: the India date of the download. */
export function exportFilename(now: Date): string {
  return csvFilename('bookings', now);
}

/** The CSV bytes of every booking the query selects: the byte-order mark and header, then the rows. */
export function bookingsCsvStream(
  db: Database,
  logger: Logger,
  query: AdminBookingExportQuery,
  pageSize = EXPORT_PAGE_SIZE,
): ReadableStream<Uint8Array> {
  return csvPagesStream(bookingPages(db, query, pageSize), bookingCsvColumns, logger, 'booking export');
}
