import type { CashContract } from './cash';
import type { InvoiceContract } from './invoice';
import type { ReportsContract } from './reports';
import type { LaterPaymentInput, LedgerMethod, RefundInput } from '../schemas/booking-money';

// A booking's money as the admin desk shows it (decision 063). Amounts are paise.

export interface LedgerEntry {
  id: number;
  kind: 'payment' | 'refund';
  method: LedgerMethod;
  amount: number;
  reference: string | null;
  note: string | null;
  /** ISO moment. */
  recordedAt: string;
}

export interface CreditNoteSummary {
  id: number;
  number: string;
  total: number;
  reason: string;
  issuedAt: string;
}

export interface BookingMoney {
  invoiceNumber: string | null;
  /** What the customer owes in all: the invoice, or the booking's total before there is one. */
  charged: number;
  /** Credit notes against the invoice. */
  credited: number;
  paid: number;
  refunded: number;
  /** Still due (charged − credited − paid + refunded); below zero when the customer is owed money. */
  balance: number;
  entries: LedgerEntry[];
  creditNotes: CreditNoteSummary[];
}

export interface BookingMoneyResponse {
  money: BookingMoney;
}

/** A booking's invoice (its readers'), the desk's calls on its money, cash with technicians, reports. */
export interface MoneyContract extends InvoiceContract, CashContract, ReportsContract {
  'GET /api/admin/bookings/:id/money': { response: BookingMoneyResponse };
  'POST /api/admin/bookings/:id/payments': { body: LaterPaymentInput; response: BookingMoneyResponse };
  'POST /api/admin/bookings/:id/refunds': { body: RefundInput; response: BookingMoneyResponse };
}
