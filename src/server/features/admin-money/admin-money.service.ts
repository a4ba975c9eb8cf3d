import { eq } from 'drizzle-orm';
import type { BookingMoney } from '../../../shared/contracts/booking-money';
import { fieldError } from '../../../shared/field-error';
import { formatRupees, rupeesToPaise } from '../../../shared/money';
import type { laterPaymentSchema, refundSchema } from '../../../shared/schemas/booking-money';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { bookingPayments, bookings, invoices } from '../../db/schema/index';
import { withAdminAudit } from '../../domain/admin-audit';
import type { AdminAuthor } from '../../domain/admin-audit';
import { isBookingUuid } from '../../domain/booking-ownership';
import { lockBooking } from '../../domain/booking-lifecycle';
import { bookingMoneyOf } from '../../domain/booking-money';
import { issueCreditNote } from '../../domain/credit-notes';
import { AppError } from '../../http/app-error';

// What an admin does with a booking's money after the visit (decision 063): reads its ledger, records
// a later payment, or refunds, which issues a credit note. Each write locks the booking, so two
// admins cannot take the same balance twice, and is audited.

const notFound = () => new AppError('NOT_FOUND', 'Booking not found');

/** A booking's ledger and balance. */
export async function getBookingMoney(db: Database, id: string): Promise<BookingMoney> {
  if (!isBookingUuid(id)) throw notFound();
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw notFound();
  return bookingMoneyOf(db, row);
}

/** A payment after the visit: never more than is still due. */
export async function recordLaterPayment(
  db: Database,
  admin: AdminAuthor,
  id: string,
  input: z.output<typeof laterPaymentSchema>,
): Promise<BookingMoney> {
  if (!isBookingUuid(id)) throw notFound();
  const amount = rupeesToPaise(input.amount);
  return db.transaction(async (tx) => {
    const row = await lockBooking(tx, id);
    const { balance } = await bookingMoneyOf(tx, row);
    if (balance <= 0) throw new AppError('NOTHING_DUE', 'Nothing is due on this booking.');
    if (amount > balance) {
      throw new AppError('PAYMENT_TOO_LARGE', `Only ${formatRupees(balance)} is due on this booking.`, {
        amount: fieldError('paymentTooLarge', { due: formatRupees(balance) }),
      });
    }
    await withAdminAudit(
      tx,
      admin,
      () =>
        tx.insert(bookingPayments).values({
          bookingId: row.id,
          kind: 'payment',
          method: input.method,
          amount,
          reference: input.reference ?? null,
          note: input.note ?? null,
          recordedBy: admin.id,
          recordedAt: admin.now,
        }),
      () => ({
        action: 'booking.payment_recorded',
        subjectType: 'booking',
        subjectId: row.bookingId,
        details: { amount, method: input.method },
      }),
    );
    return bookingMoneyOf(tx, row);
  });
}

/**
 * A refund: money paid back (never more than was paid) and a credit note for it against the invoice
 * (never more than is left on it), in one transaction.
 */
export async function refundBooking(
  db: Database,
  admin: AdminAuthor,
  id: string,
  input: z.output<typeof refundSchema>,
): Promise<BookingMoney> {
  if (!isBookingUuid(id)) throw notFound();
  const amount = rupeesToPaise(input.amount);
  return db.transaction(async (tx) => {
    const row = await lockBooking(tx, id);
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.bookingId, row.id));
    if (!invoice) {
      throw new AppError(
        'NO_INVOICE',
        'A refund is made against the invoice, and this booking has none yet.',
      );
    }
    // What was paid and not yet refunded, within what the invoice's credit notes have left of it.
    const { paid, refunded, charged, credited } = await bookingMoneyOf(tx, row);
    const refundable = Math.min(paid - refunded, charged - credited);
    if (amount > refundable && refundable <= 0) {
      throw new AppError('REFUND_TOO_LARGE', 'Nothing can be refunded on this booking.');
    }
    if (amount > refundable) {
      const most = formatRupees(refundable);
      throw new AppError('REFUND_TOO_LARGE', `At most ${most} can be refunded on this booking.`, {
        amount: fieldError('refundTooLarge', { most }),
      });
    }
    await withAdminAudit(
      tx,
      admin,
      async () => {
        const note = await issueCreditNote(
          tx,
          invoice,
          { amount, reason: input.reason, issuedBy: admin.id },
          admin.now,
        );
        await tx.insert(bookingPayments).values({
          bookingId: row.id,
          kind: 'refund',
          method: input.method,
          amount,
          reference: input.reference ?? null,
          note: input.reason,
          recordedBy: admin.id,
          creditNoteId: note.id,
          recordedAt: admin.now,
        });
        return note;
      },
      (note) => ({
        action: 'booking.refunded',
        subjectType: 'booking',
        subjectId: row.bookingId,
        details: { amount, method: input.method, creditNote: note.number, reason: input.reason },
      }),
    );
    return bookingMoneyOf(tx, row);
  });
}
