import { deviceListQuerySchema } from '../../../shared/schemas/catalogue';
import type { DeviceListQuery } from '../../../shared/schemas/catalogue';

/**
 * The device list the server renders for an address's query: every device, one brand's (`?brand=`,
 * which the brand chips link to), a search (`?q=`, which the search form sends before the page's script
 * has run) or both (decision 032). Anything else there (a service, a parameter twice, a value the
 * list's API would refuse) is left to the app to render: undefined. The query is the one the page's
 * own list query is keyed by, so the app takes the page over with the same data.
 */
export function renderedListQuery(search: URLSearchParams): DeviceListQuery | undefined {
  const given: Record<string, string> = {};
  for (const [name, value] of search) {
    if ((name !== 'q' && name !== 'brand') || name in given) return undefined;
    given[name] = value;
  }
  const parsed = deviceListQuerySchema.safeParse(given);
  if (!parsed.success) return undefined;
  const { brand, q } = parsed.data;
  return { ...(brand ? { brand } : {}), ...(q ? { q } : {}) };
}
