import type { WorkRateInput } from '../schemas/work-rate';

// The rate card for work the catalogue does not list (decision 060), in the endpoint map of `api.ts`.

export interface WorkRate {
  id: number;
  name: string;
  /** Paise. */
  priceAmount: number;
  warrantyDays: number;
  isActive: boolean;
}

export interface WorkRateContract {
  'GET /api/admin/work-rates': { response: { rates: WorkRate[] } };
  'POST /api/admin/work-rates': { body: WorkRateInput; response: { rate: WorkRate } };
  'PUT /api/admin/work-rates/:id': { body: WorkRateInput; response: { rate: WorkRate } };
}
