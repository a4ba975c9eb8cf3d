import type { EstimateView } from '../../../shared/contracts/door';
import type { Database } from '../../db/client';
import { lockBooking } from '../../domain/booking-lifecycle';
import type { BookingRow } from '../../domain/booking-view';
import { toEstimateView } from '../../domain/booking-view';
import { answerEstimate } from '../../domain/revised-estimate';

// The customer's answer to a new price from the door (decision 056) on the tracking link: the link
// is the authority, as for cancelling, and the answer keeps the network it came from.

export function viewTrackedEstimate(row: BookingRow): EstimateView | null {
  return toEstimateView(row.estimate);
}

/** Approves or declines the estimate waiting on the link's booking. */
export async function answerTrackedEstimate(
  db: Database,
  row: BookingRow,
  { approve, network }: { approve: boolean; network: string },
  now: Date,
): Promise<EstimateView | null> {
  const answered = await db.transaction(async (tx) => {
    const locked = await lockBooking(tx, row.id);
    return answerEstimate(tx, locked, {
      approve,
      way: 'link',
      network,
      actor: { userId: null, role: 'guest' },
      now,
    });
  });
  return toEstimateView(answered.estimate);
}
