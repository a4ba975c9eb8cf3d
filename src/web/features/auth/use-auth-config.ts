import { useQuery } from '@tanstack/react-query';
import { authApi } from './auth-api';

/** How this site signs people in (Google, the code channels): set at the server's start, read once. */
export function useAuthConfig() {
  return useQuery({ queryKey: ['auth-config'], queryFn: authApi.config, staleTime: Infinity });
}
