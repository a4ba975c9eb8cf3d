import { sql } from 'drizzle-orm';
import type { GstRow, GstSummary, GstTotals } from '../../../shared/contracts/reports';
import { gstCodeOf, indianStateNames } from '../../../shared/indian-states';
import type { IndianStateName } from '../../../shared/indian-states';
import { indiaDate } from '../../../shared/booking-time';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/client';

// The GST summary of a month for filing (issue 33): outward supplies to unregistered customers (B2C)
// by place of supply and rate, with their taxable value and each tax, the shape of GSTR-1's B2C table;
// the credit notes issued that month the same way; and what is left, invoices less credit notes. Read
// from the documents' own lines, so it is their sum to the paisa.

type Executor = Pick<Database, 'execute'>;

interface LineSums {
  place: string;
  rate: number;
  documents: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

/** The month asked for, or this one (India). */
export const summaryMonth = (now: Date, month?: string) => month ?? indiaDate(now).slice(0, 7);

/** The first day of the month after `month` (2026-12 → 2027-01-01). */
function nextMonthStart(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
}

const toRow = (sums: LineSums): GstRow => {
  const place = sums.place as IndianStateName;
  return {
    placeOfSupply: place,
    stateCode: indianStateNames.includes(place) ? gstCodeOf(place) : '',
    rate: Number(sums.rate),
    documents: Number(sums.documents),
    taxable: Number(sums.taxable),
    cgst: Number(sums.cgst),
    sgst: Number(sums.sgst),
    igst: Number(sums.igst),
    total: Number(sums.total),
  };
};

const sumOf = (rows: GstRow[]): Omit<GstTotals, 'documents'> => ({
  taxable: rows.reduce((n, row) => n + row.taxable, 0),
  cgst: rows.reduce((n, row) => n + row.cgst, 0),
  sgst: rows.reduce((n, row) => n + row.sgst, 0),
  igst: rows.reduce((n, row) => n + row.igst, 0),
  total: rows.reduce((n, row) => n + row.total, 0),
});

/** Invoices less credit notes, place by place and rate by rate. */
function netOf(invoices: GstRow[], creditNotes: GstRow[]): GstRow[] {
  const key = (row: GstRow) => `${row.placeOfSupply}|${row.rate}`;
  const net = new Map(invoices.map((row) => [key(row), { ...row }]));
  for (const note of creditNotes) {
    const row = net.get(key(note)) ?? {
      ...note,
      documents: 0,
      taxable: 0,
      cgst: 0,
      sgst: 0,
      igst: 0,
      total: 0,
    };
    net.set(key(note), {
      ...row,
      taxable: row.taxable - note.taxable,
      cgst: row.cgst - note.cgst,
      sgst: row.sgst - note.sgst,
      igst: row.igst - note.igst,
      total: row.total - note.total,
    });
  }
  return [...net.values()].sort((a, b) => a.placeOfSupply.localeCompare(b.placeOfSupply) || a.rate - b.rate);
}

/** The GST summary of a month. */
export async function gstSummary(db: Executor, now: Date, month?: string): Promise<GstSummary> {
  const asked = summaryMonth(now, month);
  const since = `${asked}-01T00:00:00+05:30`;
  const until = `${nextMonthStart(asked)}T00:00:00+05:30`;
  const linesOf = (table: 'invoices' | 'credit_notes') =>
    table === 'invoices'
      ? sql`select i.id, i.place_of_supply, i.lines from invoices i
          where i.issued_at >= ${since}::timestamptz and i.issued_at < ${until}::timestamptz`
      : sql`select c.id, i.place_of_supply, c.lines from credit_notes c join invoices i on i.id = c.invoice_id
          where c.issued_at >= ${since}::timestamptz and c.issued_at < ${until}::timestamptz`;
  const summed = async (table: 'invoices' | 'credit_notes') =>
    rowsOf<LineSums>(
      await db.execute(sql`
        select d.place_of_supply as place, l.rate::float8 as rate,
          count(distinct d.id)::float8 as documents,
          sum(l.taxable)::float8 as taxable, sum(l.cgst)::float8 as cgst, sum(l.sgst)::float8 as sgst,
          sum(l.igst)::float8 as igst, sum(l.gross)::float8 as total
        from (${linesOf(table)}) d
        cross join lateral jsonb_to_recordset(d.lines)
          as l(rate numeric, gross bigint, taxable bigint, cgst bigint, sgst bigint, igst bigint)
        group by 1, 2 order by 1, 2`),
    ).map(toRow);
  // A document with lines at two rates is in two rows: the totals count each document once.
  const counted = async (table: 'invoices' | 'credit_notes') => {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::float8 as n from (${linesOf(table)}) d`),
    );
    return Number(row?.n ?? 0);
  };
  const invoices = await summed('invoices');
  const creditNotes = await summed('credit_notes');
  const net = netOf(invoices, creditNotes);
  const invoiceCount = await counted('invoices');
  return {
    month: asked,
    invoices,
    creditNotes,
    net,
    totals: {
      invoices: { ...sumOf(invoices), documents: invoiceCount },
      creditNotes: { ...sumOf(creditNotes), documents: await counted('credit_notes') },
      net: { ...sumOf(net), documents: invoiceCount },
    },
  };
}
