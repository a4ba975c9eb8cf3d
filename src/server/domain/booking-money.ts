import { asc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { BookingMoney } from '../../shared/contracts/booking-money';
import type { Database } from '../db/client';
import { bookingPayments, bookings, creditNotes, invoices } from '../db/schema/index';
import type { ShopIdentity } from '../../shared/shop-identity';
import type { StatusChange, Transaction } from './booking-lifecycle';
import { issueInvoice } from './invoices';
import type { BookingRow } from './booking-view';

// A booking's money (decision 063): the payments and refunds in its ledger, the credit notes against
// its invoice, and what is still due. Rows are only ever added.

type Executor = Pick<Database, 'select'>;

/**
 * What a completion writes of money (decisions 062 and 063), in its transaction: the booking's invoice,
 * and the payment the technician took when this change records one (an admin's completion takes
 * none). Cash stays in the technician's hands until an admin records its handover.
 */
export async function recordCompletionMoney(
  tx: Transaction,
  shop: ShopIdentity,
  row: BookingRow,
  change: Pick<StatusChange, 'actor' | 'now' | 'alsoSet'>,
): Promise<void> {
  await issueInvoice(tx, row, shop, change.now);
  const { paymentMethod, amountCollected, upiReference } = change.alsoSet ?? {};
  if (!paymentMethod || !amountCollected) return;
  await tx.insert(bookingPayments).values({
    bookingId: row.id,
    kind: 'payment',
    method: paymentMethod,
    amount: amountCollected,
    reference: upiReference ?? null,
    recordedBy: change.actor.userId,
    technicianId: row.technicianId,
    recordedAt: change.now,
  });
}

/** Whether a booking has an invoice or a row in its ledger: such a booking is never deleted. */
export async function hasMoneyRecords(db: Executor, bookingId: string): Promise<boolean> {
  const [invoice] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.bookingId, bookingId));
  const [entry] = await db
    .select({ id: bookingPayments.id })
    .from(bookingPayments)
    .where(eq(bookingPayments.bookingId, bookingId))
    .limit(1);
  return Boolean(invoice ?? entry);
}

/** The ledger of one booking, oldest first, with its totals and balance. */
export async function bookingMoneyOf(db: Executor, row: BookingRow): Promise<BookingMoney> {
  const [invoice] = await db
    .select({ id: invoices.id, number: invoices.number, total: invoices.total })
    .from(invoices)
    .where(eq(invoices.bookingId, row.id));
  const notes = invoice
    ? await db
        .select({
          id: creditNotes.id,
          number: creditNotes.number,
          total: creditNotes.total,
          reason: creditNotes.reason,
          issuedAt: creditNotes.issuedAt,
        })
        .from(creditNotes)
        .where(eq(creditNotes.invoiceId, invoice.id))
        .orderBy(asc(creditNotes.id))
    : [];
  const entries = await db
    .select({
      id: bookingPayments.id,
      kind: bookingPayments.kind,
      method: bookingPayments.method,
      amount: bookingPayments.amount,
      reference: bookingPayments.reference,
      note: bookingPayments.note,
      recordedAt: bookingPayments.recordedAt,
    })
    .from(bookingPayments)
    .where(eq(bookingPayments.bookingId, row.id))
    .orderBy(asc(bookingPayments.recordedAt), asc(bookingPayments.id));
  // What the customer owes: the invoice once there is one, the booking's total before that.
  const charged = invoice?.total ?? (row.status === 'cancelled' ? 0 : row.totalPrice);
  const credited = notes.reduce((sum, note) => sum + note.total, 0);
  const paid = entries.filter((e) => e.kind === 'payment').reduce((sum, e) => sum + e.amount, 0);
  const refunded = entries.filter((e) => e.kind === 'refund').reduce((sum, e) => sum + e.amount, 0);
  return {
    invoiceNumber: invoice?.number ?? null,
    charged,
    credited,
    paid,
    refunded,
    balance: charged - credited - (paid - refunded),
    entries: entries.map((e) => ({ ...e, recordedAt: e.recordedAt.toISOString() })),
    creditNotes: notes.map((note) => ({ ...note, issuedAt: note.issuedAt.toISOString() })),
  };
}

/**
 * A booking's balance as `bookingMoneyOf` reckons it, in SQL, for the desk's "still due" filter: the
 * invoice (or the total before one, nothing for a cancelled booking), less its credit notes, less the
 * payments, plus the refunds. Change the two together.
 */
export function balanceDueSql(): SQL {
  return sql`(
    coalesce(
      (select i.total from ${invoices} i where i.booking_id = ${bookings.id}),
      case when ${bookings.status} = 'cancelled' then 0 else ${bookings.totalPrice} end
    )
    - coalesce((select sum(c.total) from ${creditNotes} c join ${invoices} i on i.id = c.invoice_id
        where i.booking_id = ${bookings.id}), 0)
    - coalesce((select sum(case when p.kind = 'payment' then p.amount else -p.amount end)
        from ${bookingPayments} p where p.booking_id = ${bookings.id}), 0)
  )`;
}
