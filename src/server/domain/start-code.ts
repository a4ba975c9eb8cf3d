import { randomInt, timingSafeEqual } from 'node:crypto';
import { START_CODE_LENGTH } from '../../shared/schemas/technician-work';

// The start code: the customer reads it out at the door and the technician types it in, which proves
// the visit (issue 13). It is made once, when a technician is first assigned, and kept when the job
// moves to another technician, so the code the customer was sent stays the one that works.

/** A new code from the system's strong random source: 4 digits, leading zeros kept. */
export function newStartCode(): string {
  return String(randomInt(0, 10 ** START_CODE_LENGTH)).padStart(START_CODE_LENGTH, '0');
}

/** Whether the code typed at the door is the booking's, compared in constant time. */
export function startCodeMatches(stored: string, typed: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(typed);
  return a.length === b.length && timingSafeEqual(a, b);
}
