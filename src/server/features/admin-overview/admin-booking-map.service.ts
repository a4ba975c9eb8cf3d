import { and, desc, eq, gte, isNotNull, lt } from 'drizzle-orm';
import { addDays } from '../../../shared/booking-time';
import type { AdminBookingMapResponse } from '../../../shared/contracts/admin-desk';
import type { AdminBookingMapQuery } from '../../../shared/schemas/list-query';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/index';
import { startOfIndiaDay } from './india-days';

/** More markers than this make the map unreadable and the page slow; the newest are drawn. */
export const MAP_POINTS_MAX = 5_000;

/** Bookings that have a location, by status and the India dates they were made, newest first. */
export async function listBookingPoints(
  db: Database,
  query: AdminBookingMapQuery,
): Promise<AdminBookingMapResponse> {
  const rows = await db
    .select({
      id: bookings.id,
      bookingId: bookings.bookingId,
      status: bookings.status,
      lat: bookings.lat,
      lng: bookings.lng,
      name: bookings.name,
      city: bookings.city,
      deviceModel: bookings.deviceModel,
      preferredDate: bookings.preferredDate,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .where(
      and(
        isNotNull(bookings.lat),
        isNotNull(bookings.lng),
        query.status ? eq(bookings.status, query.status) : undefined,
        query.from ? gte(bookings.createdAt, startOfIndiaDay(query.from)) : undefined,
        query.to ? lt(bookings.createdAt, startOfIndiaDay(addDays(query.to, 1))) : undefined,
      ),
    )
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    // One row more than drawn tells whether any were left out, without counting them all.
    .limit(MAP_POINTS_MAX + 1);
  const points = rows.slice(0, MAP_POINTS_MAX).flatMap(({ lat, lng, createdAt, ...row }) =>
    // The query keeps only located bookings; this narrows the types to match.
    lat === null || lng === null ? [] : [{ ...row, lat, lng, createdAt: createdAt.toISOString() }],
  );
  return { points, truncated: rows.length > MAP_POINTS_MAX };
}
