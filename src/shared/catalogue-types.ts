// Response shapes of the catalogue API; the server's queries are checked against them.

import type { RepairTranslations } from './repair-names';

export interface BrandRef {
  id: number;
  name: string;
  logoUrl: string | null;
}

export interface CategoryRef {
  id: number;
  name: string;
  description: string | null;
  iconName: string;
}

export interface DeviceSummary {
  id: number;
  name: string;
  slug: string;
  modelNumber: string | null;
  description: string | null;
  imageUrl: string | null;
  screenSize: number | null;
  storageOptions: string[];
  colorOptions: string[];
  brand: BrandRef;
  category: CategoryRef;
}

export interface DeviceRepair {
  serviceId: number;
  slug: string;
  name: string;
  description: string | null;
  iconName: string;
  diyGuideText: string | null;
  blogSlug: string | null;
  /** Its words in Hindi and Odia, where written (pages show them through useRepairWords). */
  translations: RepairTranslations;
  /** Paise. */
  priceAmount: number;
  estimatedTimeHours: number;
  warrantyDays: number;
}

export interface DeviceDetail extends DeviceSummary {
  repairs: DeviceRepair[];
}

export interface BrandSummary extends BrandRef {
  websiteUrl: string | null;
  deviceCount: number;
}

export interface RepairServiceSummary {
  id: number;
  slug: string;
  name: string;
  description: string | null;
  iconName: string;
  blogSlug: string | null;
  /** Its words in Hindi and Odia, where written. */
  translations: RepairTranslations;
  /** Lowest available price in paise, or null when no device is priced for it. */
  startingPrice: number | null;
}

export interface DeviceListResponse {
  devices: DeviceSummary[];
}
export interface DeviceResponse {
  device: DeviceDetail;
}
export interface BrandListResponse {
  brands: BrandSummary[];
}
export interface RepairServiceListResponse {
  repairServices: RepairServiceSummary[];
}
