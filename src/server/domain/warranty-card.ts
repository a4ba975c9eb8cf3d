import { and, desc, eq, inArray } from 'drizzle-orm';
import { addDays, indiaDate } from '../../shared/booking-time';
import { DEFAULT_WARRANTY_DAYS } from '../../shared/constants';
import type { WarrantyCard, WarrantyRepair } from '../../shared/contracts/warranty';
import type { Database } from '../db/client';
import { bookingEvents, deviceRepairPricing } from '../db/schema/index';
import { AppError } from '../http/app-error';
import { firstName } from './booking-view';
import type { BookingRow } from './booking-view';

type Executor = Pick<Database, 'select'>;

/**
 * The warranty card of a completed booking (its customer's, whether signed in or following the
 * tracking link). Each repair is covered for the days priced when it was booked, counted from the day
 * it was completed in India.
 */
export async function warrantyCardOf(db: Executor, row: BookingRow): Promise<WarrantyCard> {
  if (row.status !== 'completed') {
    throw new AppError('WARRANTY_NOT_READY', 'The warranty card is ready once the repair is completed.');
  }
  const completedOn = indiaDate(await completionMoment(db, row));
  const days = await warrantyDaysOf(db, row);
  const repairs: WarrantyRepair[] = row.selectedServicesDetails.map((service, i) => ({
    name: service.name,
    ...(service.slug ? { slug: service.slug } : {}),
    ...(service.translations ? { translations: service.translations } : {}),
    warrantyDays: days[i]!,
    validUntil: addDays(completedOn, days[i]!),
  }));
  return {
    bookingId: row.bookingId,
    customerName: row.name,
    device: row.deviceModel,
    repairs,
    completedOn,
    // 'YYYY-MM-DD' strings sort as dates; a booking without repairs is covered for the default.
    validUntil: repairs.reduce(
      (latest, repair) => (repair.validUntil > latest ? repair.validUntil : latest),
      repairs.length > 0 ? completedOn : addDays(completedOn, DEFAULT_WARRANTY_DAYS),
    ),
    technicianName: row.technicianName,
  };
}

/**
 * The card as a tracking link shows it: first names only, like the rest of the tracking page
 * (a link may be forwarded; the signed-in customer's card keeps the full names).
 */
export function withFirstNamesOnly(card: WarrantyCard): WarrantyCard {
  return {
    ...card,
    customerName: firstName(card.customerName) ?? '',
    technicianName: firstName(card.technicianName),
  };
}

/**
 * When the repair was completed: completed_at is written with the move to completed; bookings that
 * reached it before that column existed fall back to their history, then to their last change.
 */
async function completionMoment(db: Executor, row: BookingRow): Promise<Date> {
  if (row.completedAt) return row.completedAt;
  const [event] = await db
    .select({ at: bookingEvents.createdAt })
    .from(bookingEvents)
    .where(
      and(
        eq(bookingEvents.bookingId, row.id),
        eq(bookingEvents.kind, 'status'),
        eq(bookingEvents.toStatus, 'completed'),
      ),
    )
    .orderBy(desc(bookingEvents.createdAt), desc(bookingEvents.id))
    .limit(1);
  return event?.at ?? row.updatedAt;
}

/**
 * Each repair's warranty days, in the booking's order: as stored at booking time; for bookings made
 * before that was stored, the device's current pricing of the repair, else the standard warranty.
 */
async function warrantyDaysOf(db: Executor, row: BookingRow): Promise<number[]> {
  const services = row.selectedServicesDetails;
  const missing = services.filter((s) => s.warrantyDays === undefined).map((s) => s.id);
  const current = new Map<number, number>();
  if (missing.length > 0 && row.deviceId !== null) {
    const pricing = await db
      .select({ serviceId: deviceRepairPricing.repairServiceId, days: deviceRepairPricing.warrantyDays })
      .from(deviceRepairPricing)
      .where(
        and(
          eq(deviceRepairPricing.deviceId, row.deviceId),
          inArray(deviceRepairPricing.repairServiceId, missing),
        ),
      );
    for (const p of pricing) current.set(p.serviceId, p.days);
  }
  return services.map((s) => s.warrantyDays ?? current.get(s.id) ?? DEFAULT_WARRANTY_DAYS);
}
