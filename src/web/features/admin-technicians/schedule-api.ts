import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeaveInput, TechnicianScheduleInput } from '@shared/schemas/technician-schedule';
import { callApi } from '../../lib/api-client';

// A technician's week, area and leave, and the leave requests waiting across the team (decision 049).

const keys = {
  schedule: (id: number) => ['admin', 'technician-schedule', id] as const,
  leave: (id: number) => ['admin', 'technician-leave', id] as const,
  waiting: ['admin', 'leave', 'requested'] as const,
};

export const useTechnicianSchedule = (id: number) =>
  useQuery({
    queryKey: keys.schedule(id),
    queryFn: ({ signal }) =>
      callApi('GET /api/admin/technicians/:id/schedule', { params: { id: String(id) }, signal }),
  });

export function useSaveTechnicianSchedule(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TechnicianScheduleInput) =>
      callApi('PUT /api/admin/technicians/:id/schedule', { params: { id: String(id) }, body }),
    onSuccess: (data) => queryClient.setQueryData(keys.schedule(id), data),
  });
}

export const useTechnicianLeave = (id: number) =>
  useQuery({
    queryKey: keys.leave(id),
    queryFn: ({ signal }) =>
      callApi('GET /api/admin/technicians/:id/leave', { params: { id: String(id) }, signal }),
  });

export function useAddLeave(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeaveInput) =>
      callApi('POST /api/admin/technicians/:id/leave', { params: { id: String(id) }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.leave(id) }),
  });
}

export const useWaitingLeave = () =>
  useQuery({
    queryKey: keys.waiting,
    queryFn: ({ signal }) => callApi('GET /api/admin/leave', { query: { status: 'requested' }, signal }),
  });

export function useDecideLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'approved' | 'declined' }) =>
      callApi('POST /api/admin/leave/:id/decision', { params: { id: String(id) }, body: { decision } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: keys.waiting });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'technician-leave'] });
    },
  });
}
