import { z } from 'zod';

export const outboxQuerySchema = z.object({
  to: z
    .string()
    .trim()
    .toLowerCase()
    .refine(
      (value) => z.email().safeParse(value).success || /^\+91[6-9]\d{9}$/.test(value),
      'to must be an e-mail address or a +91 mobile number',
    )
    .optional(),
});
