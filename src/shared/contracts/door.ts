import type { DeviceConditionInput } from '../schemas/device-condition';
import type { TechnicianJob } from './people';

// The routes of the work at the customer's door (issue 32), in the endpoint map of `api.ts`.

export interface DoorContract {
  'PUT /api/technician/jobs/:id/condition': { body: DeviceConditionInput; response: { job: TechnicianJob } };
}
