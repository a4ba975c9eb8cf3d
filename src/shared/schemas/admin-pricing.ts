import { z } from 'zod';
import { fieldError } from '../field-error';
import { rupeesToPaise } from '../money';
import { chosenId } from './admin-catalogue-fields';

// What an admin sends to price repairs (SPEC sections 3 and 5): a device's price for a repair and the
// pricing list's filters, and beyond the spec the price grid, copying and the pricing CSV.

const BOTH = fieldError('deviceAndService');

/** A price in rupees as typed (whole or with paise), stored in paise. */
export const rupeesField = z
  .union([z.string(), z.number()])
  .transform((value) => (value === '' ? NaN : Number(value)))
  .pipe(
    z
      .number(fieldError('priceNumber'))
      .min(0, fieldError('priceNegative'))
      .max(10_00_000, fieldError('priceMax')),
  )
  .transform(rupeesToPaise);

const hoursNumber = z
  .number(fieldError('hoursNumber'))
  .min(0.5, fieldError('hoursMin'))
  .max(240, fieldError('hoursMax', { max: 240 }))
  .transform((hours) => Math.round(hours * 10) / 10);
const warrantyNumber = z
  .number(fieldError('warrantyNumber'))
  .int(fieldError('warrantyWhole'))
  .min(0, fieldError('warrantyNegative'))
  .max(3650, fieldError('warrantyMax', { max: 3650 }));
const hoursField = z.coerce.number(fieldError('hoursNumber')).pipe(hoursNumber);
export const warrantyField = z.coerce.number(fieldError('warrantyNumber')).pipe(warrantyNumber);

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
    .min(1, fieldError('pricesMin'))
    .max(5000, fieldError('pricesMax', { max: 5000 })),
});
export type PricingCellsInput = z.input<typeof pricingCellsSchema>;

export const pricingCopySchema = z
  .object({
    fromDeviceId: chosenId(fieldError('copyFrom')),
    toDeviceId: chosenId(fieldError('copyTo')),
  })
  .refine((copy) => copy.fromDeviceId !== copy.toDeviceId, {
    path: ['toDeviceId'],
    error: fieldError('copyAnother'),
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
