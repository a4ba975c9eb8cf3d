// Shapes of the seed catalogue. Prices are whole rupees here (readable data);
// the seeder stores them in paise.

export const serviceSlugs = [
  'screen-replacement',
  'battery-replacement',
  'charging-port',
  'water-damage',
  'speaker-repair',
  'microphone-repair',
  'software-troubleshooting',
  'camera-repair',
  'button-replacement',
  'dead-mobile-diagnosis',
] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];

export type CategoryName = 'Smartphones' | 'Tablets' | 'Laptops' | 'Smartwatches' | 'Headphones';

export interface SeedBrand {
  name: string;
  websiteUrl: string;
}

export interface SeedCategory {
  name: CategoryName;
  description: string;
  iconName: 'Smartphone' | 'Tablet' | 'Laptop' | 'Watch' | 'Headphones';
  isActive: boolean;
}

export interface SeedRepairService {
  slug: ServiceSlug;
  name: string;
  description: string;
  iconName: 'Monitor' | 'Battery' | 'Droplet' | 'Smartphone' | 'Speaker' | 'Mic' | 'Camera' | 'Settings';
  /** 'Try This First' guide: plain text, one step per line, original wording. */
  diyGuideText: string;
  blogSlug: string | null;
  estimatedTimeHours: number;
}

export interface SeedDevice {
  name: string;
  slug: string;
  /** The maker's model number for the Indian market; null where no source could confirm one. */
  modelNumber: string | null;
  brand: string;
  category: CategoryName;
  description: string;
  screenSize: number;
  storageOptions: string[];
  colorOptions: string[];
  /** Whole rupees per service this device is repaired for; services left out do not apply. */
  prices: Partial<Record<ServiceSlug, number>>;
}
