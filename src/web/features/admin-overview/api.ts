import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { adminKeys } from '../../entities/admin/admin-keys';

// The overview's figures and the errors section, typed from the endpoint map in
// src/shared/contracts/api.ts.

/** Browser errors and server 500s of the last 7 days (decision 033); refreshed every minute. */
export const useAdminErrors = () =>
  useQuery({
    queryKey: adminKeys.errors,
    queryFn: ({ signal }) => callApi('GET /api/admin/errors', { signal }),
    refetchInterval: 60_000,
  });

/** The overview's figures; refreshed every minute, as a pending booking may start to wait too long. */
export const useAdminOverview = () =>
  useQuery({
    queryKey: adminKeys.overview,
    queryFn: ({ signal }) => callApi('GET /api/admin/overview', { signal }),
    refetchInterval: 60_000,
  });
