import { and, asc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_WARRANTY_DAYS } from '../../shared/constants';
import { bookedRepairNames } from '../../shared/repair-names';
import type { BookingData } from '../../shared/schemas/booking';
import { BOOKING_MESSAGES } from '../../shared/schemas/booking';
import { brands, deviceCategories, deviceRepairPricing, devices, repairServices } from '../db/schema/index';
import type { SelectedServiceDetail } from '../db/schema/bookings';
import { AppError } from '../http/app-error';
import { say } from '../notifications/words';
import type { Transaction } from './booking-lifecycle';
import { visibleDevice } from './catalogue-visibility';
import { findInspectionVisit } from './inspection-visit';
import type { InspectionVisit } from './inspection-visit';

// What a booking costs, line by line, from the catalogue (spec decision 2): whatever prices, names or
// totals a client sends are never read. A listed device's repairs at their catalogue prices; a device
// that is not listed pays the inspection visit, its repairs priced at the door (decision 018). The
// subtotal, the referral discount (₹50, never more than the repairs) and the total of these lines are
// `priceBooking` in src/shared/booking-rules.ts, which the booking form shows too.

/** What is being repaired and what it costs, from the catalogue: never from the request's prices or names. */
export interface PricedDevice {
  deviceId: number | null;
  deviceUnlisted: boolean;
  /** The catalogue's name for a listed device; the brand and typed model for one that is not. */
  deviceModel: string;
  services: SelectedServiceDetail[];
}

const unavailableRepairs = () =>
  new AppError('REPAIRS_UNAVAILABLE', 'Some of the chosen repairs are not available for this device.', {
    selectedIssues: 'Some of the chosen repairs are not available for this device. Please choose again.',
  });

/** A catalogue device's name as customers read it: with its brand in front unless the name has it. */
function withBrand(brand: string, name: string): string {
  return name.toLowerCase().startsWith(brand.toLowerCase()) ? name : `${brand} ${name}`;
}

/**
 * Read in the booking's transaction, while it holds the catalogue's lock shared: no catalogue write
 * commits between this read and the booking's commit, so the prices stored are the database's at
 * commit (decision 024).
 */
export async function priceDevice(tx: Transaction, input: BookingData): Promise<PricedDevice> {
  return input.unlisted
    ? priceUnlistedDevice(tx, input)
    : priceListedDevice(tx, input.deviceId!, input.selectedIssues);
}

/**
 * Names, prices and warranties of the chosen repairs for this device, from the catalogue, in the order
 * chosen: the warranty card honours what was priced at booking, whatever the catalogue says later
 * (a revised estimate at the door prices its added repairs here too).
 * The stored device name is the catalogue's, whatever model the request names. One query: the device
 * when customers can see it, with each chosen repair it offers (none: a row without a repair).
 */
export async function priceListedDevice(
  tx: Transaction,
  deviceId: number,
  selectedIssues: readonly number[],
): Promise<PricedDevice> {
  const rows = await tx
    .select({
      deviceName: devices.name,
      brand: brands.name,
      id: repairServices.id,
      name: repairServices.name,
      slug: repairServices.slug,
      translations: repairServices.translations,
      priceAmount: deviceRepairPricing.priceAmount,
      warrantyDays: deviceRepairPricing.warrantyDays,
    })
    .from(devices)
    .innerJoin(brands, eq(brands.id, devices.brandId))
    .innerJoin(deviceCategories, eq(deviceCategories.id, devices.categoryId))
    .leftJoin(
      deviceRepairPricing,
      and(
        eq(deviceRepairPricing.deviceId, devices.id),
        eq(deviceRepairPricing.isAvailable, true),
        inArray(deviceRepairPricing.repairServiceId, [...selectedIssues]),
      ),
    )
    .leftJoin(
      repairServices,
      and(eq(repairServices.id, deviceRepairPricing.repairServiceId), eq(repairServices.isActive, true)),
    )
    .where(and(eq(devices.id, deviceId), visibleDevice));
  const device = rows[0];
  if (!device) {
    throw new AppError('DEVICE_UNAVAILABLE', 'This device is not available for booking.', {
      deviceId: 'This device is no longer available. Please choose your device again.',
    });
  }
  const byId = new Map<number, SelectedServiceDetail>();
  for (const { id, name, slug, translations, priceAmount, warrantyDays } of rows) {
    if (id !== null && name !== null && slug !== null && priceAmount !== null && warrantyDays !== null) {
      byId.set(id, { id, name, slug, ...bookedRepairNames(translations), priceAmount, warrantyDays });
    }
  }
  if (selectedIssues.some((id) => !byId.has(id))) throw unavailableRepairs();
  return {
    deviceId,
    deviceUnlisted: false,
    deviceModel: withBrand(device.brand, device.deviceName),
    services: selectedIssues.map((id) => byId.get(id)!),
  };
}

/** The brand a device that is not listed was booked under: a catalogue brand, or none ('Other'). */
async function chosenBrand(tx: Transaction, brandId: number | null | undefined): Promise<string | null> {
  if (!brandId) return null;
  const [row] = await tx
    .select({ name: brands.name })
    .from(brands)
    .where(and(eq(brands.id, brandId), eq(brands.isActive, true)));
  if (!row) {
    throw new AppError('VALIDATION_FAILED', BOOKING_MESSAGES.brand, { brandId: BOOKING_MESSAGES.brand });
  }
  return row.name;
}

/**
 * 'My device isn't listed': the inspection visit at its catalogue fee, then the chosen repairs (any
 * active service) with their prices confirmed at the door. The brand is a catalogue brand or 'Other'.
 */
async function priceUnlistedDevice(tx: Transaction, input: BookingData): Promise<PricedDevice> {
  const visit = await findInspectionVisit(tx);
  if (!visit) {
    throw new AppError(
      'UNLISTED_BOOKING_UNAVAILABLE',
      'Booking a device that is not listed is not possible just now. Please call us and we will help.',
    );
  }
  const brand = await chosenBrand(tx, input.brandId);
  const rows = await tx
    .select({
      id: repairServices.id,
      name: repairServices.name,
      slug: repairServices.slug,
      translations: repairServices.translations,
    })
    .from(repairServices)
    .where(and(eq(repairServices.isActive, true), inArray(repairServices.id, input.selectedIssues)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  if (input.selectedIssues.some((id) => !byId.has(id))) throw unavailableRepairs();
  const repairs = input.selectedIssues
    .filter((id) => id !== visit.serviceId)
    .map((id) => {
      const { translations, ...service } = byId.get(id)!;
      return {
        ...service,
        ...bookedRepairNames(translations),
        priceAmount: 0,
        priceOnInspection: true,
      };
    });
  return {
    deviceId: null,
    deviceUnlisted: true,
    deviceModel: brand ? withBrand(brand, input.deviceModel) : input.deviceModel,
    services: [inspectionVisitLine(visit), ...repairs],
  };
}

/** The inspection visit as a booking's line, at its catalogue fee. */
export function inspectionVisitLine(visit: InspectionVisit): SelectedServiceDetail {
  return {
    id: visit.serviceId,
    name: say('en', 'inspectionVisit'),
    // Named in the booking's language wherever the line is shown, in the catalogue's words.
    translations: {
      hi: { name: say('hi', 'inspectionVisit') },
      or: { name: say('or', 'inspectionVisit') },
    },
    priceAmount: visit.fee,
    warrantyDays: DEFAULT_WARRANTY_DAYS,
  };
}

/**
 * The repairs a listed device offers now, at the catalogue's prices, for a revised estimate at the
 * door (decision 056): the same rows `priceListedDevice` would accept, by name.
 */
export async function listDeviceRepairs(
  db: Pick<Transaction, 'select'>,
  deviceId: number,
): Promise<SelectedServiceDetail[]> {
  const rows = await db
    .select({
      id: repairServices.id,
      name: repairServices.name,
      slug: repairServices.slug,
      translations: repairServices.translations,
      priceAmount: deviceRepairPricing.priceAmount,
      warrantyDays: deviceRepairPricing.warrantyDays,
    })
    .from(deviceRepairPricing)
    .innerJoin(repairServices, eq(repairServices.id, deviceRepairPricing.repairServiceId))
    .innerJoin(devices, eq(devices.id, deviceRepairPricing.deviceId))
    .innerJoin(brands, eq(brands.id, devices.brandId))
    .innerJoin(deviceCategories, eq(deviceCategories.id, devices.categoryId))
    .where(
      and(
        eq(deviceRepairPricing.deviceId, deviceId),
        eq(deviceRepairPricing.isAvailable, true),
        eq(repairServices.isActive, true),
        visibleDevice,
      ),
    )
    .orderBy(asc(repairServices.name));
  return rows.map(({ translations, ...row }) => ({ ...row, ...bookedRepairNames(translations) }));
}
