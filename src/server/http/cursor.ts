import { AppError } from './app-error';

// Keyset pagination: a cursor names the last row of a page by its sort value and id, so the next
// page starts after it however many rows were added meanwhile. Opaque to clients (base64url JSON).

export type CursorValue = string | number;

export function encodeCursor(values: [CursorValue, string]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

export function decodeCursor(cursor: string): [CursorValue, string] {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(values) &&
      values.length === 2 &&
      (typeof values[0] === 'string' || typeof values[0] === 'number') &&
      typeof values[1] === 'string'
    ) {
      return [values[0], values[1]];
    }
  } catch {
    // Falls through to the refusal.
  }
  throw new AppError('BAD_REQUEST', 'This list link is no longer valid. Please reload the list.');
}
