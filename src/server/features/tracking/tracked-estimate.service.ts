import type { EstimateView } from '../../../shared/contracts/door';
import type { Database } from '../../db/client';
import { lockBooking } from '../../domain/booking-lifecycle';
import type { BookingRow } from '../../domain/booking-view';
import { toEstimateView } from '../../domain/booking-view';
import { answerEstimate } from '../../domain/revised-estimate';
import { applySignOff } from '../../domain/customer-sign-off';

// The customer's answer to a new price from the door (decision 056), and their sign-off of the
// completed repair (decision 057), on the tracking link: the link is the authority, as for
// cancelling, and each answer keeps the network it came from.

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

/** The customer confirms the completed repair on the link (decision 057); the page reads it again. */
export async function signOffTrackedBooking(
  db: Database,
  row: BookingRow,
  network: string,
  now: Date,
): Promise<BookingRow> {
  return db.transaction(async (tx) =>
    applySignOff(tx, await lockBooking(tx, row.id), {
      way: 'link',
      network,
      actor: { userId: null, role: 'guest' },
      now,
    }),
  );
}
