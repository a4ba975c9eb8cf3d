import { describe, expect, it } from 'vitest';
import { signInByEmailCode, signInWithPassword } from '../../../../tests/auth-helpers';
import { createBooking, createDevice, createTechnician, createUser } from '../../../../tests/factories';
import { createTestApp } from '../../../../tests/test-app';
import { adminBookingExportPath } from '../../../shared/paths';
import { bookings } from '../../db/schema/index';
import { EXPORT_PAGE_SIZE } from './admin-bookings.export';

// The booking list as a streamed CSV download, through the API: the file's frame (type, name, byte-order
// mark), its columns, the list's filters and order, quoting, the formula guard, and who may have it.

// 09:30 in India on Sunday 22 November 2026.
const now = new Date('2026-11-22T04:00:00Z');
const { app, db, auth } = await createTestApp({ devOutbox: true, clock: () => now });
await createUser(auth, db, { email: 'desk@example.com', role: 'admin', password: 'admin-pass-1' });
const admin = await signInWithPassword(app, 'desk@example.com', 'admin-pass-1');
const ravi = await createTechnician(auth, db, { name: 'Ravi Kumar' });

const HEADER = [
  'Booking ID',
  'Made (India time)',
  'Status',
  'Name',
  'Phone',
  'E-mail',
  'Address',
  'City',
  'Pincode',
  'Device',
  'Repairs',
  'Preferred date',
  'Time window',
  'Total (₹)',
  'Referral code',
  'Technician',
  'Payment method',
  'Collected (₹)',
  'UPI reference',
  'Short by (₹)',
];

/** GET the export as the admin, or as the caller whose cookie is given (null: signed out). */
const exportAs = (query: string, cookie: string | null = admin) =>
  app.request(`${adminBookingExportPath}${query ? `?${query}` : ''}`, {
    headers: cookie ? { Cookie: cookie } : {},
  });

/** RFC 4180 records: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === ',') {
      record.push(cell);
      cell = '';
    } else if (!quoted && ch === '\r' && text[i + 1] === '\n') {
      records.push([...record, cell]);
      record = [];
      cell = '';
      i++;
    } else {
      cell += ch;
    }
  }
  return records;
}

async function rowsOf(query: string): Promise<string[][]> {
  const res = await exportAs(query);
  expect(res.status).toBe(200);
  const [header, ...rows] = parseCsv((await res.text()).replace(/^\uFEFF/, ''));
  expect(header).toEqual(HEADER);
  return rows;
}

const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

const priya = await createBooking(db, {
  bookingId: 'BK-20261122-AAA1',
  name: 'Das, Priya "PD"',
  phone: '+919876500001',
  email: 'priya@example.com',
  address: '12 Janpath Road\nNear the temple',
  city: 'Bhubaneswar',
  pincode: '751001',
  deviceModel: 'Galaxy S21',
  preferredDate: '2026-11-25',
  preferredTime: '11:00-13:00',
  selectedServicesDetails: [
    { id: 1, name: 'Screen Replacement', priceAmount: 1_249_900 },
    { id: 2, name: 'Battery Replacement', priceAmount: 149_950 },
  ],
  totalPrice: 1_399_850,
  referralCode: 'ABCDEFGH',
  status: 'confirmed',
  technicianId: ravi.id,
  technicianName: 'Ravi Kumar',
  createdAt: now,
});
const mallory = await createBooking(db, {
  bookingId: 'BK-20261122-AAA2',
  name: '=HYPERLINK("http://evil.example","Click")',
  address: '@SUM(1+1)',
  city: 'Cuttack',
  deviceModel: '-2+3',
  createdAt: minutesAgo(10),
});
const older = await createBooking(db, {
  bookingId: 'BK-20261121-AAA3',
  city: 'Cuttack',
  preferredDate: '2026-11-23',
  createdAt: new Date('2026-11-20T20:00:00Z'),
});

describe('the booking export', () => {
  it('answers a CSV file named for the India day, with a byte-order mark, not the booking details route', async () => {
    const res = await exportAs('');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="bookings-2026-11-22.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // Kept here: a decoder drops the mark by default, as spreadsheets do once they have read it.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFFBooking ID,Made (India time),Status,')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('has one line per booking, newest first, with every column', async () => {
    const rows = await rowsOf('');
    expect(rows.map((r) => r[0])).toEqual([priya.bookingId, mallory.bookingId, older.bookingId]);
    expect(rows[0]).toEqual([
      'BK-20261122-AAA1',
      '2026-11-22 09:30',
      'Confirmed',
      'Das, Priya "PD"',
      // A number that starts with '+' would be a formula to a spreadsheet.
      "'+919876500001",
      'priya@example.com',
      '12 Janpath Road\nNear the temple',
      'Bhubaneswar',
      '751001',
      'Galaxy S21',
      'Screen Replacement, Battery Replacement',
      '2026-11-25',
      '11:00 AM – 1:00 PM',
      '13998.5',
      'ABCDEFGH',
      'Ravi Kumar',
      // Not completed: nothing taken yet.
      '',
      '',
      '',
      '',
    ]);
    // Made on the evening of the 20th in UTC: the 21st in India.
    expect(rows[2]![1]).toBe('2026-11-21 01:30');
  });

  it('quotes commas, quotes and line breaks, and guards cells a spreadsheet would run', async () => {
    const text = await (await exportAs('')).text();
    expect(text).toContain('"Das, Priya ""PD"""');
    expect(text).toContain('"12 Janpath Road\nNear the temple"');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(text).toContain(",'@SUM(1+1),");
    expect(text).toContain(",'-2+3,");
  });

  it("applies the list's filters, search and order", async () => {
    expect((await rowsOf('status=confirmed')).map((r) => r[0])).toEqual([priya.bookingId]);
    expect((await rowsOf('city=cuttack')).map((r) => r[0])).toEqual([mallory.bookingId, older.bookingId]);
    expect((await rowsOf(`technicianId=${ravi.id}`)).map((r) => r[0])).toEqual([priya.bookingId]);
    expect((await rowsOf('q=priya@example')).map((r) => r[0])).toEqual([priya.bookingId]);
    expect((await rowsOf('from=2026-11-21&to=2026-11-21')).map((r) => r[0])).toEqual([older.bookingId]);
    expect((await rowsOf('sort=preferredDate&dir=asc')).map((r) => r[0])).toEqual([
      older.bookingId,
      priya.bookingId,
      mallory.bookingId,
    ]);
    // Paging is the server's business: a cursor or a page size is not part of the export's query.
    expect((await rowsOf('limit=1&cursor=abc')).length).toBe(3);
  });

  it('refuses a bad filter in the one error shape', async () => {
    const res = await exportAs('status=lost');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
  });

  it('is for admins only', async () => {
    expect((await exportAs('', null)).status).toBe(401);
    const customer = await signInByEmailCode(app, 'asha@example.com', 'Asha');
    expect((await exportAs('', customer)).status).toBe(403);
    expect((await exportAs('', await signInWithPassword(app, ravi.user.email, 'tech-pass-1'))).status).toBe(
      403,
    );
  });

  it('writes a page at a time, every booking once, in order, across pages', async () => {
    const device = await createDevice(db);
    const count = EXPORT_PAGE_SIZE + 5;
    const inserted = await db
      .insert(bookings)
      .values(
        Array.from({ length: count }, (_, i) => ({
          bookingId: `BK-20261101-P${String(i).padStart(4, '0')}`,
          name: `Bulk ${i}`,
          email: `bulk${i}@example.com`,
          phone: `+9197000${String(i).padStart(5, '0')}`,
          address: `${i} Bulk Lane`,
          city: 'Puri',
          state: 'Odisha',
          pincode: '752001',
          deviceId: device.id,
          deviceModel: 'Bulk Phone',
          selectedIssues: [1],
          selectedIssuesText: 'Screen Replacement',
          selectedServicesDetails: [{ id: 1, name: 'Screen Replacement', priceAmount: 99_900 }],
          totalPrice: 99_900,
          // Some share a moment, so the id decides their order across a page boundary.
          createdAt: new Date(Date.UTC(2026, 10, 1, 6, 0, Math.floor(i / 3))),
        })),
      )
      .returning({ id: bookings.id, bookingId: bookings.bookingId, createdAt: bookings.createdAt });
    // The list's order: newest first, then by id (uuids compare as their hex text).
    const expected = inserted
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((b) => b.bookingId);
    const res = await exportAs('city=Puri');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let chunks = 0;
    let text = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks++;
      text += decoder.decode(value, { stream: true });
    }
    // The header, then one chunk per page of rows.
    expect(chunks).toBe(3);
    const ids = parseCsv(text.replace(/^\uFEFF/, ''))
      .slice(1)
      .map((r) => r[0]);
    expect(ids).toEqual(expected);
  });
});
