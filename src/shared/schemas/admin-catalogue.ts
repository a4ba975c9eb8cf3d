import { z } from 'zod';
import { fieldError } from '../field-error';
import { articleSlugs } from '../blog-slugs';
import { slugify, slugPattern } from '../slug';
import {
  activeField,
  chosenId,
  commaList,
  optionalText,
  optionalUrl,
  requiredName,
} from './admin-catalogue-fields';
import { listQuerySchema } from './list-query';
import type { ListQueryParams } from './list-query';
import { singleLine } from './text';
import { DEFAULT_GST_RATE, DEFAULT_SAC_CODE, gstRates, sacCodePattern } from '../gst';

// What an admin sends to manage the catalogue (SPEC sections 3 and 5): brands, device categories,
// repair services and devices; their prices are in admin-pricing.ts, their images in admin-images.ts.
// The forms and the routes share these, with the spec's messages. Form fields arrive as text; these
// turn them into what is stored.

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

export const brandSchema = z.object({
  name: requiredName(fieldError('brandNameRequired')),
  logoUrl: optionalUrl({ tooLong: 'logoUrlMax', start: 'logoUrlStart' }),
  websiteUrl: optionalUrl({ tooLong: 'websiteUrlMax', start: 'websiteUrlStart' }),
  isActive: activeField,
});
export type BrandInput = z.input<typeof brandSchema>;

export const categorySchema = z.object({
  name: requiredName(fieldError('categoryNameRequired')),
  description: optionalText(500, 'descriptionMax', 'multi'),
  iconName: z.enum(categoryIcons, fieldError('icon')).default('Smartphone'),
  isActive: activeField,
});
export type CategoryInput = z.input<typeof categorySchema>;

/**
 * A service's words in Hindi or Odia: each optional (an empty one reads in English), held to the
 * English field's length and lines. Sent whole with every save: what the admin saves is what is stored.
 */
const repairTranslationSchema = (language: 'hindi' | 'odia') =>
  z
    .object({
      name: optionalText(100, `${language}NameMax`),
      description: optionalText(500, `${language}DescriptionMax`, 'multi'),
      diyGuideText: optionalText(4000, `${language}GuideMax`, 'multi'),
    })
    .prefault({});

export const repairServiceSchema = z.object({
  name: requiredName(fieldError('serviceNameRequired')),
  description: optionalText(500, 'descriptionMax', 'multi'),
  iconName: z.enum(serviceIcons, fieldError('icon')).default('Settings'),
  /** The 'Try This First' guide customers read before booking. */
  diyGuideText: optionalText(4000, 'guideMax', 'multi'),
  blogSlug: z
    .union([z.literal(''), z.enum(articleSlugs)], fieldError('blogArticle'))
    .nullish()
    .transform((value) => value || null),
  translations: z
    .object({ hi: repairTranslationSchema('hindi'), or: repairTranslationSchema('odia') })
    .prefault({}),
  /** How its invoice lines are taxed (decision 062). */
  sacCode: z
    .string(fieldError('sacCode'))
    .trim()
    .regex(sacCodePattern, fieldError('sacCode'))
    .default(DEFAULT_SAC_CODE),
  gstRate: z
    .union([z.string(), z.number()], fieldError('gstRate'))
    .default(DEFAULT_GST_RATE)
    .transform((value) => Number(value))
    .pipe(z.literal(gstRates, fieldError('gstRate'))),
  isActive: activeField,
});
export type RepairServiceInput = z.input<typeof repairServiceSchema>;

/** The largest popularity rank: far beyond any catalogue, small enough for the database's integer. */
export const MAX_POPULARITY = 100_000;
const POPULARITY_MESSAGE = fieldError('popularity');

export const deviceSchema = z
  .object({
    name: requiredName(fieldError('deviceNameRequired')),
    /** Generated from the name when left empty; editable. */
    slug: z
      .string()
      .trim()
      .superRefine(singleLine)
      .max(120, fieldError('slugMax', { max: 120 }))
      .optional()
      .transform((value) => value ?? ''),
    brandId: chosenId(fieldError('selectBrand')),
    categoryId: chosenId(fieldError('selectCategory')),
    modelNumber: optionalText(60, 'modelNumberMax'),
    description: optionalText(1000, 'deviceDescriptionMax', 'multi'),
    imageUrl: optionalUrl({ tooLong: 'imageUrlMax', start: 'imageUrlStart' }),
    screenSize: z
      .union([z.string(), z.number()])
      .optional()
      .transform((value) => (value === undefined || value === '' ? null : Number(value)))
      .pipe(
        z
          .number(fieldError('screenSizeNumber'))
          .min(1, fieldError('screenSizeRange', { min: 1, max: 30 }))
          .max(30, fieldError('screenSizeRange', { min: 1, max: 30 }))
          .transform((inches) => Math.round(inches * 10) / 10)
          .nullable(),
      ),
    storageOptions: commaList('storageOptionsMax', 'storageOptionMax'),
    colorOptions: commaList('colourOptionsMax', 'colourOptionMax'),
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
        message: fieldError('slugEmpty'),
      });
      return z.NEVER;
    }
    return { ...device, slug };
  });
export type DeviceInput = z.input<typeof deviceSchema>;

/** The active toggle in every catalogue table. */
export const activeSchema = z.object({ isActive: z.boolean(fieldError('activeOrInactive')) });
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

// What the catalogue's callers import from here: the list helper, the prices and the images.
export { splitCommaList } from './admin-catalogue-fields';
export * from './admin-pricing';
export * from './admin-images';
