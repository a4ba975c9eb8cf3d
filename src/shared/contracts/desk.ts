import type { DispatchContract } from './admin-bookings';
import type { AdminScheduleContract } from './admin-schedule';
import type { WorkRateContract } from './work-rates';

/** The admin desk's routes kept beside their own contracts, in the endpoint map of `api.ts`. */
export interface DeskContract extends AdminScheduleContract, DispatchContract, WorkRateContract {}
