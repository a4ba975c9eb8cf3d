import { useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';

// The signed-in person's profile, as the booking form and the profile page read it. Changing it is
// the account feature's (features/account/api.ts), which writes into the same query.

export const profileKey = ['profile'] as const;

export const useProfile = (enabled = true) =>
  useQuery({
    queryKey: profileKey,
    queryFn: ({ signal }) => callApi('GET /api/profile', { signal }),
    enabled,
  });
