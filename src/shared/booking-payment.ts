import type { PaymentMethod } from './schemas/technician-work';

// What the technician took at the door, as the admin desk reads it (issue 33): the method, the
// amount, and how far it falls short of the booking's total. The desk's "still owing" filter reads
// the ledger instead (`balanceDueSql`, src/server/domain/booking-money.ts): a shortfall paid later
// leaves it, while this record of the door stays as it was.

export interface CollectedPayment {
  method: PaymentMethod;
  /** Paise. */
  amount: number;
  /** Paise the amount falls short of the total; below zero when more was taken, 0 when it matches. */
  shortBy: number;
  /** A UPI payment's 12-digit reference (UTR), when the technician typed it. */
  reference: string | null;
}

/** The payment recorded at completion, or null while none is (a booking not completed by a technician). */
export function collectedPayment(booking: {
  totalPrice: number;
  paymentMethod: PaymentMethod | null;
  amountCollected: number | null;
  upiReference: string | null;
}): CollectedPayment | null {
  if (booking.paymentMethod === null || booking.amountCollected === null) return null;
  return {
    method: booking.paymentMethod,
    amount: booking.amountCollected,
    shortBy: booking.totalPrice - booking.amountCollected,
    reference: booking.upiReference,
  };
}
