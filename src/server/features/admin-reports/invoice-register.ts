import { and, asc, eq, gt, gte, lt, or } from 'drizzle-orm';
import { addDays } from '../../../shared/booking-time';
import { csvFilename } from '../../../shared/csv';
import type { CsvColumn } from '../../../shared/csv';
import { gstCodeOf } from '../../../shared/indian-states';
import { paiseToRupees } from '../../../shared/money';
import type { Database } from '../../db/client';
import { bookings, creditNotes, invoices } from '../../db/schema/index';
import { csvPagesStream } from '../../lib/csv-stream';
import type { Logger } from '../../lib/logger';

// The invoice register as a CSV an accountant's software imports (issue 33): every invoice issued in
// the range, then every credit note (its amounts below zero, naming the invoice it reduces), one row
// each, in rupees with paise. Written a page at a time while the client reads, like the bookings CSV.

export const REGISTER_PAGE_SIZE = 1000;

export interface RegisterRow {
  type: 'Invoice' | 'Credit note';
  number: string;
  issuedAt: Date;
  bookingId: string;
  customer: string;
  placeOfSupply: Parameters<typeof gstCodeOf>[0];
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
  paymentMethod: string | null;
  against: string | null;
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const indiaDay = (moment: Date) => new Date(moment.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
const rupees = (paise: number) => paiseToRupees(paise);

export const registerColumns: readonly CsvColumn<RegisterRow>[] = [
  { header: 'Document type', value: (r) => r.type },
  { header: 'Number', value: (r) => r.number },
  { header: 'Date', value: (r) => indiaDay(r.issuedAt) },
  { header: 'Booking ID', value: (r) => r.bookingId },
  { header: 'Customer', value: (r) => r.customer },
  { header: 'Place of supply', value: (r) => r.placeOfSupply },
  { header: 'State code', value: (r) => gstCodeOf(r.placeOfSupply) },
  { header: 'Taxable value (₹)', value: (r) => rupees(r.taxable) },
  { header: 'CGST (₹)', value: (r) => rupees(r.cgst) },
  { header: 'SGST (₹)', value: (r) => rupees(r.sgst) },
  { header: 'IGST (₹)', value: (r) => rupees(r.igst) },
  { header: 'Total (₹)', value: (r) => rupees(r.total) },
  {
    header: 'Payment method',
    value: (r) =>
      r.paymentMethod ? ({ cash: 'Cash', upi: 'UPI' }[r.paymentMethod] ?? r.paymentMethod) : null,
  },
  { header: 'Against invoice', value: (r) => r.against },
];

export const registerFilename = (now: Date) => csvFilename('invoice-register', now);

/** Pages of the register: invoices by date, then credit notes by date, each page after the last. */
async function* registerPages(
  db: Database,
  range: { from: string; to: string },
  pageSize: number,
): AsyncGenerator<RegisterRow[]> {
  const since = new Date(`${range.from}T00:00:00+05:30`);
  const until = new Date(`${addDays(range.to, 1)}T00:00:00+05:30`);
  let after: { at: Date; id: number } | null = null;
  for (;;) {
    const page: { invoice: typeof invoices.$inferSelect; bookingId: string }[] = await db
      .select({ invoice: invoices, bookingId: bookings.bookingId })
      .from(invoices)
      .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
      .where(
        and(
          gte(invoices.issuedAt, since),
          lt(invoices.issuedAt, until),
          after
            ? or(
                gt(invoices.issuedAt, after.at),
                and(eq(invoices.issuedAt, after.at), gt(invoices.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(invoices.issuedAt), asc(invoices.id))
      .limit(pageSize);
    if (page.length === 0) break;
    yield page.map(({ invoice, bookingId }) => ({
      type: 'Invoice' as const,
      number: invoice.number,
      issuedAt: invoice.issuedAt,
      bookingId,
      customer: invoice.customer.name,
      placeOfSupply: invoice.placeOfSupply,
      taxable: invoice.taxableValue,
      cgst: invoice.cgst,
      sgst: invoice.sgst,
      igst: invoice.igst,
      total: invoice.total,
      paymentMethod: invoice.paymentMethod,
      against: null,
    }));
    const last = page.at(-1)!.invoice;
    after = { at: last.issuedAt, id: last.id };
  }
  yield* creditNotePages(db, since, until, pageSize);
}

async function* creditNotePages(
  db: Database,
  since: Date,
  until: Date,
  pageSize: number,
): AsyncGenerator<RegisterRow[]> {
  let afterId = 0;
  for (;;) {
    const page = await db
      .select({ note: creditNotes, invoice: invoices, bookingId: bookings.bookingId })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
      .where(
        and(gte(creditNotes.issuedAt, since), lt(creditNotes.issuedAt, until), gt(creditNotes.id, afterId)),
      )
      .orderBy(asc(creditNotes.id))
      .limit(pageSize);
    if (page.length === 0) return;
    yield page.map(({ note, invoice, bookingId }) => ({
      type: 'Credit note' as const,
      number: note.number,
      issuedAt: note.issuedAt,
      bookingId,
      customer: invoice.customer.name,
      placeOfSupply: invoice.placeOfSupply,
      taxable: -note.taxableValue,
      cgst: -note.cgst,
      sgst: -note.sgst,
      igst: -note.igst,
      total: -note.total,
      paymentMethod: null,
      against: invoice.number,
    }));
    afterId = page.at(-1)!.note.id;
  }
}

/** The register's CSV bytes: the byte-order mark and header, then a page of rows at a time. */
export function invoiceRegisterStream(
  db: Database,
  logger: Logger,
  range: { from: string; to: string },
  pageSize = REGISTER_PAGE_SIZE,
): ReadableStream<Uint8Array> {
  return csvPagesStream(registerPages(db, range, pageSize), registerColumns, logger, 'invoice register');
}
