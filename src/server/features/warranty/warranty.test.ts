import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { getAs, signInByEmailCode } from '../../../../tests/auth-helpers';
import { bookWith, makeBookingBody } from '../../../../tests/booking-fixtures';
import { createBooking, createDevice, createPricing, createRepairService } from '../../../../tests/factories';
import { createTestApp, TEST_ORIGIN, TEST_SITE_CONFIG } from '../../../../tests/test-app';
import type { WarrantyCard } from '../../../shared/contracts/warranty';
import { bookings, users } from '../../db/schema/index';
import { renderWarrantyPdf } from '../../lib/warranty-pdf';
import { toDrawableText } from '../../lib/pdf-writer';

// The warranty card of a completed repair, for its customer only: the dates in India, each repair's
// warranty as priced at booking time, and the same card as a PDF.

// 09:30 in India on Sunday 22 November 2026.
const now = new Date('2026-11-22T04:00:00Z');
// 00:30 in India on 22 November, still the 21st in UTC: the card counts from the Indian date.
const completedAt = new Date('2026-11-21T19:00:00Z');
const { app, db } = await createTestApp({ devOutbox: true, clock: () => now });

const ashaEmail = 'asha@example.com';
const asha = await signInByEmailCode(app, ashaEmail, 'Asha Das');
const bob = await signInByEmailCode(app, 'bob@example.com', 'Bob Customer');
const [ashaRow] = await db.select({ id: users.id }).from(users).where(eq(users.email, ashaEmail));

const device = await createDevice(db, { name: 'Galaxy S21' });
const screen = await createRepairService(db, { name: 'Screen Replacement' });
const battery = await createRepairService(db, { name: 'Battery Replacement' });

/** A booking of Asha's, completed just after midnight in India unless told otherwise. */
const ashasBooking = (overrides: Parameters<typeof createBooking>[1] = {}) =>
  createBooking(db, {
    userId: ashaRow!.id,
    deviceId: device.id,
    deviceModel: 'Galaxy S21',
    name: 'Asha Das',
    status: 'completed',
    completedAt,
    technicianName: 'Ravi Kumar',
    selectedServicesDetails: [
      { id: screen.id, name: 'Screen Replacement', priceAmount: 249_900, warrantyDays: 90 },
      { id: battery.id, name: 'Battery Replacement', priceAmount: 149_900, warrantyDays: 180 },
    ],
    ...overrides,
  });

const cardOf = async (id: string, cookie?: string) => {
  const res = await getAs(app, `/api/bookings/${id}/warranty`, cookie);
  return { status: res.status, warranty: res.body.warranty as WarrantyCard, error: res.body.error };
};
const pdfOf = (id: string, cookie?: string) =>
  app.request(`/api/bookings/${id}/warranty.pdf`, { headers: cookie ? { Cookie: cookie } : {} });

describe('the warranty card', () => {
  it("shows each repair's last covered day, counted from the completion date in India", async () => {
    const booking = await ashasBooking();
    const { status, warranty } = await cardOf(booking.id, asha);
    expect(status).toBe(200);
    expect(warranty).toEqual({
      bookingId: booking.bookingId,
      customerName: 'Asha Das',
      device: 'Galaxy S21',
      repairs: [
        { name: 'Screen Replacement', warrantyDays: 90, validUntil: '2027-02-20' },
        { name: 'Battery Replacement', warrantyDays: 180, validUntil: '2027-05-21' },
      ],
      completedOn: '2026-11-22',
      validUntil: '2027-05-21',
      technicianName: 'Ravi Kumar',
    } satisfies WarrantyCard);
  });

  it('reads the current pricing for bookings made before warranties were stored, else 90 days', async () => {
    await createPricing(db, { deviceId: device.id, repairServiceId: screen.id, warrantyDays: 365 });
    const unpriced = await createRepairService(db, { name: 'Speaker Fix' });
    const booking = await ashasBooking({
      technicianName: null,
      selectedServicesDetails: [
        { id: screen.id, name: 'Screen Replacement', priceAmount: 249_900 },
        { id: unpriced.id, name: 'Speaker Fix', priceAmount: 49_900 },
      ],
    });
    const { warranty } = await cardOf(booking.id, asha);
    expect(warranty.repairs).toEqual([
      { name: 'Screen Replacement', warrantyDays: 365, validUntil: '2027-11-22' },
      { name: 'Speaker Fix', warrantyDays: 90, validUntil: '2027-02-20' },
    ]);
    expect(warranty).toMatchObject({ validUntil: '2027-11-22', technicianName: null });
  });

  it('is shown to its owner only: others and made-up ids get 404, signed-out people 401', async () => {
    const booking = await ashasBooking();
    for (const id of [booking.id, '00000000-0000-4000-8000-000000000000', 'not-a-booking']) {
      const asBob = await cardOf(id, bob);
      expect([asBob.status, asBob.error?.code], id).toEqual([404, 'NOT_FOUND']);
      expect((await pdfOf(id, bob)).status, id).toBe(404);
    }
    expect((await cardOf(booking.id)).status).toBe(401);
    expect((await pdfOf(booking.id)).status).toBe(401);
  });

  it('is not ready until the repair is completed', async () => {
    for (const status of ['pending', 'confirmed', 'in_progress', 'cancelled'] as const) {
      const booking = await ashasBooking({ status, completedAt: null });
      const res = await cardOf(booking.id, asha);
      expect([res.status, res.error], status).toEqual([
        409,
        { code: 'WARRANTY_NOT_READY', message: 'The warranty card is ready once the repair is completed.' },
      ]);
      expect((await pdfOf(booking.id, asha)).status, status).toBe(409);
    }
  });
});

describe('the warranty card as a PDF', () => {
  it('is a one-page download named by the booking id, never cached by others', async () => {
    const booking = await ashasBooking();
    const res = await pdfOf(booking.id, asha);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="warranty-${booking.bookingId}.pdf"`,
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Warranty Card ${booking.bookingId}`);
  });

  it('renders names in Odia or Hindi, replacing what the standard fonts cannot draw', async () => {
    const booking = await ashasBooking({
      name: 'ପ୍ରିୟା ଦାସ',
      deviceModel: 'Redmi Note 12 – ₹9,999 edition',
      technicianName: 'रवि कुमार',
    });
    const res = await pdfOf(booking.id, asha);
    expect(res.status).toBe(200);
    expect(new TextDecoder().decode(new Uint8Array(await res.arrayBuffer()).slice(0, 5))).toBe('%PDF-');

    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    // Hindi and Odia in Latin letters, as names are spelt in English.
    expect(toDrawableText('ପ୍ରିୟା ଦାସ', font)).toBe('Priya Das');
    // Accents the font has stay; others lose their accent; letters with no plain form become '?'.
    expect(toDrawableText('Zoë Erdős Łukasz\nनमस्ते', font)).toBe('Zoë Erdos ?ukasz Namaste');
    expect(toDrawableText('Ωμέγα 漢字', font)).toBe('? ?');
    expect(toDrawableText('₹500 – “fixed”', font)).toBe('Rs 500 – “fixed”');
    const card = (await cardOf(booking.id, asha)).warranty;
    const bytes = await renderWarrantyPdf(card, {
      siteName: 'डोरस्टेप',
      ...TEST_SITE_CONFIG,
      publicOrigin: TEST_ORIGIN,
    });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
  });

  it('goes on to a second page when a booking has many repairs', async () => {
    const repairs = Array.from({ length: 20 }, (_, i) => ({
      name: `Repair ${i + 1} with a name long enough to take two lines in its column of the table`,
      warrantyDays: 90,
      validUntil: '2027-02-20',
    }));
    const card = { ...(await cardOf((await ashasBooking()).id, asha)).warranty, repairs };
    const bytes = await renderWarrantyPdf(card, {
      siteName: 'DoorstepFix',
      ...TEST_SITE_CONFIG,
      publicOrigin: TEST_ORIGIN,
    });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);
  });
});

describe('a new booking', () => {
  it("stores each repair's warranty days as priced, without showing them in the booking", async () => {
    const phone = await createDevice(db, { name: 'Pixel 8' });
    const glass = await createRepairService(db, { name: 'Back Glass' });
    const port = await createRepairService(db, { name: 'Charging Port' });
    await createPricing(db, { deviceId: phone.id, repairServiceId: glass.id, warrantyDays: 180 });
    await createPricing(db, { deviceId: phone.id, repairServiceId: port.id, priceAmount: 59_900 });
    const created = await bookWith(app)(makeBookingBody(phone.id, [glass.id, port.id]), { cookie: asha });
    expect(created.status).toBe(201);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, created.body.booking.id));
    expect(row!.selectedServicesDetails).toEqual([
      { id: glass.id, name: 'Back Glass', slug: glass.slug, priceAmount: 99_900, warrantyDays: 180 },
      { id: port.id, name: 'Charging Port', slug: port.slug, priceAmount: 59_900, warrantyDays: 90 },
    ]);
    expect(created.body.booking.selectedServicesDetails).toEqual([
      { id: glass.id, name: 'Back Glass', slug: glass.slug, priceAmount: 99_900 },
      { id: port.id, name: 'Charging Port', slug: port.slug, priceAmount: 59_900 },
    ]);
  });
});
