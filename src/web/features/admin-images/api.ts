import { useQuery } from '@tanstack/react-query';
import type { ImageUseInput } from '@shared/schemas/admin-catalogue';
import { callApi } from '../../lib/api-client';
import { idParam, useCatalogueChange } from '../../entities/admin/catalogue-queries';

// The uploaded images: listed, put to use on a device or brand, deleted. Using or deleting one
// changes the catalogue, so it refreshes the catalogue's lists like any catalogue change.

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
