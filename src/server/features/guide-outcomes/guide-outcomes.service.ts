import { eq } from 'drizzle-orm';
import type { GuideOutcomeData } from '../../../shared/schemas/guide-outcome';
import { devices, guideOutcomes, repairServices } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { AppServices } from '../../http/app-services';
import { HOUR_MS } from '../../lib/durations';
import type { Limit } from '../../lib/rate-limiter';
import { GUIDE_OUTCOMES_PER_ADDRESS_PER_HOUR } from '../../limits';

/** Answers one client address may record per hour: plenty for a person, a wall for a script. */
export const guideOutcomesPerHour: Limit = {
  name: 'guide-outcomes',
  limit: GUIDE_OUTCOMES_PER_ADDRESS_PER_HOUR,
  windowMs: HOUR_MS,
  code: 'RATE_LIMITED',
  message: 'Too many answers from this address. Please try again later.',
};

/**
 * Records a visitor's answer to a 'Try This First' guide. Anonymous on purpose: no user, no address
 * is stored; the address only counts against the limit. The limit is counted before the ids are
 * checked, so probing for ids costs the same as answering. Past the limit the answer is dropped
 * (false), not refused: nobody waits on it, and many customers share one carrier address.
 */
export async function recordGuideOutcome(
  { db, limiter }: Pick<AppServices, 'db' | 'limiter'>,
  outcome: GuideOutcomeData,
  clientBucket: string,
  now: Date,
): Promise<boolean> {
  try {
    await limiter.hit(guideOutcomesPerHour, clientBucket, { now });
  } catch (error) {
    if (error instanceof AppError && error.code === guideOutcomesPerHour.code) return false;
    throw error;
  }
  const [[device], [repair]] = await Promise.all([
    db.select({ id: devices.id }).from(devices).where(eq(devices.id, outcome.deviceId)),
    db
      .select({ id: repairServices.id })
      .from(repairServices)
      .where(eq(repairServices.id, outcome.repairServiceId)),
  ]);
  if (!device) throw new AppError('NOT_FOUND', 'Device not found');
  if (!repair) throw new AppError('NOT_FOUND', 'Repair not found');
  await db.insert(guideOutcomes).values({
    deviceId: device.id,
    repairServiceId: repair.id,
    worked: outcome.worked,
    createdAt: now,
  });
  return true;
}
