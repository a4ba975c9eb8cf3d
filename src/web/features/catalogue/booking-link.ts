import type { DeviceDetail } from '@shared/catalogue-types';

/** The booking page link: device and chosen repairs (prices are shown again from the server there). */
export function bookingLink(device: DeviceDetail, selectedIds: ReadonlySet<number>): string {
  const selectedServices = device.repairs
    .filter((r) => selectedIds.has(r.serviceId))
    .map((r) => ({ id: r.serviceId, name: r.name, price: r.priceAmount }));
  const params = new URLSearchParams({
    deviceId: String(device.id),
    deviceName: device.name,
    deviceSlug: device.slug,
    selectedServices: JSON.stringify(selectedServices),
  });
  return `/booking?${params.toString()}`;
}
