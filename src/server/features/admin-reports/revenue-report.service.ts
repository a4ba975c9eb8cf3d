import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { addDays, indiaDate } from '../../../shared/booking-time';
import type { RevenueFigures, RevenueGroup, RevenueReport } from '../../../shared/contracts/reports';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/client';

// Revenue over a range of India days (issue 33): the invoices issued in it less the credit notes
// issued in it, each with its gross (what customers paid), tax and net (the taxable value); by day,
// week or month, and split by repair service, technician, brand and pincode area. Read from the
// documents as issued, so it agrees with the invoices to the paisa.

type Executor = Pick<Database, 'execute'>;

/** The start of an India date, as a moment. */
const startOf = (date: string) => `${date}T00:00:00+05:30`;

/** The range a report covers: this month so far unless asked otherwise. */
export function reportRange(now: Date, range: { from?: string; to?: string }): { from: string; to: string } {
  const to = range.to ?? indiaDate(now);
  return { from: range.from ?? `${to.slice(0, 7)}-01`, to };
}

/**
 * Every invoice and credit note issued in the range, one row each: the sign says which (a credit
 * note takes away), with its booking; with `lines`, its lines too (only the split by service reads
 * them, and carrying them costs every other sum).
 */
function documentsIn(from: string, to: string, lines = false): SQL {
  const since = startOf(from);
  const until = startOf(addDays(to, 1));
  const invoiceLines = lines ? sql`, i.lines` : sql``;
  const noteLines = lines ? sql`, c.lines` : sql``;
  return sql`(
    select i.booking_id, i.issued_at, 1 as sign, i.total, i.taxable_value, i.cgst + i.sgst + i.igst as tax
      ${invoiceLines}
    from invoices i where i.issued_at >= ${since}::timestamptz and i.issued_at < ${until}::timestamptz
    union all
    select i.booking_id, c.issued_at, -1, c.total, c.taxable_value, c.cgst + c.sgst + c.igst ${noteLines}
    from credit_notes c join invoices i on i.id = c.invoice_id
    where c.issued_at >= ${since}::timestamptz and c.issued_at < ${until}::timestamptz
  )`;
}

/** The figures of a group of documents `d` (sums as float8: exact for paise, safe from overflow). */
const figures = sql`
  count(*) filter (where d.sign = 1)::float8 as invoices,
  count(*) filter (where d.sign = -1)::float8 as credit_notes,
  coalesce(sum(d.sign * d.total), 0)::float8 as gross,
  coalesce(sum(d.sign * d.tax), 0)::float8 as tax,
  coalesce(sum(d.sign * d.taxable_value), 0)::float8 as net`;

interface FigureRow {
  invoices: number;
  credit_notes: number;
  gross: number;
  tax: number;
  net: number;
}

const toFigures = (row: FigureRow | undefined): RevenueFigures => ({
  invoices: Number(row?.invoices ?? 0),
  creditNotes: Number(row?.credit_notes ?? 0),
  gross: Number(row?.gross ?? 0),
  tax: Number(row?.tax ?? 0),
  net: Number(row?.net ?? 0),
});

type Split = 'total' | 'period' | 'technician' | 'brand' | 'area';
interface SplitRow extends FigureRow {
  split: Split;
  name: string | null;
  days_worked: number;
}

/**
 * The totals, the periods and the splits by technician, brand and pincode area in one pass over the
 * documents (grouping sets), largest first within each.
 */
async function splits(db: Executor, docs: SQL, by: 'day' | 'week' | 'month'): Promise<SplitRow[]> {
  const unit = sql.raw(`'${by}'`);
  return rowsOf<SplitRow>(
    await db.execute(sql`
      select
        case when grouping(period) = 0 then 'period' when grouping(technician) = 0 then 'technician'
          when grouping(brand) = 0 then 'brand' when grouping(area) = 0 then 'area' else 'total' end as split,
        coalesce(period, technician, brand, area) as name, ${figures},
        count(distinct day) filter (where d.sign = 1)::float8 as days_worked
      from (
        select d.*, (d.issued_at at time zone 'Asia/Kolkata')::date as day,
          date_trunc(${unit}, d.issued_at at time zone 'Asia/Kolkata')::date::text as period,
          coalesce(b.technician_name, 'Not recorded') as technician,
          coalesce(br.name, 'Unlisted devices') as brand,
          left(b.pincode, 3) || 'xxx' as area
        from ${docs} d
        join bookings b on b.id = d.booking_id
        left join devices dv on dv.id = b.device_id
        left join brands br on br.id = dv.brand_id
      ) d
      group by grouping sets ((), (period), (technician), (brand), (area))
      order by split, gross desc, name`),
  );
}

/** A line of an invoice is a repair service's revenue; a credit note's lines take their share back. */
async function serviceSplit(db: Executor, docs: SQL): Promise<RevenueGroup[]> {
  const rows = rowsOf<FigureRow & { name: string }>(
    await db.execute(sql`
      select l.name,
        count(*) filter (where d.sign = 1)::float8 as invoices,
        count(*) filter (where d.sign = -1)::float8 as credit_notes,
        sum(d.sign * l.gross)::float8 as gross,
        sum(d.sign * (l.cgst + l.sgst + l.igst))::float8 as tax,
        sum(d.sign * l.taxable)::float8 as net
      from ${docs} d
      cross join lateral jsonb_to_recordset(d.lines)
        as l(name text, gross bigint, taxable bigint, cgst bigint, sgst bigint, igst bigint)
      group by 1 order by gross desc, name`),
  );
  return rows.map((row) => ({ name: row.name, ...toFigures(row) }));
}

/** The revenue report of a range. */
export async function revenueReport(
  db: Executor,
  now: Date,
  query: { from?: string; to?: string; by: 'day' | 'week' | 'month' },
): Promise<RevenueReport> {
  const { from, to } = reportRange(now, query);
  // The two reads are independent: on PostgreSQL they run side by side on two connections.
  const [rows, byService] = await Promise.all([
    splits(db, documentsIn(from, to), query.by),
    serviceSplit(db, documentsIn(from, to, true)),
  ]);
  const of = (split: Split) => rows.filter((row) => row.split === split);
  const group = (row: SplitRow): RevenueGroup => ({ name: row.name ?? '', ...toFigures(row) });
  const totals = toFigures(of('total')[0]);
  return {
    from,
    to,
    by: query.by,
    totals: {
      ...totals,
      averageTicket: totals.invoices > 0 ? Math.round(totals.gross / totals.invoices) : 0,
    },
    // Periods in time order; the splits largest first.
    periods: of('period')
      .map((row) => ({ start: row.name ?? '', ...toFigures(row) }))
      .sort((a, b) => a.start.localeCompare(b.start)),
    byService,
    byTechnician: of('technician').map((row) => ({ ...group(row), daysWorked: Number(row.days_worked) })),
    byBrand: of('brand').map(group),
    byArea: of('area').map(group),
  };
}
