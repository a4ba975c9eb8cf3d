import { z } from 'zod';
import { singleLine } from './text';
import { slugPattern } from '../slug';

export const slugParamSchema = z
  .string()
  .max(120, 'Slug is too long')
  .regex(slugPattern, 'Slug may contain only lowercase letters, digits and hyphens');

/** A positive database id written as plain digits (no signs, exponents or decimals). */
export const idParamSchema = (message: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/, message)
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, message));

export const deviceListQuerySchema = z.object({
  brand: idParamSchema('brand must be a brand id').optional(),
  q: z
    .string()
    .trim()
    .superRefine(singleLine)
    .max(100, 'Search text must be at most 100 characters')
    .optional(),
  /**
   * One repair service's slug, or several separated by commas (the Mic & Speaker group is two):
   * devices with any of them.
   */
  service: z
    .string()
    .max(250, 'service must be at most 250 characters')
    .refine((text) => {
      const slugs = text.split(',');
      return slugs.length <= 10 && slugs.every((slug) => slug.length <= 120 && slugPattern.test(slug));
    }, 'service must be up to 10 service slugs separated by commas')
    .transform((text) => text.split(','))
    .optional(),
});
export type DeviceListQuery = z.infer<typeof deviceListQuerySchema>;
