import type { CashHandoverInput } from '../schemas/cash-handover';

// Cash with technicians (decision 064): what each holds from the door, what they handed over, day by
// day. Amounts are paise; dates are India dates (YYYY-MM-DD).

export interface TechnicianCashSummary {
  technicianId: number;
  name: string;
  /** Cash taken at the door and not yet handed over. */
  inHand: number;
  /** When the oldest cash still held was taken (ISO moment); null when nothing is held. */
  heldSince: string | null;
  /** Of what is held, the cash taken more than `heldDays` days ago: above zero means it is flagged. */
  overdue: number;
  /** The date of the last handover, if any. */
  lastHandoverOn: string | null;
}

/** One India day of a technician's cash: what came in, what went to the shop, and what was left. */
export interface CashDay {
  date: string;
  collected: number;
  handedOver: number;
  /** Collected less handed over that day. */
  difference: number;
  /** Held at the day's end. */
  inHand: number;
}

export interface CashHandoverRow {
  id: number;
  amount: number;
  handedOn: string;
  receivedBy: string;
  note: string | null;
  recordedAt: string;
}

export interface CashCollection {
  /** The booking's display id. */
  bookingId: string;
  amount: number;
  recordedAt: string;
}

/** A technician's cash over a range of days (newest first), with the handovers and collections in it. */
export interface TechnicianCash extends TechnicianCashSummary {
  /** Days cash may be held before it is flagged (CASH_HELD_ALERT_DAYS). */
  heldDays: number;
  from: string;
  to: string;
  days: CashDay[];
  handovers: CashHandoverRow[];
  collections: CashCollection[];
}

export interface TechnicianCashResponse {
  cash: TechnicianCash;
}

export interface CashContract {
  'GET /api/admin/cash': { response: { heldDays: number; technicians: TechnicianCashSummary[] } };
  'GET /api/admin/technicians/:id/cash': {
    query: { from?: string; to?: string };
    response: TechnicianCashResponse;
  };
  'POST /api/admin/technicians/:id/handovers': { body: CashHandoverInput; response: TechnicianCashResponse };
  'GET /api/technician/cash': { query: { from?: string; to?: string }; response: TechnicianCashResponse };
}
