import english from '../../../../locales/en/repair-services.json' with { type: 'json' };
import type { SeedRepairService } from '../seed-types';

// Order follows `serviceSlugs` in seed-types.ts. Each service's English name, description and DIY
// guide (one numbered step per line) are the catalogue's, src/locales/en/repair-services.json, which
// the Hindi and Odia files beside it translate.
const services: Omit<SeedRepairService, 'name' | 'description' | 'diyGuideText'>[] = [
  {
    slug: 'screen-replacement',
    iconName: 'Monitor',
    blogSlug: 'cracked-screen-immediate-actions',
    estimatedTimeHours: 1,
  },
  {
    slug: 'battery-replacement',
    iconName: 'Battery',
    blogSlug: 'extend-battery-life-tips',
    estimatedTimeHours: 1,
  },
  {
    slug: 'charging-port',
    iconName: 'Smartphone',
    blogSlug: 'phone-not-charging-quick-checks',
    estimatedTimeHours: 1,
  },
  {
    slug: 'water-damage',
    iconName: 'Droplet',
    blogSlug: 'water-damage-save-phone-fast',
    estimatedTimeHours: 2,
  },
  {
    slug: 'speaker-repair',
    iconName: 'Speaker',
    blogSlug: null,
    estimatedTimeHours: 1,
  },
  {
    slug: 'microphone-repair',
    iconName: 'Mic',
    blogSlug: null,
    estimatedTimeHours: 1,
  },
  {
    slug: 'software-troubleshooting',
    iconName: 'Settings',
    blogSlug: null,
    estimatedTimeHours: 1,
  },
  {
    slug: 'camera-repair',
    iconName: 'Camera',
    blogSlug: null,
    estimatedTimeHours: 1,
  },
  {
    slug: 'button-replacement',
    iconName: 'Smartphone',
    blogSlug: null,
    estimatedTimeHours: 1.5,
  },
  {
    slug: 'dead-mobile-diagnosis',
    iconName: 'Settings',
    blogSlug: null,
    estimatedTimeHours: 0.5,
  },
];

export const seedRepairServices: SeedRepairService[] = services.map((service) => ({
  ...service,
  ...english[service.slug],
}));
