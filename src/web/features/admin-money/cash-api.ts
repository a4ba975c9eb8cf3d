import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CashHandoverInput } from '@shared/schemas/cash-handover';
import { adminKeys } from '../../entities/admin/admin-keys';
import { callApi } from '../../lib/api-client';

// Cash with technicians on the desk (decision 064): who holds what, one technician's days, a handover.

const cashKey = [...adminKeys.money, 'cash'] as const;
const technicianCashKey = (id: number) => [...cashKey, id] as const;

export const useTechnicianCashList = () =>
  useQuery({
    queryKey: cashKey,
    queryFn: ({ signal }) => callApi('GET /api/admin/cash', { signal }),
  });

export const useTechnicianCash = (id: number) =>
  useQuery({
    queryKey: technicianCashKey(id),
    queryFn: ({ signal }) =>
      callApi('GET /api/admin/technicians/:id/cash', { params: { id: String(id) }, signal }),
  });

export function useRecordHandover(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CashHandoverInput) =>
      callApi('POST /api/admin/technicians/:id/handovers', { params: { id: String(id) }, body }),
    onSuccess: (answer) => queryClient.setQueryData(technicianCashKey(id), answer),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: cashKey, exact: true }),
  });
}
