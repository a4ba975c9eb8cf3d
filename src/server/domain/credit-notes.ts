import { asc, eq } from 'drizzle-orm';
import type { InvoiceLine } from '../../shared/contracts/invoice';
import { shareDiscount, splitLineTax, sumLineTaxes, untaxedLine } from '../../shared/gst';
import { documentSeries, financialYearOf, formatDocumentNumber } from '../../shared/invoice-number';
import { creditNotes } from '../db/schema/index';
import type { invoices } from '../db/schema/index';
import type { Transaction } from './booking-lifecycle';
import { takeNextNumber } from './invoices';

// Credit notes (decision 063): a refund against an invoice, numbered in its own series. The amount is
// shared over the invoice's lines in proportion to what is still uncredited on each, and each share
// is taxed as its line was, so a credit note undoes exactly the tax it refunds.

type InvoiceRow = typeof invoices.$inferSelect;

/** What each of the invoice's lines has left to credit, after the credit notes already issued. */
async function uncreditedByLine(tx: Transaction, invoice: InvoiceRow): Promise<number[]> {
  const issued = await tx
    .select({ lines: creditNotes.lines })
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, invoice.id))
    .orderBy(asc(creditNotes.id));
  return invoice.lines.map(
    (line, i) => line.gross - issued.reduce((sum, note) => sum + (note.lines[i]?.gross ?? 0), 0),
  );
}

/**
 * Issues a credit note for `amount` paise against an invoice, inside the caller's transaction (which
 * has locked the booking); the caller has checked the amount is creditable. Answers its id and number.
 */
export async function issueCreditNote(
  tx: Transaction,
  invoice: InvoiceRow,
  credit: { amount: number; reason: string; issuedBy: string },
  now: Date,
): Promise<{ id: number; number: string }> {
  const left = await uncreditedByLine(tx, invoice);
  const shares = shareDiscount(left, credit.amount);
  const taxed = invoice.kind === 'tax_invoice';
  const intraState = invoice.placeOfSupply === invoice.shop.state;
  const lines: InvoiceLine[] = invoice.lines.map((line, i) => {
    const gross = shares[i]!;
    const tax = taxed
      ? splitLineTax(gross, line.rate, intraState ? 'intra_state' : 'inter_state')
      : untaxedLine(gross);
    return { name: line.name, sacCode: line.sacCode, price: gross, discount: 0, ...tax };
  });
  const totals = sumLineTaxes(lines);
  const financialYear = financialYearOf(now);
  const sequence = await takeNextNumber(tx, documentSeries.creditNote, financialYear);
  const number = formatDocumentNumber(documentSeries.creditNote, financialYear, sequence);
  const [row] = await tx
    .insert(creditNotes)
    .values({
      invoiceId: invoice.id,
      number,
      financialYear,
      sequence,
      issuedAt: now,
      reason: credit.reason,
      issuedBy: credit.issuedBy,
      lines,
      total: totals.gross,
      taxableValue: totals.taxable,
      cgst: totals.cgst,
      sgst: totals.sgst,
      igst: totals.igst,
    })
    .returning({ id: creditNotes.id });
  return { id: row!.id, number };
}
