import { isCalendarDate } from '../../shared/schemas/calendar-date';
import { textProblem } from '../../shared/schemas/text';
import { AppError } from './app-error';

// Keyset pagination: a cursor names the last row of a page by its sort value and id, so the next
// page starts after it however many rows were added meanwhile. Opaque to clients (base64url JSON).

export type CursorValue = string | number;

export function encodeCursor(values: [CursorValue, string]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** What the cursor's sort value and id must look like before they reach a SQL cast. */
export interface CursorShape {
  value?: 'timestamp' | 'date' | 'text';
  id?: 'uuid' | 'text';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A time as PostgreSQL writes timestamptz as text (or in ISO form): its date part is checked apart. */
const TIME_OF_DAY = /^[ T]([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)?$/;

/** A date or time the database will read as one: Date.parse would accept 31 November. */
function isTimestamp(value: string): boolean {
  return isCalendarDate(value.slice(0, 10)) && TIME_OF_DAY.test(value.slice(10));
}

function fitsShape(value: CursorValue, id: string, shape: CursorShape): boolean {
  // Text the database would refuse (NUL) or that no list value holds (names keep older line breaks).
  if (textProblem(id, 'multi') || (typeof value === 'string' && textProblem(value, 'multi'))) return false;
  if (shape.id === 'uuid' && !UUID.test(id)) return false;
  if (shape.value === 'date') return typeof value === 'string' && isCalendarDate(value);
  if (shape.value === 'timestamp') return typeof value === 'string' && isTimestamp(value);
  return true;
}

/** The cursor's values; a cursor that was not ours (or was edited) is a 400, never a failed cast. */
export function decodeCursor(cursor: string, shape: CursorShape = {}): [CursorValue, string] {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(values) &&
      values.length === 2 &&
      (typeof values[0] === 'string' || typeof values[0] === 'number') &&
      typeof values[1] === 'string' &&
      fitsShape(values[0], values[1], shape)
    ) {
      return [values[0], values[1]];
    }
  } catch {
    // Falls through to the refusal.
  }
  throw new AppError('BAD_REQUEST', 'This list link is no longer valid. Please reload the list.');
}
