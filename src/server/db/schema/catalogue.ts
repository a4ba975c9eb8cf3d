import { sql } from 'drizzle-orm';
import { DEFAULT_GST_RATE, DEFAULT_SAC_CODE } from '../../../shared/gst';
import type { GstRate } from '../../../shared/gst';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import type { RepairTranslations } from '../../../shared/repair-names';
import { createdAt, updatedAt } from './timestamps';

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  logoUrl: text('logo_url'),
  websiteUrl: text('website_url'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const deviceCategories = pgTable('device_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description'),
  iconName: text('icon_name').notNull().default('Smartphone'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const repairServices = pgTable(
  'repair_services',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull().unique(),
    description: text('description'),
    iconName: text('icon_name').notNull().default('Settings'),
    diyGuideText: text('diy_guide_text'),
    blogSlug: text('blog_slug'),
    /**
     * The name, description and DIY guide in Hindi and Odia, by language ({"hi": {"name": …}}): one
     * value because they are written, saved and shown together, and a word not there reads in English.
     */
    translations: jsonb('translations').$type<RepairTranslations>().notNull().default({}),
    /** How the service is taxed on its invoices (decision 062): its SAC code and GST rate (percent). */
    sacCode: text('sac_code').notNull().default(DEFAULT_SAC_CODE),
    gstRate: integer('gst_rate').$type<GstRate>().notNull().default(DEFAULT_GST_RATE),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('repair_services_sac_code_format', sql`${t.sacCode} ~ '^99[0-9]{2}([0-9]{2})?$'`),
    check('repair_services_gst_rate_valid', sql`${t.gstRate} IN (0, 5, 12, 18, 28, 40)`),
  ],
);

export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    modelNumber: text('model_number'),
    slug: text('slug').notNull().unique(),
    description: text('description'),
    imageUrl: text('image_url'),
    screenSize: numeric('screen_size', { precision: 4, scale: 1, mode: 'number' }),
    storageOptions: text('storage_options')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    colorOptions: text('color_options')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'restrict' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => deviceCategories.id, { onDelete: 'restrict' }),
    /**
     * Where the device stands in the customer's list: 1 is shown first. The seed ranks the phones
     * people carry most before the rest, and tablets after phones; admins change it in the device form.
     */
    popularity: integer('popularity').notNull().default(1000),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('devices_brand_id_idx').on(t.brandId),
    index('devices_category_id_idx').on(t.categoryId),
    check('devices_screen_size_positive', sql`${t.screenSize} IS NULL OR ${t.screenSize} > 0`),
    check('devices_popularity_positive', sql`${t.popularity} > 0`),
    // The customer's list: active devices by rank, then name.
    index('devices_popularity_idx').on(t.popularity, t.name),
  ],
);

export const deviceRepairPricing = pgTable(
  'device_repair_pricing',
  {
    id: serial('id').primaryKey(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    repairServiceId: integer('repair_service_id')
      .notNull()
      .references(() => repairServices.id, { onDelete: 'cascade' }),
    /** Paise. */
    priceAmount: integer('price_amount').notNull().default(0),
    estimatedTimeHours: numeric('estimated_time_hours', { precision: 4, scale: 1, mode: 'number' })
      .notNull()
      .default(1),
    warrantyDays: integer('warranty_days').notNull().default(90),
    isAvailable: boolean('is_available').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('device_repair_pricing_device_service_unique').on(t.deviceId, t.repairServiceId),
    index('device_repair_pricing_service_id_idx').on(t.repairServiceId),
    check('device_repair_pricing_price_nonnegative', sql`${t.priceAmount} >= 0`),
    check('device_repair_pricing_time_positive', sql`${t.estimatedTimeHours} > 0`),
    check('device_repair_pricing_warranty_nonnegative', sql`${t.warrantyDays} >= 0`),
  ],
);

export const deviceSpecifications = pgTable(
  'device_specifications',
  {
    id: serial('id').primaryKey(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: text('value').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('device_specifications_device_id_idx').on(t.deviceId)],
);
