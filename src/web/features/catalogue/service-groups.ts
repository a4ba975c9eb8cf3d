// How the marketing pages group catalogue services. Prices always come from the catalogue:
// a group's starting price is the lowest starting price of its services.

import type { RepairServiceSummary } from '@shared/catalogue-types';

export interface ServiceGroup {
  /** Key of the texts under catalogue.services.items. */
  key:
    | 'screen-replacement'
    | 'battery-replacement'
    | 'water-damage'
    | 'mic-speaker-fix'
    | 'charging-port'
    | 'dead-mobile-diagnosis';
  iconName: string;
  /** Catalogue service slugs the group covers. */
  serviceSlugs: string[];
}

export const serviceGroups: readonly ServiceGroup[] = [
  { key: 'screen-replacement', iconName: 'Monitor', serviceSlugs: ['screen-replacement'] },
  { key: 'battery-replacement', iconName: 'Battery', serviceSlugs: ['battery-replacement'] },
  { key: 'water-damage', iconName: 'Droplet', serviceSlugs: ['water-damage'] },
  { key: 'mic-speaker-fix', iconName: 'Speaker', serviceSlugs: ['speaker-repair', 'microphone-repair'] },
  { key: 'charging-port', iconName: 'Smartphone', serviceSlugs: ['charging-port'] },
  { key: 'dead-mobile-diagnosis', iconName: 'Settings', serviceSlugs: ['dead-mobile-diagnosis'] },
];

/** The four the home page features. */
export const featuredGroupKeys: ReadonlyArray<ServiceGroup['key']> = [
  'screen-replacement',
  'battery-replacement',
  'water-damage',
  'charging-port',
];

export function groupStartingPrice(
  group: ServiceGroup,
  services: RepairServiceSummary[] | undefined,
): number | null {
  const prices = (services ?? [])
    .filter((s) => group.serviceSlugs.includes(s.slug) && s.startingPrice !== null)
    .map((s) => s.startingPrice as number);
  return prices.length > 0 ? Math.min(...prices) : null;
}

/**
 * The device list narrowed to the group's services (a comma list: Mic & Speaker is two); the device
 * page the customer then opens keeps the choice and preselects the repair.
 */
export function devicesLinkFor(group: ServiceGroup): string {
  return `/devices?service=${group.serviceSlugs.join(',')}`;
}

/** The service slugs a `?service=` carries: one, or several separated by commas. */
export function parseServiceParam(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((slug) => slug.trim())
    .filter((slug) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))
    .slice(0, 10);
}
