import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { DeviceDetail, DeviceRepair } from '@shared/catalogue-types';
import { parseServiceParam } from './service-groups';

/** The repairs the link asked for (a service chosen on /services or a service page), if this device has them. */
function useRequestedRepairs(device: DeviceDetail): DeviceRepair[] {
  const [params] = useSearchParams();
  const slugs = parseServiceParam(params.get('service'));
  return device.repairs.filter((repair) => slugs.includes(repair.slug));
}

/** The repairs the customer has added on a device's page, starting from the one the link asked for. */
export function useRepairSelection(device: DeviceDetail) {
  const requested = useRequestedRepairs(device);
  // One requested repair is added at once; of several (Mic & Speaker), the customer picks.
  const [selected, setSelected] = useState<ReadonlySet<number>>(
    () => new Set(requested.length === 1 ? [requested[0]!.serviceId] : []),
  );
  const add = (id: number) => setSelected((current) => new Set(current).add(id));
  const remove = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      next.delete(id);
      return next;
    });
  return { requested, selected, add, remove };
}
