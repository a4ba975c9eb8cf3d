import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Role } from '@shared/roles';
import type { SessionInfo } from '@shared/session';
import { callApi } from './api-client';

export const sessionQueryKey = ['session'] as const;
const noRoles: readonly Role[] = [];

/** Who the server says is signed in, and their roles (no user when nobody is). */
export const fetchSession = (signal?: AbortSignal) => callApi('GET /api/session', { signal });

/**
 * Who is signed in, with their roles (read fresh by the server on every request). Loading first, then
 * signed in or signed out; every guard and menu reads this one query.
 */
export function useSession() {
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
  const roles: readonly Role[] = query.data?.roles ?? noRoles;
  const hasRole = useCallback((role: Role) => roles.includes(role), [roles]);
  return {
    loading: query.isPending,
    user: query.data?.user ?? null,
    roles,
    hasRole,
    isAdmin: roles.includes('admin'),
    isTechnician: roles.includes('technician'),
    isCustomer: roles.includes('customer'),
  };
}

/** After a sign-in: the session the server answered becomes the app's at once. */
export function useSetSession() {
  const queryClient = useQueryClient();
  return useCallback(
    (session: SessionInfo) => {
      queryClient.setQueryData(sessionQueryKey, session);
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
    [queryClient],
  );
}
