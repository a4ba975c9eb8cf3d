import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TechnicianPasswordChangeInput } from '@shared/schemas/technician-work';
import type { LeaveInput } from '@shared/schemas/technician-schedule';
import { ApiError, callApi } from '../../lib/api-client';

// The signed-in technician's own record and the two settings they change themselves: their status
// (active or busy) and their password. The record's key is the one the dashboard reads it under.

export const technicianSelfKey = ['technician', 'me'] as const;

export const useTechnicianSelf = () =>
  useQuery({
    queryKey: technicianSelfKey,
    queryFn: ({ signal }) => callApi('GET /api/technician/me', { signal }),
    // No technician profile (404) will not appear by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

export function useSetOwnStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: 'active' | 'busy') => callApi('POST /api/technician/status', { body: { status } }),
    onSuccess: (data) => queryClient.setQueryData(technicianSelfKey, data),
  });
}

export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: TechnicianPasswordChangeInput) => callApi('PUT /api/technician/password', { body }),
  });

const ownLeaveKey = ['technician', 'leave'] as const;

/** The technician's own leave requests, latest first, with their answers. */
export const useOwnLeave = () =>
  useQuery({
    queryKey: ownLeaveKey,
    queryFn: ({ signal }) => callApi('GET /api/technician/leave', { signal }),
  });

/** Ask for leave: it waits for an admin's answer. */
export function useAskForLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeaveInput) => callApi('POST /api/technician/leave', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownLeaveKey }),
  });
}
