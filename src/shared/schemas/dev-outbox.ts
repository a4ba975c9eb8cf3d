import { z } from 'zod';
import { singleLine } from './text';

export const outboxQuerySchema = z.object({
  to: z
    .string()
    .trim()
    .superRefine(singleLine)
    .toLowerCase()
    .refine(
      (value) => z.email().safeParse(value).success || /^\+91[6-9]\d{9}$/.test(value),
      'to must be an e-mail address or a +91 mobile number',
    )
    .optional(),
});
