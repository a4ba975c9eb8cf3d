import type { Database } from '../src/server/db/client';
import {
  technicianLeave,
  technicianServiceAreas,
  technicianWorkWindows,
} from '../src/server/db/schema/index';
import { PREFERRED_TIME_WINDOWS } from '../src/shared/booking-time';

// Factories of who works when and where (decision 049), beside tests/factories.ts: each writes the
// rows a test names, with defaults for the rest.

/**
 * A technician's week: the windows worked by ISO weekday (1 Monday … 7 Sunday); a day left out is a
 * day off. Default: every window, Monday to Saturday.
 */
export async function createWorkWeek(
  db: Database,
  technicianId: number,
  week: Partial<Record<number, readonly string[]>> = Object.fromEntries(
    [1, 2, 3, 4, 5, 6].map((day) => [day, PREFERRED_TIME_WINDOWS]),
  ),
): Promise<void> {
  const rows = Object.entries(week).flatMap(([weekday, windows]) =>
    (windows ?? []).map((timeWindow) => ({ technicianId, weekday: Number(weekday), timeWindow })),
  );
  if (rows.length > 0) await db.insert(technicianWorkWindows).values(rows);
}

/** The pincodes and prefixes a technician serves. */
export async function createServiceAreas(
  db: Database,
  technicianId: number,
  prefixes: readonly string[],
): Promise<void> {
  await db
    .insert(technicianServiceAreas)
    .values(prefixes.map((pincodePrefix) => ({ technicianId, pincodePrefix })));
}

/** A leave row: approved, one day, unless told otherwise. */
export async function createLeave(
  db: Database,
  overrides: Partial<typeof technicianLeave.$inferInsert> & { technicianId: number },
): Promise<typeof technicianLeave.$inferSelect> {
  const fromDate = overrides.fromDate ?? '2026-12-01';
  const [row] = await db
    .insert(technicianLeave)
    .values({ fromDate, toDate: fromDate, reason: 'Family wedding', status: 'approved', ...overrides })
    .returning();
  return row!;
}
