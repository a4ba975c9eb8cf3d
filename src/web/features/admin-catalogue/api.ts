import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WorkRateInput } from '@shared/schemas/work-rate';
import type {
  AdminDevicePageParams,
  AdminPricingQuery,
  BrandInput,
  CategoryInput,
  DeviceInput,
  PricingCellsInput,
  PricingCopyInput,
  PricingInput,
  PricingUpdateInput,
  RepairServiceInput,
} from '@shared/schemas/admin-catalogue';
import { callApi } from '../../lib/api-client';
import { useCursorList } from '../../lib/use-cursor-list';
import {
  catalogueKeys,
  idParam,
  useCatalogueChange,
  withoutEmpty,
} from '../../entities/admin/catalogue-queries';

// Device Management's data: the catalogue's lists as the admin sees them (active or not) and every
// change, typed from the endpoint map. A change refreshes every catalogue list (a brand's name shows
// in the devices and the pricing) and the customer-facing catalogue this browser holds. The lists
// the images tab reads too, and that refresh, are in entities/admin/catalogue-queries.ts.

export { useAdminBrands, useAdminDevices } from '../../entities/admin/catalogue-queries';

/** Lists are short (tens to hundreds of rows): loaded whole and searched in the browser. */
export const useAdminCategories = () =>
  useQuery({
    queryKey: catalogueKeys.categories,
    queryFn: async ({ signal }) => (await callApi('GET /api/admin/categories', { signal })).categories,
  });
export const useAdminRepairServices = () =>
  useQuery({
    queryKey: catalogueKeys.services,
    queryFn: async ({ signal }) => (await callApi('GET /api/admin/repair-services', { signal })).services,
  });
/** The desk's device list: paged, searched and sorted on the server, like the bookings. */
export const useAdminDevicePages = (
  filters: Pick<AdminDevicePageParams, 'brandId' | 'categoryId' | 'active'>,
) =>
  useCursorList({
    queryKey: catalogueKeys.devicePages,
    initialSort: { id: 'name', desc: false },
    filters,
    fetchPage: async (query: AdminDevicePageParams, signal?: AbortSignal) => {
      const page = await callApi('GET /api/admin/devices/pages', { query, signal });
      return { rows: page.devices, nextCursor: page.nextCursor };
    },
  });
export const useAdminPricing = (query: AdminPricingQuery = {}) =>
  useQuery({
    queryKey: catalogueKeys.pricing(query),
    queryFn: async ({ signal }) =>
      (await callApi('GET /api/admin/pricing', { query: withoutEmpty(query), signal })).pricing,
  });

type WithId<T> = T & { id: number };

export const useSaveBrand = () =>
  useCatalogueChange(({ id, ...body }: BrandInput & { id?: number }) =>
    id === undefined
      ? callApi('POST /api/admin/brands', { body })
      : callApi('PUT /api/admin/brands/:id', { params: idParam(id), body }),
  );
export const useSaveCategory = () =>
  useCatalogueChange(({ id, ...body }: CategoryInput & { id?: number }) =>
    id === undefined
      ? callApi('POST /api/admin/categories', { body })
      : callApi('PUT /api/admin/categories/:id', { params: idParam(id), body }),
  );
export const useSaveRepairService = () =>
  useCatalogueChange(({ id, ...body }: RepairServiceInput & { id?: number }) =>
    id === undefined
      ? callApi('POST /api/admin/repair-services', { body })
      : callApi('PUT /api/admin/repair-services/:id', { params: idParam(id), body }),
  );
export const useSaveDevice = () =>
  useCatalogueChange(({ id, ...body }: DeviceInput & { id?: number }) =>
    id === undefined
      ? callApi('POST /api/admin/devices', { body })
      : callApi('PUT /api/admin/devices/:id', { params: idParam(id), body }),
  );
export const useCreatePricing = () =>
  useCatalogueChange((body: PricingInput) => callApi('POST /api/admin/pricing', { body }));
export const useUpdatePricing = () =>
  useCatalogueChange(({ id, ...body }: WithId<PricingUpdateInput>) =>
    callApi('PUT /api/admin/pricing/:id', { params: idParam(id), body }),
  );

/** The kinds of catalogue rows with an active toggle and a delete. */
export type CatalogueKind = 'brands' | 'categories' | 'repair-services' | 'devices' | 'pricing';

export const useSetActive = (kind: Exclude<CatalogueKind, 'pricing'>) =>
  useCatalogueChange(({ id, isActive }: { id: number; isActive: boolean }) => {
    const body = { isActive };
    const params = idParam(id);
    switch (kind) {
      case 'brands':
        return callApi('POST /api/admin/brands/:id/active', { params, body });
      case 'categories':
        return callApi('POST /api/admin/categories/:id/active', { params, body });
      case 'repair-services':
        return callApi('POST /api/admin/repair-services/:id/active', { params, body });
      case 'devices':
        return callApi('POST /api/admin/devices/:id/active', { params, body });
    }
  });

export const useDeleteCatalogueRow = (kind: CatalogueKind) =>
  useCatalogueChange((id: number) => {
    const params = idParam(id);
    switch (kind) {
      case 'brands':
        return callApi('DELETE /api/admin/brands/:id', { params });
      case 'categories':
        return callApi('DELETE /api/admin/categories/:id', { params });
      case 'repair-services':
        return callApi('DELETE /api/admin/repair-services/:id', { params });
      case 'devices':
        return callApi('DELETE /api/admin/devices/:id', { params });
      case 'pricing':
        return callApi('DELETE /api/admin/pricing/:id', { params });
    }
  });

// The price grid

export const useSavePricingCells = () =>
  useCatalogueChange((body: PricingCellsInput) => callApi('PUT /api/admin/pricing/cells', { body }));
export const useCopyPricing = () =>
  useCatalogueChange((body: PricingCopyInput) => callApi('POST /api/admin/pricing/copy', { body }));
/** A CSV file chosen by the admin, sent as it is (text/csv). */
/** A pricing file checked and its changes listed, with nothing written (the confirm step comes next). */
export const usePreviewPricingImport = () =>
  useMutation({
    mutationFn: async (file: File) =>
      callApi('POST /api/admin/pricing/import', {
        query: { preview: 'true' },
        body: new Blob([file], { type: 'text/csv' }),
      }),
  });
export const useImportPricing = () =>
  useCatalogueChange((file: File) =>
    callApi('POST /api/admin/pricing/import', { body: new Blob([file], { type: 'text/csv' }) }),
  );

/** The rate card for work the catalogue does not list (decision 060). */
const workRatesKey = ['admin', 'work-rates'] as const;
export const useWorkRates = () =>
  useQuery({
    queryKey: workRatesKey,
    queryFn: async ({ signal }) => (await callApi('GET /api/admin/work-rates', { signal })).rates,
  });
export function useSaveWorkRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: WorkRateInput & { id?: number }) =>
      id === undefined
        ? callApi('POST /api/admin/work-rates', { body })
        : callApi('PUT /api/admin/work-rates/:id', { params: idParam(id), body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workRatesKey }),
  });
}
