import type { z } from 'zod';

/**
 * Field-keyed messages from a zod error: the first message per field (`_` for the whole input), as
 * the schema gave it (a field-message key written by `fieldError`, or zod's own words).
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
