import type { GstRate } from '../gst';
import type { RepairTranslations } from '../repair-names';

// The catalogue as the admin desk manages it: every row, active or not, with how much uses it (a
// brand, category or service still in use cannot be deleted, only deactivated).

export interface AdminBrandRow {
  id: number;
  name: string;
  logoUrl: string | null;
  websiteUrl: string | null;
  isActive: boolean;
  deviceCount: number;
}

export interface AdminCategoryRow {
  id: number;
  name: string;
  description: string | null;
  iconName: string;
  isActive: boolean;
  deviceCount: number;
}

export interface AdminRepairServiceRow {
  id: number;
  slug: string;
  name: string;
  description: string | null;
  iconName: string;
  diyGuideText: string | null;
  blogSlug: string | null;
  /** Its words in Hindi and Odia, as the admin wrote them. */
  translations: RepairTranslations;
  /** How its invoice lines are taxed (decision 062). */
  sacCode: string;
  gstRate: GstRate;
  isActive: boolean;
  /** Devices with a price for this repair. */
  pricedDeviceCount: number;
}

export interface AdminDeviceRow {
  id: number;
  name: string;
  slug: string;
  modelNumber: string | null;
  description: string | null;
  imageUrl: string | null;
  screenSize: number | null;
  storageOptions: string[];
  colorOptions: string[];
  brandId: number;
  brandName: string;
  categoryId: number;
  categoryName: string;
  isActive: boolean;
  /** Where it stands in the customer's list: 1 shows first. */
  popularity: number;
  /** Repairs priced for it (deleted with it). */
  priceCount: number;
}

export interface AdminDevicePage {
  devices: AdminDeviceRow[];
  nextCursor: string | null;
}

export interface AdminPricingRow {
  id: number;
  deviceId: number;
  deviceName: string;
  brandId: number;
  brandName: string;
  repairServiceId: number;
  serviceName: string;
  /** Paise. */
  priceAmount: number;
  estimatedTimeHours: number;
  warrantyDays: number;
  isAvailable: boolean;
}

/** What a grid save, a copy or an import did. */
export interface PricingBulkResult {
  created: number;
  updated: number;
}

/** One price an imported file would change: before is null for a new price (paise). */
export interface PricingImportChange {
  device: string;
  service: string;
  before: number | null;
  after: number;
}

/** What a pricing file would do, before it is applied: only the prices it changes are listed. */
export interface PricingImportPreview extends PricingBulkResult {
  unchanged: number;
  changes: PricingImportChange[];
}

/** An uploaded image of the catalogue ('device' category), with the addresses of its copies. */
export interface AdminImageRow {
  id: number;
  imageName: string;
  /** The picture itself (JPEG, PNG or WebP, at most 1600 px). */
  imageUrl: string;
  webpUrl: string | null;
  thumbUrl: string | null;
  width: number | null;
  height: number | null;
  fileSize: number;
  contentType: string;
  brandName: string | null;
  deviceModel: string | null;
  description: string | null;
  createdAt: string;
  /** Devices and brands showing it (an image in use is not deleted). */
  usedBy: string[];
}

export interface ImageUploadResult {
  images: AdminImageRow[];
  /** Files that were not stored, with why. */
  refused: { name: string; message: string }[];
}
