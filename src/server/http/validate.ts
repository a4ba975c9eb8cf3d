import type { Context } from 'hono';
import { z } from 'zod';
import { findControlCharacters, TEXT_MESSAGES } from '../../shared/schemas/text';
import { AppError, validationError } from './app-error';
import { refuseDeepNesting } from './json-depth';

/**
 * Refuses an input holding a control character anywhere (NUL above all, which PostgreSQL refuses),
 * before any schema reads it: the schemas say so for their own text fields (and refuse line breaks
 * in text typed on one line), this also covers a field one forgot or a password, so such a request is
 * a 400 naming the field and never a failed query.
 */
export function refuseControlCharacters(value: unknown): void {
  const path = findControlCharacters(value);
  if (path) {
    throw new AppError('VALIDATION_FAILED', 'Some fields are not valid', {
      [path.join('.') || '_']: TEXT_MESSAGES.characters,
    });
  }
}

/** Query parameters, parsed by the shared schema; a bad value is a 400 in the one error shape. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  // Control characters in a query are refused for every route by http/plain-request.ts.
  const result = schema.safeParse(c.req.query());
  if (!result.success) throw validationError(result.error, 'Invalid query parameters');
  return result.data;
}

export function parseParam<S extends z.ZodType>(
  value: string | undefined,
  schema: S,
): z.infer<S> | undefined {
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

const notJson = () => new AppError('BAD_REQUEST', 'The request body must be JSON.');

/**
 * The JSON body; a body that is not JSON, or nests deeper than any form of ours, is a 400 in the one
 * error shape. The depth is judged on the text, before it is parsed and walked.
 */
export async function readJson(c: Context): Promise<unknown> {
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw notJson();
  }
  refuseDeepNesting(text);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw notJson();
  }
}

/** The JSON body parsed by the shared schema: services get a typed value, never `unknown`. */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const input = await readJson(c);
  refuseControlCharacters(input);
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** A serial id in a path (a PostgreSQL integer); anything else names nothing. */
export const serialIdSchema = z.coerce.number().int().positive().max(2_147_483_647);
