import { isTripDay } from '../../../shared/trip-day';
import type { TechnicianJob } from '../../../shared/contracts/people';
import type { DeviceCondition } from '../../../shared/schemas/device-condition';
import type { SignedInUser } from '../../auth/signed-in-user';
import type { Database } from '../../db/client';
import { applyDeviceCondition } from '../../domain/device-condition';
import { AppError } from '../../http/app-error';
import { lockOwnJob, technicianFor } from './technician-jobs.service';
import { readJobView } from './technician-job-view';
import { visitNotToday } from './technician-trips.service';

// The condition check at the door (issue 32): what the device looked like before anyone opened it,
// the customer's proof and the shop's. It is written while the visit is confirmed, as often as the
// technician corrects it, and stands unchanged once the job has started.

/**
 * Records the device's condition on one of the technician's confirmed jobs, replacing an earlier
 * record; the customer's tracking page and dashboard hear of it at once.
 */
export async function recordJobCondition(
  db: Database,
  user: SignedInUser,
  bookingId: string,
  condition: DeviceCondition,
  now: Date,
): Promise<TechnicianJob> {
  const technicianId = await technicianFor(db, user, bookingId);
  const row = await db.transaction(async (tx) => {
    const row = await lockOwnJob(tx, technicianId, bookingId);
    if (row.status !== 'confirmed') {
      throw new AppError(
        'TRANSITION_NOT_ALLOWED',
        'The condition is checked before work starts: this job is no longer waiting to start.',
        undefined,
        { reason: 'condition_closed', params: { status: row.status } },
      );
    }
    // The device is in the technician's hands only at the door (decision 053's day rule).
    if (!isTripDay(row.preferredDate, now)) throw visitNotToday();
    return applyDeviceCondition(tx, row, condition, now);
  });
  return readJobView(db, row);
}
