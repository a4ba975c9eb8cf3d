import { createHash } from 'node:crypto';
import type { BookingData } from '../../../shared/schemas/booking';

// What an Idempotency-Key is bound to: the booking as the schema read it (so a retry written another
// way, with keys in another order or the e-mail in capitals, is the same request) and who sent it.

/** JSON with every object's keys in order: the same value always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** SHA-256 (hex) of a booking request: its parsed body and the signed-in caller (or none). */
export function hashBookingRequest(input: BookingData, callerId: string | null): string {
  return createHash('sha256')
    .update(canonicalJson({ caller: callerId, booking: input }))
    .digest('hex');
}
