import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssignTechnicianInput } from '@shared/schemas/admin-bookings';
import { callApi } from '../../lib/api-client';
import { adminKeys, refreshAfterBookingChange } from '../../entities/admin/admin-keys';

// The schedule view's reads and its one write: the team's days and the jobs holding windows, and a
// job given to a technician through the bookings' own assign route. The schedule's key sits under the
// bookings', so the desk's live refresh (app/admin-desk/use-live-desk.ts) keeps it current.

export const useSchedule = (from: string, days: number) =>
  useQuery({
    queryKey: [...adminKeys.schedule, from, days],
    queryFn: ({ signal }) =>
      callApi('GET /api/admin/schedule', { query: { from, days: String(days) }, signal }),
    placeholderData: (previous) => previous,
  });

export interface AssignRequest {
  id: string;
  technicianId: number;
  /** Given only after the server refused a technician who is not eligible (409 TECHNICIAN_UNAVAILABLE). */
  overrideReason?: string;
}

export function useScheduleAssign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, technicianId, overrideReason }: AssignRequest) => {
      const body: AssignTechnicianInput & { overrideReason?: string } = overrideReason
        ? { technicianId, overrideReason }
        : { technicianId };
      return callApi('POST /api/admin/bookings/:id/assign', { params: { id }, body });
    },
    onSettled: () => refreshAfterBookingChange(queryClient),
  });
}
