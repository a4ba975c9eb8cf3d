import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTechnicianInput, UpdateTechnicianInput } from '@shared/schemas/admin-people';
import type { AdminTechnicianRow } from '@shared/contracts/people';
import { callApi } from '../../lib/api-client';
import { refreshPeople } from '../../entities/admin/admin-keys';

// The technicians' changes, typed from the endpoint map in src/shared/contracts/api.ts. Their list
// is read by the bookings too, so it is in entities/admin/technician-roster.ts.

export { useAdminTechnicians } from '../../entities/admin/technician-roster';

function useTechnicianChange<Input>(change: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => refreshPeople(queryClient),
  });
}

export const useCreateTechnician = () =>
  useTechnicianChange((body: CreateTechnicianInput) => callApi('POST /api/admin/technicians', { body }));

export const useUpdateTechnician = () =>
  useTechnicianChange(({ id, ...body }: UpdateTechnicianInput & { id: number }) =>
    callApi('PUT /api/admin/technicians/:id', { params: { id: String(id) }, body }),
  );

export const useSetTechnicianStatus = () =>
  useTechnicianChange(({ id, status }: { id: number; status: AdminTechnicianRow['status'] }) =>
    callApi('POST /api/admin/technicians/:id/status', { params: { id: String(id) }, body: { status } }),
  );

export const useResetTechnicianPassword = () =>
  useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      callApi('POST /api/admin/technicians/:id/password', { params: { id: String(id) }, body: { password } }),
  });
