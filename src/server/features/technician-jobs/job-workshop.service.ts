import type { TechnicianJob } from '../../../shared/contracts/people';
import type { WorkshopIntake, WorkshopRecord } from '../../../shared/schemas/workshop';
import type { SignedInUser } from '../../auth/signed-in-user';
import type { Database } from '../../db/client';
import { applyStatusChange } from '../../domain/booking-lifecycle';
import type { LifecycleDeps } from '../../domain/booking-lifecycle';
import { estimatePending, estimatePendingError } from '../../domain/revised-estimate';
import { lockOwnJob, ownJobRefusal, technicianActor, technicianFor } from './technician-jobs.service';
import { readJobView } from './technician-job-view';

// Needs workshop (issue 32, decision 059): the technician takes the device from the door with a
// pickup receipt. The move to at_workshop is the lifecycle's, which sends the customer the receipt.

/**
 * Moves a started job to the workshop with what the receipt lists besides the condition check: the
 * accessories taken, the day it should come back, and who took it. Repeating it answers the job.
 */
export async function takeJobToWorkshop(
  db: Database,
  lifecycle: LifecycleDeps,
  user: SignedInUser,
  bookingId: string,
  intake: WorkshopIntake,
  now: Date,
): Promise<TechnicianJob> {
  const technicianId = await technicianFor(db, user, bookingId);
  const row = await db.transaction(async (tx) => {
    const row = await lockOwnJob(tx, technicianId, bookingId);
    if (row.status === 'at_workshop' && row.workshop) return row;
    const refusal = ownJobRefusal(row, 'at_workshop', now);
    if (refusal) throw refusal;
    // A price the customer has not answered yet is settled at the door, not at the workshop.
    if (estimatePending(row)) throw estimatePendingError();
    const workshop: WorkshopRecord = {
      ...intake,
      takenAt: now.toISOString(),
      takenBy: row.technicianName ?? user.name,
    };
    return applyStatusChange(tx, lifecycle, row, {
      to: 'at_workshop',
      actor: technicianActor(user),
      now,
      alsoSet: { workshop },
    });
  });
  lifecycle.notifier.wake();
  return readJobView(db, row);
}
