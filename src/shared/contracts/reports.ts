import type { GstSummaryQuery, RevenueReportQuery } from '../schemas/day-range';

// The owner's reports on the admin desk (issue 33): revenue over a range, split several ways, and the
// GST summary of a month for filing. Amounts are paise; revenue is invoices less credit notes.

export interface RevenueFigures {
  /** Invoices issued (for a repair service: its invoice lines). */
  invoices: number;
  /** Credit notes issued (refunds), already taken off the amounts. */
  creditNotes: number;
  /** What customers paid, tax included. */
  gross: number;
  tax: number;
  /** Gross less tax: the taxable value. */
  net: number;
}

export interface RevenuePeriod extends RevenueFigures {
  /** The India date the day, week (Monday) or month starts. */
  start: string;
}

export interface RevenueGroup extends RevenueFigures {
  name: string;
}

export interface TechnicianRevenue extends RevenueGroup {
  /** India days with at least one invoiced job: jobs per day is invoices / daysWorked. */
  daysWorked: number;
}

export interface RevenueReport {
  from: string;
  to: string;
  by: 'day' | 'week' | 'month';
  totals: RevenueFigures & { averageTicket: number };
  periods: RevenuePeriod[];
  byService: RevenueGroup[];
  byTechnician: TechnicianRevenue[];
  byBrand: RevenueGroup[];
  /** By pincode area: the first three digits of the service address's pincode. */
  byArea: RevenueGroup[];
}

/** One line of the GST summary: a place of supply and a rate. */
export interface GstRow {
  placeOfSupply: string;
  stateCode: string;
  rate: number;
  /** Documents with a line at this place and rate. */
  documents: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

export type GstTotals = Omit<GstRow, 'placeOfSupply' | 'stateCode' | 'rate'>;

/** Outward B2C supplies of a month by place of supply and rate (GSTR-1's B2C table), less credit notes. */
export interface GstSummary {
  month: string;
  invoices: GstRow[];
  creditNotes: GstRow[];
  net: GstRow[];
  totals: { invoices: GstTotals; creditNotes: GstTotals; net: GstTotals };
}

export interface ReportsContract {
  'GET /api/admin/reports/revenue': { query: RevenueReportQuery; response: RevenueReport };
  'GET /api/admin/reports/gst': { query: GstSummaryQuery; response: GstSummary };
}
