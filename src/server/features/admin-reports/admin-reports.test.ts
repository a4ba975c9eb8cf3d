import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAs, postJson, signInWithPassword } from '../../../../tests/auth-helpers';
import {
  createBooking,
  createInvoice,
  createPayment,
  createRepairService,
  createTechnician,
  createUser,
} from '../../../../tests/factories';
import { createTestApp, TEST_SHOP } from '../../../../tests/test-app';
import type { GstSummary, RevenueReport } from '../../../shared/contracts/reports';
import { parseCsv } from '../../../shared/csv';
import { rowsOf } from '../../db/client';

// The owner's reports (issue 33): revenue over a range, split by service, technician, brand and
// pincode area; the GST summary of a month by place of supply and rate, equal to the sum of its
// invoices less its credit notes; and the invoice register as CSV. All read from the documents.

const ist = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);
let now = ist('2026-11-30', '20:00');
const shop = { ...TEST_SHOP, gstin: '21ABCDE1234F1ZC' };
const { app, db, auth } = await createTestApp({ devOutbox: true, clock: () => now, shop });
await createUser(auth, db, { email: 'owner@example.com', role: 'admin', password: 'admin-pass-1' });
const admin = await signInWithPassword(app, 'owner@example.com', 'admin-pass-1');
const ravi = await createTechnician(auth, db, { name: 'Ravi Das' });
const screen = await createRepairService(db, { name: 'Screen Replacement' });
const battery = await createRepairService(db, { name: 'Battery Replacement', gstRate: 5 });

const screenLine = { id: screen.id, name: 'Screen Replacement', priceAmount: 249_900 };
const batteryLine = { id: battery.id, name: 'Battery Replacement', priceAmount: 149_900 };

/** A completed, invoiced job: Odisha unless told, by Ravi unless told. */
async function invoicedJob(
  completedAt: Date,
  lines: (typeof screenLine)[],
  overrides: Parameters<typeof createBooking>[1] = {},
) {
  const total = lines.reduce((sum, line) => sum + line.priceAmount, 0);
  const booking = await createBooking(db, {
    status: 'completed',
    completedAt,
    technicianId: ravi.id,
    technicianName: 'Ravi Das',
    state: 'Odisha',
    pincode: '751013',
    selectedServicesDetails: lines,
    totalPrice: total,
    paymentMethod: 'cash',
    amountCollected: total,
    ...overrides,
  });
  await createInvoice(db, booking, shop);
  await createPayment(db, booking);
  return booking;
}

const revenue = async (query: string) => {
  const res = await getAs(app, `/api/admin/reports/revenue${query}`, admin);
  expect(res.status).toBe(200);
  return res.body as unknown as RevenueReport;
};
const gst = async (month: string) => {
  const res = await getAs(app, `/api/admin/reports/gst?month=${month}`, admin);
  expect(res.status).toBe(200);
  return res.body as unknown as GstSummary;
};

// November: two jobs in Odisha on the 10th (one by another technician), one in West Bengal on the
// 12th, and a ₹500 refund of the first on the 20th; December: one more, outside the month.
const first = await invoicedJob(ist('2026-11-10', '10:00'), [screenLine, batteryLine]);
await invoicedJob(ist('2026-11-10', '15:00'), [batteryLine], {
  technicianName: 'Sunita Rao',
  pincode: '752001',
});
await invoicedJob(ist('2026-11-12', '11:00'), [screenLine], { state: 'West Bengal', pincode: '700001' });
await invoicedJob(ist('2026-12-01', '11:00'), [screenLine]);
now = ist('2026-11-20', '12:00');
const refunded = await postJson(
  app,
  `/api/admin/bookings/${first.id}/refunds`,
  { amount: 500, method: 'upi', reason: 'Goodwill' },
  { cookie: admin },
);
expect(refunded.status).toBe(200);
now = ist('2026-12-05', '12:00');

describe('the revenue report', () => {
  it('adds up November’s invoices less its credit notes, by day and by each split', async () => {
    const report = await revenue('?from=2026-11-01&to=2026-11-30&by=day');
    // ₹3,998 + ₹1,499 + ₹2,499 − ₹500.
    expect(report.totals).toMatchObject({ invoices: 3, creditNotes: 1, gross: 749_600 });
    expect(report.totals.gross).toBe(report.totals.net + report.totals.tax);
    expect(report.totals.averageTicket).toBe(Math.round(749_600 / 3));
    expect(report.periods.map((p) => [p.start, p.gross])).toEqual([
      ['2026-11-10', 549_700],
      ['2026-11-12', 249_900],
      ['2026-11-20', -50_000],
    ]);
    const [tenth] = report.periods;
    expect(tenth!.tax + tenth!.net).toBe(tenth!.gross);
    const service = Object.fromEntries(report.byService.map((s) => [s.name, s]));
    expect(service['Screen Replacement']!.invoices).toBe(2);
    expect(service['Battery Replacement']!.invoices).toBe(2);
    // The credit note's lines take their share back from both services: the splits add to the total.
    expect(report.byService.reduce((sum, s) => sum + s.gross, 0)).toBe(749_600);
    expect(report.byService.reduce((sum, s) => sum + s.tax, 0)).toBe(report.totals.tax);
    expect(report.byTechnician).toEqual([
      expect.objectContaining({ name: 'Ravi Das', invoices: 2, daysWorked: 2, gross: 749_600 - 149_900 }),
      expect.objectContaining({ name: 'Sunita Rao', invoices: 1, daysWorked: 1, gross: 149_900 }),
    ]);
    expect(report.byArea.map((a) => [a.name, a.gross])).toEqual([
      ['751xxx', 349_800],
      ['700xxx', 249_900],
      ['752xxx', 149_900],
    ]);
    expect(report.byBrand.reduce((sum, b) => sum + b.gross, 0)).toBe(749_600);

    const months = await revenue('?from=2026-11-01&to=2026-12-31&by=month');
    expect(months.periods.map((p) => [p.start, p.gross])).toEqual([
      ['2026-11-01', 749_600],
      ['2026-12-01', 249_900],
    ]);
    const weeks = await revenue('?from=2026-11-09&to=2026-11-22&by=week');
    expect(weeks.periods.map((p) => p.start)).toEqual(['2026-11-09', '2026-11-16']);
  });

  it('refuses a range that is back to front, too long, or not dates, and is the admins’ alone', async () => {
    for (const query of [
      '?from=2026-11-30&to=2026-11-01',
      '?from=2025-01-01&to=2026-11-01',
      '?by=year',
      '?from=x',
    ]) {
      expect((await getAs(app, `/api/admin/reports/revenue${query}`, admin)).status, query).toBe(400);
    }
    expect((await getAs(app, '/api/admin/reports/gst?month=2026-13', admin)).status).toBe(400);
    const technician = await signInWithPassword(app, ravi.user.email, 'tech-pass-1');
    expect((await getAs(app, '/api/admin/reports/revenue', technician)).status).toBe(403);
  });
});

describe('the GST summary', () => {
  it('is November’s invoices by place of supply and rate, less its credit notes, to the paisa', async () => {
    const summary = await gst('2026-11');
    expect(summary.invoices.map((r) => [r.placeOfSupply, r.stateCode, r.rate, r.documents])).toEqual([
      ['Odisha', '21', 5, 2],
      ['Odisha', '21', 18, 1],
      ['West Bengal', '19', 18, 1],
    ]);
    const bengal = summary.invoices.find((r) => r.placeOfSupply === 'West Bengal')!;
    expect(bengal).toMatchObject({ cgst: 0, sgst: 0, total: 249_900 });
    expect(bengal.igst).toBeGreaterThan(0);
    expect(summary.creditNotes.reduce((sum, r) => sum + r.total, 0)).toBe(50_000);

    // Equal to the sums of the documents themselves.
    const [sums] = rowsOf<Record<string, number>>(
      await db.execute(sql`
        select
          (select sum(taxable_value) from invoices where issued_at >= '2026-11-01T00:00+05:30' and issued_at < '2026-12-01T00:00+05:30')::float8 as taxable,
          (select sum(cgst) from invoices where issued_at >= '2026-11-01T00:00+05:30' and issued_at < '2026-12-01T00:00+05:30')::float8 as cgst,
          (select sum(igst) from invoices where issued_at >= '2026-11-01T00:00+05:30' and issued_at < '2026-12-01T00:00+05:30')::float8 as igst,
          (select sum(total) from invoices where issued_at >= '2026-11-01T00:00+05:30' and issued_at < '2026-12-01T00:00+05:30')::float8 as total,
          (select sum(taxable_value) from credit_notes)::float8 as credited_taxable,
          (select sum(total) from credit_notes)::float8 as credited`),
    );
    expect(summary.totals.invoices).toMatchObject({
      taxable: Number(sums!.taxable),
      cgst: Number(sums!.cgst),
      igst: Number(sums!.igst),
      total: Number(sums!.total),
      documents: 3,
    });
    expect(summary.totals.net.total).toBe(Number(sums!.total) - Number(sums!.credited));
    expect(summary.totals.net.taxable).toBe(Number(sums!.taxable) - Number(sums!.credited_taxable));
    expect((await gst('2026-12')).totals.invoices.total).toBe(249_900);
    expect((await gst('2026-10')).invoices).toEqual([]);
  });
});

describe('the invoice register', () => {
  it('lists November’s invoices, then its credit notes below zero, for an accountant’s import', async () => {
    const res = await app.request('/api/admin/reports/invoices.csv?from=2026-11-01&to=2026-11-30', {
      headers: { cookie: admin },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/invoice-register-2026-12-05\.csv/);
    const [header, ...rows] = parseCsv(await res.text()).filter((row) => row.length > 1);
    expect(header).toEqual([
      'Document type',
      'Number',
      'Date',
      'Booking ID',
      'Customer',
      'Place of supply',
      'State code',
      'Taxable value (₹)',
      'CGST (₹)',
      'SGST (₹)',
      'IGST (₹)',
      'Total (₹)',
      'Payment method',
      'Against invoice',
    ]);
    expect(rows.map((row) => [row[0], row[2], row[11]])).toEqual([
      ['Invoice', '2026-11-10', '3998'],
      ['Invoice', '2026-11-10', '1499'],
      ['Invoice', '2026-11-12', '2499'],
      ['Credit note', '2026-11-20', '-500'],
    ]);
    expect(rows[0]![1]).toMatch(/^INV\/26-27\/\d{6}$/);
    expect(rows[3]![13]).toBe(rows[0]![1]);
    // Each row's taxes and taxable value add up to its total.
    for (const row of rows) {
      const paise = row.slice(7, 12).map((cell) => Math.round(Number(cell) * 100));
      expect(paise[0]! + paise[1]! + paise[2]! + paise[3]!).toBe(paise[4]);
    }
  });
});
