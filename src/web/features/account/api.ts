import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateInput } from '@shared/schemas/profile';
import { callApi } from '../../lib/api-client';

// The signed-in person's profile. Types come from the
// endpoint map in src/shared/contracts.

export const profileKey = ['profile'] as const;

export const useProfile = (enabled = true) =>
  useQuery({
    queryKey: profileKey,
    queryFn: ({ signal }) => callApi('GET /api/profile', { signal }),
    enabled,
  });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateInput) => callApi('PUT /api/profile', { body }),
    onSuccess: (data) => queryClient.setQueryData(profileKey, data),
  });
}
