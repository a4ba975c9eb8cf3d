// A busy shop for the scheduling benches: 50 technicians with varied weeks, areas of 200 pincodes and
// leave, and thousands of bookings over the last 60 days and the next 14, written by the demo shop's
// seeder (src/server/db/seed/demo-shop.ts) so that every window is held as in real use and no
// technician is given more jobs in a window than they take.
import pino from 'pino';
import { createScriptAuth } from '../src/server/auth/script-auth';
import { openDatabase } from '../src/server/db/client';
import { seedCatalogue } from '../src/server/db/seed/seed-catalogue';
import type { ShopResult } from '../src/server/db/seed/demo-shop';
import { seededRandom, seedShop } from '../src/server/db/seed/demo-shop';
import type { TechnicianPlan } from '../src/server/db/seed/demo-bookings';
import type { Locality } from '../src/server/db/seed/demo-shop-data';
import { loadEnv } from '../src/server/env';
import { addDays, indiaDate, PREFERRED_TIME_WINDOWS } from '../src/shared/booking-time';

export const BENCH_PINCODES = Array.from({ length: 200 }, (_, i) => String(751_001 + i));
const GROUPS = [...new Set(BENCH_PINCODES.map((pincode) => pincode.slice(0, 5)))];

/** 200 pincodes around the centre of Bhubaneswar. */
function benchLocalities(): Locality[] {
  const random = seededRandom(200);
  return BENCH_PINCODES.map((pincode) => ({
    name: `Sector ${pincode.slice(3)}`,
    pincode,
    lat: 20.2961 + (random.next() - 0.5) * 0.15,
    lng: 85.8245 + (random.next() - 0.5) * 0.15,
  }));
}

/** 50 technicians: 2 to 4 areas each, 4 to 7 days a week, some mornings only, a fifth on leave. */
export function benchTeam(today: string, size = 50): TechnicianPlan[] {
  const random = seededRandom(50);
  const windowSets = [
    PREFERRED_TIME_WINDOWS,
    PREFERRED_TIME_WINDOWS.slice(0, 3),
    PREFERRED_TIME_WINDOWS.slice(2),
    PREFERRED_TIME_WINDOWS.slice(1, 4),
  ];
  return Array.from({ length: size }, (_, i) => {
    const days = [1, 2, 3, 4, 5, 6, 7].filter(() => random.next() < 0.8);
    const shape = random.pick(windowSets);
    const saturday = random.pick(windowSets);
    const prefixes = [...new Set(Array.from({ length: 2 + random.int(3) }, () => random.pick(GROUPS)))];
    if (random.next() < 0.2) prefixes.push(random.pick(BENCH_PINCODES));
    const onLeave = addDays(today, 1 + random.int(12));
    return {
      name: `Technician ${i + 1}`,
      prefixes,
      base: [20.2961 + (random.next() - 0.5) * 0.1, 85.8245 + (random.next() - 0.5) * 0.1] as const,
      jobsPerWindow: 1 + random.int(3),
      days: days.length > 0 ? days : [1, 2, 3],
      windows: (weekday: number) => (weekday === 6 ? saturday : shape),
      leave:
        i % 5 === 0
          ? [
              {
                from: onLeave,
                to: addDays(onLeave, random.int(3)),
                reason: 'Leave',
                status: 'approved' as const,
              },
            ]
          : i % 7 === 0
            ? [{ from: onLeave, to: onLeave, reason: 'Leave', status: 'requested' as const }]
            : [],
    };
  });
}

/**
 * The team the bookings bench books against: 50 technicians who each work every window of the week,
 * serve all of Bhubaneswar's 75… pincodes and take 10 visits a window, with a tenth on leave. Every
 * booking's check reads the whole team's weeks (1,400 rows) and areas, as in a busy shop, while the
 * bench's thousands of bookings spread over four weeks never fill a window (a refusal would measure
 * the nearest-windows search, not the booking).
 */
export function bookingsBenchTeam(today: string, size = 50): TechnicianPlan[] {
  return benchTeam(today, size).map((plan, i) => ({
    ...plan,
    prefixes: ['75'],
    jobsPerWindow: 10,
    days: [1, 2, 3, 4, 5, 6, 7],
    windows: () => PREFERRED_TIME_WINDOWS,
    leave: i % 10 === 0 ? plan.leave.filter((leave) => leave.status === 'approved') : [],
  }));
}

/** Seeds the catalogue and the busy shop into a database (the server is not running on it yet). */
export async function seedBenchShop(
  where: { databaseUrl?: string; dataDir?: string },
  env: NodeJS.ProcessEnv,
  {
    bookings = 8_000,
    team = benchTeam,
  }: { bookings?: number; team?: (today: string) => TechnicianPlan[] } = {},
): Promise<ShopResult> {
  const handle = await openDatabase(where);
  try {
    await handle.migrate();
    await seedCatalogue(handle.db);
    const auth = createScriptAuth(
      handle.db,
      loadEnv({ ...env, NODE_ENV: 'development' }),
      pino({ level: 'warn' }),
    );
    const now = new Date();
    return await seedShop(auth, handle.db, {
      seed: 50,
      technicians: team(indiaDate(now)),
      bookings,
      pastDays: 60,
      futureDays: 14,
      localities: benchLocalities(),
      domain: 'bench.doorstep.example',
    });
  } finally {
    await handle.close();
  }
}
