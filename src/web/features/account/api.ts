import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateInput } from '@shared/schemas/profile';
import { callApi } from '../../lib/api-client';
import { useCursorList } from '../../lib/use-cursor-list';
import type { ListParams } from '../../lib/use-cursor-list';

// The signed-in person's profile, and the admin's and technician's lists. Types come from the
// endpoint map in src/shared/contracts.

export const profileKey = ['profile'] as const;

export const useProfile = (enabled = true) =>
  useQuery({
    queryKey: profileKey,
    queryFn: ({ signal }) => callApi('GET /api/profile', { signal }),
    enabled,
  });

/** The admin's user list: paged, sorted and searched on the server. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateInput) => callApi('PUT /api/profile', { body }),
    onSuccess: (data) => queryClient.setQueryData(profileKey, data),
  });
}

export const useAdminUsers = () =>
  useCursorList({
    queryKey: ['admin', 'users'],
    initialSort: { id: 'createdAt', desc: true },
    fetchPage: async (query: ListParams, signal?: AbortSignal) => {
      const page = await callApi('GET /api/admin/users', { query, signal });
      return { rows: page.users, nextCursor: page.nextCursor };
    },
  });

export const useTechnicianJobs = () =>
  useQuery({
    queryKey: ['technician', 'jobs'],
    queryFn: ({ signal }) => callApi('GET /api/technician/jobs', { signal }),
  });
