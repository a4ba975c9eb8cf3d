import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

// The signed-in person's profile, and the admin's and technician's lists. Types come from the
// endpoint map in src/shared/contracts.

export const profileKey = ['profile'] as const;

export const useProfile = (enabled = true) =>
  useQuery({
    queryKey: profileKey,
    queryFn: ({ signal }) => callApi('GET /api/profile', { signal }),
    enabled,
  });

export const useAdminUsers = () =>
  useQuery({
    queryKey: ['admin', 'users'],
    queryFn: ({ signal }) => callApi('GET /api/admin/users', { signal }),
  });

export const useTechnicianJobs = () =>
  useQuery({
    queryKey: ['technician', 'jobs'],
    queryFn: ({ signal }) => callApi('GET /api/technician/jobs', { signal }),
  });
