import { z } from 'zod';
import { articleSlugs } from '../blog-slugs';
import { rupeesToPaise } from '../money';
import { slugify, slugPattern } from '../slug';
import { listQuerySchema } from './list-query';
import type { ListQueryParams } from './list-query';
import { multiLine, singleLine } from './text';
import type { TextLines } from './text';

// What an admin sends to manage the catalogue (SPEC sections 3 and 5): brands, device categories,
// repair services, devices and their prices. The forms and the routes share these, with the spec's
// messages. Form fields arrive as text; these turn them into what is stored.

/** The icons a category may show (SPEC section 3). */
export const categoryIcons = ['Smartphone', 'Tablet', 'Laptop', 'Watch', 'Headphones'] as const;
/** The icons a repair service may show (SPEC section 3); a settings icon when none is chosen. */
export const serviceIcons = [
  'Monitor',
  'Battery',
  'Droplet',
  'Smartphone',
  'Speaker',
  'Mic',
  'Camera',
  'Settings',
] as const;

/** Optional text: trimmed, and empty becomes null (SPEC section 5). Descriptions are multi-line. */
const optionalText = (max: number, label: string, lines: TextLines = 'single') =>
  z
    .string()
    .trim()
    .superRefine(lines === 'multi' ? multiLine : singleLine)
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((value) => value || null);

/** An optional web address (http or https), or an uploaded image's address (/uploads/...). */
const optionalUrl = (label: string) =>
  z
    .string()
    .trim()
    .superRefine(singleLine)
    .max(500, `${label} must be at most 500 characters.`)
    .refine(
      (value) => value === '' || /^https?:\/\/\S+$/.test(value) || /^\/uploads\/[\w./-]+$/.test(value),
      `${label} must start with http:// or https://.`,
    )
    .nullish()
    .transform((value) => value || null);

const requiredName = (message: string) =>
  z
    .string(message)
    .trim()
    .superRefine(singleLine)
    .min(1, message)
    .max(100, 'The name must be at most 100 characters.');

const activeField = z.boolean().default(true);

export const brandSchema = z.object({
  name: requiredName('Brand name is required.'),
  logoUrl: optionalUrl('The logo address'),
  websiteUrl: optionalUrl('The website address'),
  isActive: activeField,
});
export type BrandInput = z.input<typeof brandSchema>;

export const categorySchema = z.object({
  name: requiredName('Category name is required.'),
  description: optionalText(500, 'The description', 'multi'),
  iconName: z.enum(categoryIcons, 'Please choose an icon.').default('Smartphone'),
  isActive: activeField,
});
export type CategoryInput = z.input<typeof categorySchema>;

/**
 * A service's words in Hindi or Odia: each optional (an empty one reads in English), held to the
 * English field's length and lines. Sent whole with every save: what the admin saves is what is stored.
 */
const repairTranslationSchema = (language: string) =>
  z
    .object({
      name: optionalText(100, `The ${language} name`),
      description: optionalText(500, `The ${language} description`, 'multi'),
      diyGuideText: optionalText(4000, `The ${language} quick fix guide`, 'multi'),
    })
    .prefault({});

export const repairServiceSchema = z.object({
  name: requiredName('Service name is required.'),
  description: optionalText(500, 'The description', 'multi'),
  iconName: z.enum(serviceIcons, 'Please choose an icon.').default('Settings'),
  /** The 'Try This First' guide customers read before booking. */
  diyGuideText: optionalText(4000, 'The quick fix guide', 'multi'),
  blogSlug: z
    .union([z.literal(''), z.enum(articleSlugs)], 'Please choose one of the blog articles.')
    .nullish()
    .transform((value) => value || null),
  translations: z
    .object({ hi: repairTranslationSchema('Hindi'), or: repairTranslationSchema('Odia') })
    .prefault({}),
  isActive: activeField,
});
export type RepairServiceInput = z.input<typeof repairServiceSchema>;

/** 'a, b,, c ' → ['a', 'b', 'c']: comma-separated, trimmed, blanks dropped (SPEC section 5). */
export function splitCommaList(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

const commaList = (label: string) =>
  z
    .string()
    .superRefine(singleLine)
    .max(500, `${label} must be at most 500 characters.`)
    .optional()
    .transform((text) => splitCommaList(text ?? ''))
    .pipe(
      z
        .array(z.string().max(40, `Each of the ${label.toLowerCase()} must be at most 40 characters.`))
        .max(20),
    );

/** A chosen id from a select: the empty choice gets the field's own message. */
const chosenId = (message: string) =>
  z
    .union([z.string(), z.number()], message)
    .transform((value) => (value === '' ? NaN : Number(value)))
    .pipe(z.number(message).int(message).positive(message).max(2_147_483_647, message));

/** The largest popularity rank: far beyond any catalogue, small enough for the database's integer. */
export const MAX_POPULARITY = 100_000;
const POPULARITY_MESSAGE = 'The popularity must be a whole number from 1 to 1,00,000.';

export const deviceSchema = z
  .object({
    name: requiredName('Device name is required.'),
    /** Generated from the name when left empty; editable. */
    slug: z
      .string()
      .trim()
      .superRefine(singleLine)
      .max(120, 'The slug must be at most 120 characters.')
      .optional()
      .transform((value) => value ?? ''),
    brandId: chosenId('Please select a brand.'),
    categoryId: chosenId('Please select a category.'),
    modelNumber: optionalText(60, 'The model number'),
    description: optionalText(1000, 'The description', 'multi'),
    imageUrl: optionalUrl('The image address'),
    screenSize: z
      .union([z.string(), z.number()])
      .optional()
      .transform((value) => (value === undefined || value === '' ? null : Number(value)))
      .pipe(
        z
          .number('The screen size must be a number of inches.')
          .min(1, 'The screen size must be between 1 and 30 inches.')
          .max(30, 'The screen size must be between 1 and 30 inches.')
          .transform((inches) => Math.round(inches * 10) / 10)
          .nullable(),
      ),
    storageOptions: commaList('Storage options'),
    colorOptions: commaList('Colour options'),
    /**
     * Where the device stands in the customer's list: 1 shows first. Left empty, a new device takes
     * the default rank (after the ranked ones) and an edited one keeps its rank.
     */
    popularity: z
      .union([z.string(), z.number()])
      .optional()
      .transform((value) => (value === undefined || value === '' ? undefined : Number(value)))
      .pipe(
        z
          .number(POPULARITY_MESSAGE)
          .int(POPULARITY_MESSAGE)
          .min(1, POPULARITY_MESSAGE)
          .max(MAX_POPULARITY, POPULARITY_MESSAGE)
          .optional(),
      ),
    isActive: activeField,
  })
  .transform((device, ctx) => {
    // The slug falls back to the one generated from the name (SPEC section 5).
    const slug = slugify(device.slug) || slugify(device.name);
    if (!slugPattern.test(slug)) {
      ctx.addIssue({
        code: 'custom',
        path: ['slug'],
        message: 'The slug needs at least one letter or digit.',
      });
      return z.NEVER;
    }
    return { ...device, slug };
  });
export type DeviceInput = z.input<typeof deviceSchema>;

const BOTH = 'Please select both device and repair service.';

/** A price in rupees as typed (whole or with paise), stored in paise. */
export const rupeesField = z
  .union([z.string(), z.number()])
  .transform((value) => (value === '' ? NaN : Number(value)))
  .pipe(
    z
      .number('The price must be a number of rupees.')
      .min(0, 'The price cannot be negative.')
      .max(10_00_000, 'The price must be at most ₹10,00,000.'),
  )
  .transform(rupeesToPaise);

const hoursNumber = z
  .number('The time must be a number of hours.')
  .min(0.5, 'The time must be at least half an hour.')
  .max(240, 'The time must be at most 240 hours.')
  .transform((hours) => Math.round(hours * 10) / 10);
const warrantyNumber = z
  .number('The warranty must be a number of days.')
  .int('The warranty must be a whole number of days.')
  .min(0, 'The warranty cannot be negative.')
  .max(3650, 'The warranty must be at most 3650 days.');
const hoursField = z.coerce.number('The time must be a number of hours.').pipe(hoursNumber);
const warrantyField = z.coerce.number('The warranty must be a number of days.').pipe(warrantyNumber);

const pricingTerms = {
  price: rupeesField.default(0),
  estimatedTimeHours: hoursField.default(1),
  warrantyDays: warrantyField.default(90),
  isAvailable: z.boolean().default(true),
};

/** 'Add pricing': a device (its brand picked first), a repair service and the terms. */
export const pricingSchema = z.object({
  deviceId: chosenId(BOTH),
  repairServiceId: chosenId(BOTH),
  ...pricingTerms,
});
export type PricingInput = z.input<typeof pricingSchema>;

/** Editing a price: the terms only (the device and service stay). */
export const pricingUpdateSchema = z.object(pricingTerms);
export type PricingUpdateInput = z.input<typeof pricingUpdateSchema>;

/** The active toggle in every catalogue table. */
export const activeSchema = z.object({ isActive: z.boolean('Please say active or inactive.') });
export type ActiveInput = z.input<typeof activeSchema>;

/** The device list's filters and search. */
export const adminDeviceQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .superRefine(singleLine)
    .max(100, 'Search text must be at most 100 characters')
    .optional(),
  brandId: z.coerce.number().int().positive().optional(),
  categoryId: z.coerce.number().int().positive().optional(),
  active: z.enum(['true', 'false']).optional(),
});
export type AdminDeviceQuery = z.input<typeof adminDeviceQuerySchema>;

/** The desk's device list, a page at a time like the bookings (223 devices were one page). */
export const adminDevicePageQuerySchema = listQuerySchema(['name', 'popularity'], {
  sort: 'name',
  dir: 'asc',
}).extend(adminDeviceQuerySchema.omit({ q: true }).shape);
export type AdminDevicePageQuery = z.output<typeof adminDevicePageQuerySchema>;
export type AdminDevicePageParams = ListQueryParams & {
  brandId?: string;
  categoryId?: string;
  active?: 'true' | 'false';
};

/** The pricing list narrowed to one brand or one device. */
export const adminPricingQuerySchema = z.object({
  brandId: z.coerce.number().int().positive().optional(),
  deviceId: z.coerce.number().int().positive().optional(),
});
export type AdminPricingQuery = z.input<typeof adminPricingQuerySchema>;

/** The pricing CSV: one brand's prices, or every brand's when none is named. */
export const pricingExportQuerySchema = adminPricingQuerySchema.pick({ brandId: true });
export type PricingExportQuery = z.input<typeof pricingExportQuerySchema>;

/** An imported pricing file is checked and its changes shown (`preview=true`) before it is applied. */
export const pricingImportQuerySchema = z.object({ preview: z.enum(['true', 'false']).optional() });
export type PricingImportQuery = z.input<typeof pricingImportQuerySchema>;

// The price grid (beyond the spec): many prices saved at once, one device's prices copied to another,
// and the whole pricing exported and imported as CSV.

const optionalTerms = {
  estimatedTimeHours: hoursField.optional(),
  warrantyDays: warrantyField.optional(),
  isAvailable: z.boolean().optional(),
};

/**
 * One cell of the grid: the price of a repair on a device, made if it is not there yet. Terms left
 * out keep their value (or the spec's defaults for a new price).
 */
export const pricingCellSchema = z.object({
  deviceId: chosenId(BOTH),
  repairServiceId: chosenId(BOTH),
  price: rupeesField,
  ...optionalTerms,
});
export type PricingCellInput = z.input<typeof pricingCellSchema>;

/** Cells saved together: all of them or none. */
export const pricingCellsSchema = z.object({
  cells: z
    .array(pricingCellSchema)
    .min(1, 'Please change at least one price.')
    .max(5000, 'At most 5000 prices can be saved at once.'),
});
export type PricingCellsInput = z.input<typeof pricingCellsSchema>;

export const pricingCopySchema = z
  .object({
    fromDeviceId: chosenId('Please select the device to copy from.'),
    toDeviceId: chosenId('Please select the device to copy to.'),
  })
  .refine((copy) => copy.fromDeviceId !== copy.toDeviceId, {
    path: ['toDeviceId'],
    message: 'Please choose another device to copy to.',
  });
export type PricingCopyInput = z.input<typeof pricingCopySchema>;

/** The columns of the pricing CSV, in order (export writes them; import reads them by name). */
export const pricingCsvColumns = [
  'brand',
  'device_slug',
  'device',
  'service_slug',
  'service',
  'price_rupees',
  'estimated_time_hours',
  'warranty_days',
  'available',
] as const;

/** One line of an imported pricing file, as text; its device and service are found by slug. */
export const pricingCsvRowSchema = z.object({
  device_slug: z.string().trim().min(1, 'The device_slug is empty.'),
  service_slug: z.string().trim().min(1, 'The service_slug is empty.'),
  price_rupees: rupeesField,
  estimated_time_hours: z
    .string()
    .trim()
    .transform((text) => (text === '' ? 1 : Number(text)))
    .pipe(hoursNumber),
  warranty_days: z
    .string()
    .trim()
    .transform((text) => (text === '' ? 90 : Number(text)))
    .pipe(warrantyNumber),
  available: z
    .string()
    .trim()
    .toLowerCase()
    .transform((text) => text || 'yes')
    .pipe(z.enum(['yes', 'no', 'true', 'false', '1', '0'], 'The available column must be yes or no.'))
    .transform((text) => ['yes', 'true', '1'].includes(text)),
});

// Image uploads (SPEC section 3 uploaded_images)

/** At most this many images in one upload from the admin desk (SPEC section 5: 10 in admin uploads). */
export const MAX_ADMIN_UPLOAD_FILES = 10;
/** The largest image file taken; the form refuses bigger ones before they are sent. */
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** What an admin may say about the images they upload (the form's fields beside the files). */
export const imageDetailsSchema = z.object({
  brandName: optionalText(80, 'The brand'),
  deviceModel: optionalText(100, 'The device model'),
  description: optionalText(500, 'The description'),
});
export type ImageDetailsInput = z.input<typeof imageDetailsSchema>;

/** An image put to use: a device's picture or a brand's logo. */
export const imageUseSchema = z.discriminatedUnion('target', [
  z.object({ target: z.literal('device'), deviceId: chosenId('Please select a device.') }),
  z.object({ target: z.literal('brand'), brandId: chosenId('Please select a brand.') }),
]);
export type ImageUseInput = z.input<typeof imageUseSchema>;
