import type { DeviceConditionInput } from '../schemas/device-condition';
import type { EstimateAnswerWay, EstimateState, RevisedEstimateInput } from '../schemas/revised-estimate';
import type { StartJobInput } from '../schemas/technician-work';
import type { BookedService } from './bookings';
import type { TechnicianJob } from './people';
import type { TrackedBooking } from './tracking';

// The routes of the work at the customer's door (issue 32), in the endpoint map of `api.ts`.

/**
 * A revised estimate (decision 056) as its customer and technician read it: the lines it proposes,
 * the difference from the booking's, and the totals (paise).
 */
export interface EstimateView {
  status: EstimateState;
  lines: BookedService[];
  added: BookedService[];
  removed: BookedService[];
  previousTotal: number;
  subtotal: number;
  discount: number;
  total: number;
  proposedAt: string;
  answeredAt: string | null;
  answeredBy: EstimateAnswerWay | null;
}

export interface DoorContract {
  'PUT /api/technician/jobs/:id/condition': { body: DeviceConditionInput; response: { job: TechnicianJob } };
  /** The repairs the job's device offers, at the catalogue's prices, for a revised estimate. */
  'GET /api/technician/jobs/:id/repairs': {
    response: {
      repairs: BookedService[];
      /** The inspection visit's fee (decision 018), for closing after a declined price; null when none. */
      visitFee: number | null;
    };
  };
  'POST /api/technician/jobs/:id/estimate': { body: RevisedEstimateInput; response: { job: TechnicianJob } };
  /** The customer approves in person, on the technician's phone, with their start code. */
  'POST /api/technician/jobs/:id/estimate/approve': {
    body: StartJobInput;
    response: { job: TechnicianJob };
  };
  /** The customer confirms the completed repair in person, with their start code (decision 057). */
  'POST /api/technician/jobs/:id/sign-off': { body: StartJobInput; response: { job: TechnicianJob } };
  'POST /api/track/:token/sign-off': { response: { booking: TrackedBooking } };
  'GET /api/track/:token/estimate': { response: { estimate: EstimateView | null } };
  'POST /api/track/:token/estimate/approve': { response: { estimate: EstimateView | null } };
  'POST /api/track/:token/estimate/decline': { response: { estimate: EstimateView | null } };
}
