import type {
  AdminDeviceRow,
  AdminPricingRow,
  AdminRepairServiceRow,
} from '@shared/contracts/admin-catalogue';
import { rupeesToPaise } from '@shared/money';
import { applyPriceRule } from '@shared/price-rules';
import type { PriceRule } from '@shared/price-rules';
import type { PriceChange } from './price-preview-dialog';

// The price grid's arithmetic: which cells are chosen, what a rule makes of them, and which typed
// prices are changes worth saving. Drafts are prices typed and not saved yet, in rupees as typed.

export type Drafts = ReadonlyMap<string, string>;
export type PricedCells = ReadonlyMap<string, AdminPricingRow>;
export interface PricedCell {
  device: AdminDeviceRow;
  service: AdminRepairServiceRow;
  price: AdminPricingRow;
}

export const cellKey = (deviceId: number, serviceId: number) => `${deviceId}:${serviceId}`;

/** The chosen cells that have a price (a rule changes prices; it does not make new ones). */
export function chosenCells(
  devices: readonly AdminDeviceRow[],
  services: readonly AdminRepairServiceRow[],
  rows: ReadonlySet<number>,
  columns: ReadonlySet<number>,
  priced: PricedCells,
): PricedCell[] {
  return devices
    .filter((device) => rows.has(device.id))
    .flatMap((device) =>
      services
        .filter((service) => columns.has(service.id))
        .map((service) => ({ device, service, price: priced.get(cellKey(device.id, service.id)) })),
    )
    .filter((cell): cell is PricedCell => Boolean(cell.price));
}

/** Each chosen cell before and after the rule, starting from its draft where one is typed. */
export function priceChanges(cells: readonly PricedCell[], drafts: Drafts, rule: PriceRule): PriceChange[] {
  return cells.map(({ device, service, price }) => {
    const key = cellKey(device.id, service.id);
    const draft = drafts.get(key);
    const before = draft !== undefined && draft !== '' ? rupeesToPaise(Number(draft)) : price.priceAmount;
    return { key, device: device.name, service: service.name, before, after: applyPriceRule(before, rule) };
  });
}

/** The drafts after a price is typed: typing back the saved price, or clearing an empty cell, is no change. */
export function withTypedPrice(
  drafts: Drafts,
  key: string,
  typed: string,
  price: AdminPricingRow | undefined,
): Map<string, string> {
  const next = new Map(drafts);
  if (price && typed !== '' && rupeesToPaise(Number(typed)) === price.priceAmount) next.delete(key);
  else if (!price && typed === '') next.delete(key);
  else next.set(key, typed);
  return next;
}

/** The drafts to send. A cleared cell is not a change: prices are removed from the list, not the grid. */
export function cellsToSave(drafts: Drafts) {
  return [...drafts.entries()]
    .filter(([, rupees]) => rupees !== '')
    .map(([key, rupees]) => {
      const [deviceId, repairServiceId] = key.split(':').map(Number) as [number, number];
      return { deviceId, repairServiceId, price: rupees };
    });
}

/** The set with the id added, or taken out when it was there. */
export function toggled(set: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
