import { createMiddleware } from 'hono/factory';
import { findControlCharacters, TEXT_MESSAGES } from '../../shared/schemas/text';
import { AppError } from './app-error';
import type { AppEnv } from './request-context';

// A path or query parameter holding a control character (an encoded NUL, say) is refused before any
// route reads it: path parameters reach lookups that no schema parses, and PostgreSQL refuses NUL.
// Bodies are checked by their schemas (http/validate.ts).

const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;

export const refuseControlCharactersInUrl = createMiddleware<AppEnv>(async (c, next) => {
  const { pathname } = new URL(c.req.url);
  if (ENCODED_CONTROL.test(pathname) || findControlCharacters(c.req.path)) {
    throw new AppError('NOT_FOUND', 'Not found');
  }
  const path = findControlCharacters(c.req.queries());
  if (path) {
    throw new AppError('VALIDATION_FAILED', 'Invalid query parameters', {
      [path[0] ?? '_']: TEXT_MESSAGES.characters,
    });
  }
  await next();
});
