import { eq, inArray, sql } from 'drizzle-orm';
import { amountInWords } from '../../shared/amount-in-words';
import type { Invoice, InvoiceLine } from '../../shared/contracts/invoice';
import {
  DEFAULT_GST_RATE,
  DEFAULT_SAC_CODE,
  shareDiscount,
  splitLineTax,
  sumLineTaxes,
  untaxedLine,
} from '../../shared/gst';
import type { GstRate } from '../../shared/gst';
import { gstCodeOf } from '../../shared/indian-states';
import { documentSeries, financialYearOf, formatDocumentNumber } from '../../shared/invoice-number';
import type { DocumentSeries } from '../../shared/invoice-number';
import { placeOfSupply } from '../../shared/place-of-supply';
import { shopDocumentKind } from '../../shared/shop-identity';
import type { ShopIdentity } from '../../shared/shop-identity';
import type { Database } from '../db/client';
import { documentCounters, invoices, repairServices } from '../db/schema/index';
import { AppError } from '../http/app-error';
import type { Transaction } from './booking-lifecycle';
import type { BookingRow } from './booking-view';

// A booking's invoice (issue 33, decision 062): issued in the transaction that completes the booking,
// numbered there, and kept as issued. The tax of each line is taken out of its price at its repair
// service's rate (src/shared/gst.ts); the lines add up to the booking's total.

type InvoiceRow = typeof invoices.$inferSelect;

/**
 * The next number of a series in a financial year. The counter row's lock, held to the end of the
 * issuing transaction, makes concurrent issues wait their turn; a rolled-back issue gives its number
 * back, so the numbers run with no gaps.
 */
export async function takeNextNumber(
  tx: Transaction,
  series: DocumentSeries,
  financialYear: string,
): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.financialYear],
      set: { lastNumber: sql`${documentCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentCounters.lastNumber });
  return row!.lastNumber;
}

/** Each line's SAC code and GST rate: its repair service's; described work and lost services take the defaults. */
async function taxCodesOf(tx: Transaction, row: BookingRow) {
  const ids = row.selectedServicesDetails.map((line) => line.id).filter((id) => id > 0);
  const services =
    ids.length === 0
      ? []
      : await tx
          .select({ id: repairServices.id, sacCode: repairServices.sacCode, gstRate: repairServices.gstRate })
          .from(repairServices)
          .where(inArray(repairServices.id, ids));
  const byId = new Map(services.map((service) => [service.id, service]));
  return row.selectedServicesDetails.map((line) => ({
    sacCode: byId.get(line.id)?.sacCode ?? DEFAULT_SAC_CODE,
    rate: byId.get(line.id)?.gstRate ?? DEFAULT_GST_RATE,
  }));
}

/** The invoice's lines: each price less its share of the discount, then its tax taken out. */
function invoiceLines(
  row: BookingRow,
  codes: { sacCode: string; rate: GstRate }[],
  taxed: boolean,
  intraState: boolean,
): InvoiceLine[] {
  const details = row.selectedServicesDetails;
  const prices = details.map((line) => line.priceAmount);
  const subtotal = prices.reduce((sum, price) => sum + price, 0);
  // The discount as the total shows it, so the lines always add up to what the customer pays.
  const discounts = shareDiscount(prices, subtotal - row.totalPrice);
  const lines = details.map((line, i) => {
    const gross = prices[i]! - discounts[i]!;
    const tax = taxed
      ? splitLineTax(gross, codes[i]!.rate, intraState ? 'intra_state' : 'inter_state')
      : untaxedLine(gross);
    return {
      name: line.name,
      sacCode: codes[i]!.sacCode,
      price: prices[i]!,
      discount: discounts[i]!,
      ...tax,
    };
  });
  // A total above the lines' prices (no booking is written so): the rest is a line of its own.
  if (row.totalPrice > subtotal) {
    const gross = row.totalPrice - subtotal;
    const tax = taxed
      ? splitLineTax(gross, DEFAULT_GST_RATE, intraState ? 'intra_state' : 'inter_state')
      : untaxedLine(gross);
    lines.push({ name: 'Other charges', sacCode: DEFAULT_SAC_CODE, price: gross, discount: 0, ...tax });
  }
  return lines;
}

/**
 * Issues the invoice of a booking just completed, inside the completing transaction. A booking keeps
 * its first invoice when it is completed again after being moved back; a booking with nothing to pay
 * (a free revisit) has none.
 */
export async function issueInvoice(
  tx: Transaction,
  row: BookingRow,
  shop: ShopIdentity,
  now: Date,
): Promise<void> {
  if (row.totalPrice === 0) return;
  const [existing] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.bookingId, row.id));
  if (existing) return;
  const kind = shopDocumentKind(shop);
  const place = placeOfSupply(row, shop.state);
  const lines = invoiceLines(
    row,
    await taxCodesOf(tx, row),
    kind === 'tax_invoice',
    place.state === shop.state,
  );
  const totals = sumLineTaxes(lines);
  const financialYear = financialYearOf(now);
  const sequence = await takeNextNumber(tx, documentSeries.invoice, financialYear);
  await tx.insert(invoices).values({
    bookingId: row.id,
    number: formatDocumentNumber(documentSeries.invoice, financialYear, sequence),
    financialYear,
    sequence,
    kind,
    issuedAt: now,
    shop: {
      legalName: shop.legalName,
      address: shop.address,
      state: shop.state,
      stateCode: shop.stateCode,
      gstin: shop.gstin,
    },
    customer: {
      name: row.name,
      address: row.address,
      city: row.city,
      state: row.state,
      pincode: row.pincode,
    },
    placeOfSupply: place.state,
    lines,
    total: totals.gross,
    taxableValue: totals.taxable,
    cgst: totals.cgst,
    sgst: totals.sgst,
    igst: totals.igst,
    paymentMethod: row.paymentMethod,
  });
}

function toInvoice(invoice: InvoiceRow, row: Pick<BookingRow, 'bookingId' | 'deviceModel'>): Invoice {
  return {
    number: invoice.number,
    kind: invoice.kind,
    issuedAt: invoice.issuedAt.toISOString(),
    bookingId: row.bookingId,
    device: row.deviceModel,
    shop: invoice.shop,
    customer: invoice.customer,
    placeOfSupply: { state: invoice.placeOfSupply, stateCode: gstCodeOf(invoice.placeOfSupply) },
    lines: invoice.lines,
    total: invoice.total,
    taxableValue: invoice.taxableValue,
    cgst: invoice.cgst,
    sgst: invoice.sgst,
    igst: invoice.igst,
    amountInWords: amountInWords(invoice.total),
    paymentMethod: invoice.paymentMethod,
  };
}

/** A booking's invoice; a booking without one answers why, in the one error shape. */
export async function invoiceOf(db: Pick<Database, 'select'>, row: BookingRow): Promise<Invoice> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.bookingId, row.id));
  if (invoice) return toInvoice(invoice, row);
  if (row.status !== 'completed') {
    throw new AppError('INVOICE_NOT_READY', 'The invoice is ready once the repair is completed.');
  }
  // Nothing was charged (a free revisit), or it was completed before invoices were issued.
  throw new AppError('NO_INVOICE', 'This booking has no invoice. Please call us if you need a bill for it.');
}
