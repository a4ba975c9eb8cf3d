import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { WorkRate } from '../../shared/contracts/work-rates';
import type { ExtraWorkInput } from '../../shared/schemas/work-rate';
import type { Database } from '../db/client';
import type { SelectedServiceDetail } from '../db/schema/bookings';
import { workRates } from '../db/schema/index';
import { AppError } from '../http/app-error';

// The rate card for work the catalogue does not list (decision 060): the one rule that prices a line
// the technician describes at the door. The technician names the work and picks a rate; the line
// costs the rate's price and carries its warranty, read here when the estimate is made.

type Reader = Pick<Database, 'select'>;

const rateColumns = {
  id: workRates.id,
  name: workRates.name,
  priceAmount: workRates.priceAmount,
  warrantyDays: workRates.warrantyDays,
  isActive: workRates.isActive,
};

/** Every rate, for the admin's card: active first, then by price. */
export function listWorkRates(db: Reader): Promise<WorkRate[]> {
  return db
    .select(rateColumns)
    .from(workRates)
    .orderBy(desc(workRates.isActive), asc(workRates.priceAmount), asc(workRates.name));
}

/** The rates a technician may choose from. */
export function listActiveWorkRates(db: Reader): Promise<WorkRate[]> {
  return db
    .select(rateColumns)
    .from(workRates)
    .where(eq(workRates.isActive, true))
    .orderBy(asc(workRates.priceAmount), asc(workRates.name));
}

/**
 * The lines of described work, priced at their active rates, with ids below the lowest of `lines`
 * (the booking's), so that none is ever taken for a catalogue repair or for another line.
 */
export async function priceExtraWork(
  db: Reader,
  extra: readonly ExtraWorkInput[],
  lines: readonly Pick<SelectedServiceDetail, 'id'>[],
): Promise<SelectedServiceDetail[]> {
  if (extra.length === 0) return [];
  const ids = [...new Set(extra.map((line) => line.rateId))];
  const rates = await db
    .select(rateColumns)
    .from(workRates)
    .where(and(eq(workRates.isActive, true), inArray(workRates.id, ids)));
  const byId = new Map(rates.map((rate) => [rate.id, rate]));
  if (ids.some((id) => !byId.has(id))) {
    const message = 'Please choose a rate for the work.';
    throw new AppError('VALIDATION_FAILED', message, { extra: message });
  }
  const lowest = Math.min(0, ...lines.map((line) => line.id));
  return extra.map((line, index) => {
    const rate = byId.get(line.rateId)!;
    return {
      id: lowest - 1 - index,
      name: line.description,
      priceAmount: rate.priceAmount,
      warrantyDays: rate.warrantyDays,
      workRateId: rate.id,
    };
  });
}
