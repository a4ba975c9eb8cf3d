import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminDevicePageParams,
  AdminDeviceQuery,
  AdminPricingQuery,
  BrandInput,
  CategoryInput,
  DeviceInput,
  ImageUseInput,
  PricingCellsInput,
  PricingCopyInput,
  PricingInput,
  PricingUpdateInput,
  RepairServiceInput,
} from '@shared/schemas/admin-catalogue';
import { callApi } from '../../../lib/api-client';
import { useCursorList } from '../../../lib/use-cursor-list';

// Device Management's data: the catalogue's lists as the admin sees them (active or not) and every
// change, typed from the endpoint map. A change refreshes every catalogue list (a brand's name shows
// in the devices and the pricing) and the customer-facing catalogue this browser holds.

export const catalogueKeys = {
  all: ['admin', 'catalogue'] as const,
  brands: ['admin', 'catalogue', 'brands'] as const,
  categories: ['admin', 'catalogue', 'categories'] as const,
  services: ['admin', 'catalogue', 'services'] as const,
  devices: (query: AdminDeviceQuery) => ['admin', 'catalogue', 'devices', query] as const,
  devicePages: ['admin', 'catalogue', 'device-pages'] as const,
  pricing: (query: AdminPricingQuery) => ['admin', 'catalogue', 'pricing', query] as const,
};

/** Lists are short (tens to hundreds of rows): loaded whole and searched in the browser. */
export const useAdminBrands = () =>
  useQuery({
    queryKey: catalogueKeys.brands,
    queryFn: async ({ signal }) => (await callApi('GET /api/admin/brands', { signal })).brands,
  });
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
export const useAdminDevices = (query: AdminDeviceQuery = {}) =>
  useQuery({
    queryKey: catalogueKeys.devices(query),
    queryFn: async ({ signal }) =>
      (await callApi('GET /api/admin/devices', { query: withoutEmpty(query), signal })).devices,
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

/** The query string takes text: numbers are written out, empty filters left off. */
function withoutEmpty<T extends object>(query: T): T {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  ) as T;
}

function useCatalogueChange<V, R>(change: (variables: V) => Promise<R>) {
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

type WithId<T> = T & { id: number };
const idParam = (id: number) => ({ id: String(id) });

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

// Image uploads

export const imageKeys = { all: ['admin', 'catalogue', 'images'] as const };

export const useAdminImages = () =>
  useQuery({
    queryKey: imageKeys.all,
    queryFn: async ({ signal }) => (await callApi('GET /api/admin/images', { signal })).images,
  });

export const useUseImage = () =>
  useCatalogueChange(({ id, ...body }: ImageUseInput & { id: number }) =>
    callApi('POST /api/admin/images/:id/use', { params: idParam(id), body }),
  );

export const useDeleteImage = () =>
  useCatalogueChange((id: number) => callApi('DELETE /api/admin/images/:id', { params: idParam(id) }));
