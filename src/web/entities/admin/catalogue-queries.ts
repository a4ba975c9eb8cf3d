import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminDeviceQuery, AdminPricingQuery } from '@shared/schemas/admin-catalogue';
import { callApi } from '../../lib/api-client';

// The catalogue as the admin sees it (active or not), read by Device Management and by the images
// tab, and the refresh every catalogue change makes: a brand's name shows in the devices and the
// pricing, and an image in the customer-facing catalogue this browser holds.

export const catalogueKeys = {
  all: ['admin', 'catalogue'] as const,
  brands: ['admin', 'catalogue', 'brands'] as const,
  categories: ['admin', 'catalogue', 'categories'] as const,
  services: ['admin', 'catalogue', 'services'] as const,
  devices: (query: AdminDeviceQuery) => ['admin', 'catalogue', 'devices', query] as const,
  devicePages: ['admin', 'catalogue', 'device-pages'] as const,
  pricing: (query: AdminPricingQuery) => ['admin', 'catalogue', 'pricing', query] as const,
};

/** The query string takes text: numbers are written out, empty filters left off. */
export function withoutEmpty<T extends object>(query: T): T {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  ) as T;
}

/** A row's id as the path parameter. */
export const idParam = (id: number) => ({ id: String(id) });

/** Lists are short (tens to hundreds of rows): loaded whole and searched in the browser. */
export const useAdminBrands = () =>
  useQuery({
    queryKey: catalogueKeys.brands,
    queryFn: async ({ signal }) => (await callApi('GET /api/admin/brands', { signal })).brands,
  });

export const useAdminDevices = (query: AdminDeviceQuery = {}) =>
  useQuery({
    queryKey: catalogueKeys.devices(query),
    queryFn: async ({ signal }) =>
      (await callApi('GET /api/admin/devices', { query: withoutEmpty(query), signal })).devices,
  });

export function useCatalogueChange<V, R>(change: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
      // The public catalogue this browser may hold (the admin may look at the shop next).
      for (const key of ['devices', 'device', 'brands', 'repair-services']) {
        void queryClient.invalidateQueries({ queryKey: [key] });
      }
    },
  });
}
