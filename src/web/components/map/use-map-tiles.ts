import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

// The tile server and its credit line (GET /api/map-config), one query for every map. Apart from the
// maps themselves, so that asking for it does not bring Leaflet along.

export const useMapTiles = () =>
  useQuery({
    queryKey: ['map-config'],
    queryFn: ({ signal }) => callApi('GET /api/map-config', { signal }),
    staleTime: Infinity,
  });
