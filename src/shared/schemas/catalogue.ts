import { z } from 'zod';
import { slugPattern } from '../slug';

export const slugParamSchema = z
  .string()
  .max(120, 'Slug is too long')
  .regex(slugPattern, 'Slug may contain only lowercase letters, digits and hyphens');

export const deviceListQuerySchema = z.object({
  brand: z.coerce
    .number({ error: 'brand must be a brand id' })
    .int('brand must be a brand id')
    .positive('brand must be a brand id')
    .max(2_147_483_647, 'brand must be a brand id')
    .optional(),
  q: z.string().trim().max(100, 'Search text must be at most 100 characters').optional(),
  service: slugParamSchema.optional(),
});
export type DeviceListQuery = z.infer<typeof deviceListQuerySchema>;
