import { randomBytes } from 'node:crypto';
import { indiaDate } from '../../shared/booking-time';

// Read out over the phone: no 0/O or 1/I/L.
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** BK-YYYYMMDD-XXXX: the India date it was made and four random characters (unique index decides). */
export function makeBookingId(now: Date): string {
  const suffix = Array.from(randomBytes(4), (byte) => alphabet[byte % alphabet.length]).join('');
  return `BK-${indiaDate(now).replaceAll('-', '')}-${suffix}`;
}
