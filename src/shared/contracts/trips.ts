import type { NotAvailableInput, OnTheWayInput } from '../schemas/technician-work';
import type { TechnicianJob } from './people';

// The technician's trip to a confirmed job (issue 31): 'On my way' with an arrival estimate, and
// 'Customer not available' at the door. Both answer the job as it now is.

export interface TripContract {
  'POST /api/technician/jobs/:id/on-the-way': { body: OnTheWayInput; response: { job: TechnicianJob } };
  'POST /api/technician/jobs/:id/not-available': {
    body: NotAvailableInput;
    response: { job: TechnicianJob };
  };
}
