import { z } from 'zod';
import { CLIENT_ERROR_LIMITS, clientErrorKinds, errorAreas } from '../client-errors';
import { multiLine, singleLine } from './text';

// An error in a browser, as POST /api/client-errors accepts it (decision 033).

export const clientErrorSchema = z.object({
  kind: z.enum(clientErrorKinds),
  area: z.enum(errorAreas).optional(),
  message: z.string().trim().min(1).max(CLIENT_ERROR_LIMITS.message).superRefine(singleLine),
  page: z.string().min(1).max(CLIENT_ERROR_LIMITS.page).superRefine(singleLine),
  stack: z.string().max(CLIENT_ERROR_LIMITS.stack).superRefine(multiLine).optional(),
});
export type ClientErrorInput = z.input<typeof clientErrorSchema>;
export type ClientErrorData = z.output<typeof clientErrorSchema>;
