import type { GstRate } from '../gst';
import type { IndianStateName } from '../indian-states';
import type { PaymentMethod } from '../schemas/technician-work';

// A booking's invoice (issue 33, decision 062), as it was issued with the completion. Amounts are
// paise; each line's price includes its tax.

export type InvoiceKind = 'tax_invoice' | 'bill_of_supply';

/** The shop as the invoice names it. */
export interface InvoiceShop {
  legalName: string;
  address: string;
  state: IndianStateName;
  stateCode: string;
  gstin: string | null;
}

/** The customer and the service address, as typed at booking. */
export interface InvoiceParty {
  name: string;
  address: string;
  city: string;
  /** The state as the customer typed it. */
  state: string;
  pincode: string;
}

export interface InvoiceLine {
  name: string;
  sacCode: string;
  /** The line's catalogue price, and its share of the booking's discount. */
  price: number;
  discount: number;
  /** What the customer pays for it (price − discount), taxable value plus tax. */
  gross: number;
  taxable: number;
  rate: GstRate;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface Invoice {
  number: string;
  kind: InvoiceKind;
  /** ISO moment: the invoice date is its day in India. */
  issuedAt: string;
  /** Readable booking id (BK-…). */
  bookingId: string;
  device: string;
  shop: InvoiceShop;
  customer: InvoiceParty;
  placeOfSupply: { state: IndianStateName; stateCode: string };
  lines: InvoiceLine[];
  total: number;
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** 'Four thousand seven hundred ninety-eight rupees only'. */
  amountInWords: string;
  paymentMethod: PaymentMethod | null;
}

export interface InvoiceResponse {
  invoice: Invoice;
}

/** A booking's invoice, for its customer and admins, and through its tracking link; the PDFs are links. */
export interface InvoiceContract {
  'GET /api/bookings/:id/invoice': { response: InvoiceResponse };
  'GET /api/track/:token/invoice': { response: InvoiceResponse };
}
