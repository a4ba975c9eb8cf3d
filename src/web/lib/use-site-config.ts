import { useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@shared/site-config';
import { callApi } from './api-client';

/** How customers reach support (from the server's configuration); undefined until loaded. */
export function useSiteConfig(): SiteConfig | undefined {
  return useQuery({
    queryKey: ['site-config'],
    queryFn: ({ signal }) => callApi('GET /api/site-config', { signal }),
    staleTime: Infinity,
  }).data;
}
