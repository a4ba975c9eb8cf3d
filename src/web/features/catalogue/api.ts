import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GuideOutcomeInput } from '@shared/schemas/guide-outcome';
import { callApi } from '../../lib/api-client';

export interface DeviceFilters {
  brand?: number | undefined;
  q?: string | undefined;
  service?: string | undefined;
}

export function useDevices(filters: DeviceFilters) {
  return useQuery({
    queryKey: ['devices', filters],
    queryFn: ({ signal }) =>
      callApi('GET /api/devices', {
        query: {
          ...(filters.brand ? { brand: String(filters.brand) } : {}),
          ...(filters.q ? { q: filters.q } : {}),
          ...(filters.service ? { service: filters.service } : {}),
        },
        signal,
      }),
    select: (data) => data.devices,
    placeholderData: keepPreviousData,
  });
}

export function useDevice(slug: string) {
  return useQuery({
    queryKey: ['device', slug],
    queryFn: ({ signal }) => callApi('GET /api/devices/:slug', { params: { slug }, signal }),
    select: (data) => data.device,
    enabled: slug !== '',
  });
}

export function useBrands() {
  return useQuery({
    queryKey: ['brands'],
    queryFn: ({ signal }) => callApi('GET /api/brands', { signal }),
    select: (data) => data.brands,
  });
}

export function useRepairServices() {
  return useQuery({
    queryKey: ['repair-services'],
    queryFn: ({ signal }) => callApi('GET /api/repair-services', { signal }),
    select: (data) => data.repairServices,
  });
}

/**
 * Records a visitor's answer to a 'Try This First' guide, for the admin's overview. Fire and forget:
 * the answer is only a statistic, so a failure (offline, rate-limited) is dropped and never delays or
 * changes what the customer sees.
 */
export function recordGuideOutcome(outcome: GuideOutcomeInput): void {
  callApi('POST /api/guide-outcomes', { body: outcome }).catch(() => undefined);
}
