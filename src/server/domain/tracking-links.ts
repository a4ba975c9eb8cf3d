import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { pathInLanguage } from '../../shared/language-paths';
import { pagePaths, pathTo } from '../../shared/paths';
import { chooseBookingLanguage } from '../notifications/message-language';
import type { Database } from '../db/client';
import { bookings, trackingLinks } from '../db/schema/index';
import type { BookingRow } from '../notifications/templates/booking-facts';
import { announceBookingChange } from './booking-announcements';
import type { Transaction } from './booking-lifecycle';

// Tracking links (spec decision 18): a guest follows a booking at /track/{token}. The token is 128
// random bits, written in lowercase base32 (26 letters and digits, easy to read out over the phone
// and safe in any SMS), and only its SHA-256 is stored: a copy of the database opens no booking.

const TOKEN_BYTES = 16;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
const tokenPattern = /^[a-z2-7]{26}$/;

function encodeBase32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether a path's token could be one of ours at all (anything else is not found, without a query). */
export function isTrackingToken(token: string): boolean {
  return tokenPattern.test(token);
}

/**
 * The page that follows a booking by its token, in the booking's language: /hi/track/… and /or/…
 * for Hindi and Odia, whose messages carry it (decision 034).
 */
export function trackingUrl(publicOrigin: string, token: string, row: { language: string }): string {
  const path = pathInLanguage(pathTo(pagePaths.track, { token }), chooseBookingLanguage(row));
  return `${publicOrigin}${path}`;
}

/** Makes a booking's tracking link inside the caller's transaction; returns the token (sent, never kept). */
export async function issueTrackingLink(tx: Transaction, bookingId: string, now: Date): Promise<string> {
  const token = encodeBase32(randomBytes(TOKEN_BYTES));
  await tx.insert(trackingLinks).values({ bookingId, tokenHash: hashToken(token), createdAt: now });
  return token;
}

/** Revokes every live link of a booking (the old link shows 'not found' after). */
async function revokeTrackingLinks(tx: Transaction, bookingId: string, now: Date): Promise<void> {
  await tx
    .update(trackingLinks)
    .set({ revokedAt: now })
    .where(and(eq(trackingLinks.bookingId, bookingId), isNull(trackingLinks.revokedAt)));
}

/**
 * Revokes a booking's links and issues a new one (the caller sends it); returns the new token. The
 * change is announced, so a page open on an old link asks again, learns it is gone and stops listening.
 */
export async function replaceTrackingLink(tx: Transaction, row: BookingRow, now: Date): Promise<string> {
  await revokeTrackingLinks(tx, row.id, now);
  await announceBookingChange(tx, row);
  return issueTrackingLink(tx, row.id, now);
}

/** The booking a live token follows, or null for an unknown, malformed or revoked one. */
export async function findTrackedBooking(
  db: Pick<Database, 'select'>,
  token: string,
  options: { forUpdate?: boolean } = {},
): Promise<BookingRow | null> {
  // A link read out over the phone or retyped may come back in capitals: base32 has one case.
  const typed = token.toLowerCase();
  if (!isTrackingToken(typed)) return null;
  const query = db
    .select({ booking: bookings })
    .from(trackingLinks)
    .innerJoin(bookings, eq(bookings.id, trackingLinks.bookingId))
    .where(and(eq(trackingLinks.tokenHash, hashToken(typed)), isNull(trackingLinks.revokedAt)));
  const [row] = options.forUpdate ? await query.for('update', { of: bookings }) : await query;
  return row?.booking ?? null;
}
