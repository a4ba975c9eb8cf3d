import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  BrandListResponse,
  DeviceListResponse,
  DeviceResponse,
  RepairServiceListResponse,
} from '@shared/catalogue-types';
import { apiGet } from '../../lib/api-client';

export interface DeviceFilters {
  brand?: number | undefined;
  q?: string | undefined;
  service?: string | undefined;
}

function deviceListPath(filters: DeviceFilters): string {
  const params = new URLSearchParams();
  if (filters.brand) params.set('brand', String(filters.brand));
  if (filters.q) params.set('q', filters.q);
  if (filters.service) params.set('service', filters.service);
  const query = params.toString();
  return query ? `/api/devices?${query}` : '/api/devices';
}

export function useDevices(filters: DeviceFilters) {
  return useQuery({
    queryKey: ['devices', filters],
    queryFn: ({ signal }) => apiGet<DeviceListResponse>(deviceListPath(filters), signal),
    select: (data) => data.devices,
    placeholderData: keepPreviousData,
  });
}

export function useDevice(slug: string) {
  return useQuery({
    queryKey: ['device', slug],
    queryFn: ({ signal }) => apiGet<DeviceResponse>(`/api/devices/${encodeURIComponent(slug)}`, signal),
    select: (data) => data.device,
    enabled: slug !== '',
  });
}

export function useBrands() {
  return useQuery({
    queryKey: ['brands'],
    queryFn: ({ signal }) => apiGet<BrandListResponse>('/api/brands', signal),
    select: (data) => data.brands,
  });
}

export function useRepairServices() {
  return useQuery({
    queryKey: ['repair-services'],
    queryFn: ({ signal }) => apiGet<RepairServiceListResponse>('/api/repair-services', signal),
    select: (data) => data.repairServices,
  });
}
