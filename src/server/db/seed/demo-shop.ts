import { randomBytes } from 'node:crypto';
import { and, eq, isNull, notLike, or, sql } from 'drizzle-orm';
import type { Auth } from '../../auth/auth';
import { createUser } from '../../auth/create-user';
import type { Database } from '../client';
import {
  bookingEvents,
  bookings,
  contactSubmissions,
  deviceRepairPricing,
  devices,
  brands,
  profiles,
  referrals,
  repairServices,
  technicianLeave,
  technicians,
  technicianServiceAreas,
  technicianWorkWindows,
} from '../schema/index';
import { addDays, indiaDate, PREFERRED_TIME_WINDOWS } from '../../../shared/booking-time';
import { REFERRAL_DISCOUNT_PAISE } from '../../../shared/constants';
import { isoWeekday } from '../../domain/capacity-count';
import {
  CANCEL_REASONS,
  CONTACT_MESSAGES,
  FIRST_NAMES,
  LOCALITIES,
  PROBLEMS,
  STREETS,
  SURNAMES,
} from './demo-shop-data';
import type { Locality } from './demo-shop-data';
import { planDemoBookings } from './demo-bookings';
import type { PlannedBooking, TechnicianPlan } from './demo-bookings';

// The demo shop (npm run demo): an admin, a team with its weeks, areas and leave, and a few hundred
// bookings over the last 60 days and the next 7, so that the desk, the schedule and the availability
// look as they would in a real shop. Random but seeded: the same seed makes the same shop (relative to
// today). Bookings are written with direct inserts and the booking_events the lifecycle would have
// written for each step (created, confirmed, started, completed or cancelled): the booking service
// would send every message and take every lock for each of 300 bookings, minutes of work for a demo,
// and it refuses dates in the past. Outbox messages and tracking links are not made for demo bookings.

/** Every demo booking's idempotency key starts with this: how the demo tells its bookings from real ones. */
export const DEMO_KEY_PREFIX = 'demo-';

export class RealBookingsError extends Error {
  constructor(count: number) {
    super(
      `This database holds ${count} booking(s) that the demo did not make. The demo shop is for an empty ` +
        'database only: it refuses to mix made-up bookings with real ones. Point DATA_DIR or DATABASE_URL at a new database.',
    );
  }
}

export interface ShopOptions {
  seed: number;
  technicians: readonly TechnicianPlan[];
  bookings: number;
  pastDays: number;
  futureDays: number;
  /** Where the customers live (default: the localities of Bhubaneswar). */
  localities?: readonly Locality[];
  /** E-mail domain of the demo's accounts. */
  domain: string;
}

/** A seeded generator (mulberry32): the same seed, the same shop. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  return { next, int, pick };
}
export type Random = ReturnType<typeof seededRandom>;

/** Bookings the demo did not make (refused), and whether it has already run. */
export async function demoState(db: Database): Promise<{ real: number; demo: number }> {
  const [row] = await db
    .select({
      real: sql<number>`count(*) filter (where ${or(isNull(bookings.idempotencyKey), notLike(bookings.idempotencyKey, `${DEMO_KEY_PREFIX}%`))})::int`,
      demo: sql<number>`count(*) filter (where ${bookings.idempotencyKey} like ${`${DEMO_KEY_PREFIX}%`})::int`,
    })
    .from(bookings);
  return { real: Number(row?.real ?? 0), demo: Number(row?.demo ?? 0) };
}

/** The catalogue's priced devices the demo's customers book (the first services of each). */
async function readCatalogue(db: Database) {
  const rows = await db
    .select({
      deviceId: devices.id,
      device: devices.name,
      brand: brands.name,
      serviceId: repairServices.id,
      service: repairServices.name,
      slug: repairServices.slug,
      price: deviceRepairPricing.priceAmount,
      warrantyDays: deviceRepairPricing.warrantyDays,
    })
    .from(deviceRepairPricing)
    .innerJoin(devices, eq(devices.id, deviceRepairPricing.deviceId))
    .innerJoin(brands, eq(brands.id, devices.brandId))
    .innerJoin(repairServices, eq(repairServices.id, deviceRepairPricing.repairServiceId))
    .where(and(eq(deviceRepairPricing.isAvailable, true), eq(devices.isActive, true)))
    .orderBy(devices.id, repairServices.id)
    .limit(400);
  const byDevice = new Map<number, typeof rows>();
  for (const row of rows) byDevice.set(row.deviceId, [...(byDevice.get(row.deviceId) ?? []), row]);
  return [...byDevice.values()];
}

async function createTeam(auth: Auth, db: Database, plans: readonly TechnicianPlan[], domain: string) {
  const ids: number[] = [];
  for (const [index, plan] of plans.entries()) {
    const user = await createUser(auth, db, {
      role: 'technician',
      name: plan.name,
      email: `technician${index + 1}@${domain}`,
      phone: `9437${String(100_000 + index).padStart(6, '0')}`,
      password: randomBytes(18).toString('base64url'),
    });
    const [row] = await db
      .update(technicians)
      .set({
        jobsPerWindow: plan.jobsPerWindow,
        baseLat: plan.base[0],
        baseLng: plan.base[1],
        experienceYears: 2 + (index % 7),
        specialization: index % 2 ? 'Screens and batteries' : 'General Repair',
        updatedAt: new Date(),
      })
      .where(eq(technicians.userId, user.id))
      .returning({ id: technicians.id });
    ids.push(row!.id);
    const windows = plan.days.flatMap((weekday) =>
      plan.windows(weekday).map((timeWindow) => ({ technicianId: row!.id, weekday, timeWindow })),
    );
    if (windows.length > 0) await db.insert(technicianWorkWindows).values(windows);
    await db
      .insert(technicianServiceAreas)
      .values(plan.prefixes.map((pincodePrefix) => ({ technicianId: row!.id, pincodePrefix })));
    for (const leave of plan.leave) {
      await db.insert(technicianLeave).values({
        technicianId: row!.id,
        fromDate: leave.from,
        toDate: leave.to,
        reason: leave.reason,
        status: leave.status,
        requestedByUserId: user.id,
        decidedAt: leave.status === 'approved' ? new Date() : null,
      });
    }
  }
  return ids;
}

/** The referrers: customers with an account whose code a few demo bookings used. */
async function createReferrers(auth: Auth, db: Database, random: Random, domain: string, count: number) {
  const referrers: { userId: string; code: string }[] = [];
  for (let i = 0; i < count; i++) {
    const name = `${random.pick(FIRST_NAMES)} ${random.pick(SURNAMES)}`;
    const user = await createUser(auth, db, { role: 'customer', name, email: `referrer${i + 1}@${domain}` });
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, user.id));
    referrers.push({ userId: user.id, code: profile!.referralCode });
  }
  return referrers;
}

/** Writes planned bookings (numbered from `first`) and the history the lifecycle would have written. */
async function writeBookings(
  db: Database,
  chunk: readonly PlannedBooking[],
  first: number,
  technicianNames: Map<number, string>,
): Promise<string[]> {
  const rows = await db
    .insert(bookings)
    .values(chunk.map((planned, i) => bookingValues(planned, first + i, technicianNames)))
    .returning({ id: bookings.id });
  await db.insert(bookingEvents).values(
    chunk.flatMap((planned, i) =>
      planned.events.map((event) => ({
        bookingId: rows[i]!.id,
        fromStatus: event.from,
        toStatus: event.to,
        actorRole: event.actor,
        reason: event.reason ?? null,
        createdAt: event.at,
      })),
    ),
  );
  return rows.map((row) => row.id);
}

function bookingValues(
  planned: PlannedBooking,
  n: number,
  technicianNames: Map<number, string>,
): typeof bookings.$inferInsert {
  return {
    bookingId: planned.code,
    ...planned.customer,
    technicianId: planned.technicianId,
    technicianName: planned.technicianId ? (technicianNames.get(planned.technicianId) ?? null) : null,
    technicianPhone: null,
    deviceId: planned.device.deviceId,
    deviceModel: planned.device.model,
    problem: planned.problem,
    preferredDate: planned.date,
    preferredTime: planned.window,
    selectedIssues: planned.device.services.map((s) => s.id),
    selectedIssuesText: planned.device.services.map((s) => s.name).join(', '),
    selectedServicesDetails: planned.device.services,
    totalPrice: planned.total,
    referralCode: planned.referralCode,
    referralDiscount: planned.referralCode ? REFERRAL_DISCOUNT_PAISE : 0,
    status: planned.status,
    startCode: planned.technicianId ? String(1000 + ((n * 7919) % 9000)) : null,
    paymentMethod: planned.status === 'completed' ? planned.paymentMethod : null,
    amountCollected: planned.status === 'completed' ? planned.total : null,
    completedAt: planned.status === 'completed' ? planned.events.at(-1)!.at : null,
    cancelledAt: planned.status === 'cancelled' ? planned.events.at(-1)!.at : null,
    cancelledReason: planned.status === 'cancelled' ? planned.cancelReason : null,
    language: planned.language,
    idempotencyKey: `${DEMO_KEY_PREFIX}${n}`,
    createdAt: planned.createdAt,
    updatedAt: planned.events.at(-1)!.at,
  };
}

export interface ShopResult {
  technicians: number;
  bookings: number;
  referrals: number;
  contactMessages: number;
}

/** Seeds the team and the bookings on a database with the catalogue; refuses real bookings. */
export async function seedShop(
  auth: Auth,
  db: Database,
  options: ShopOptions,
  now = new Date(),
): Promise<ShopResult> {
  const state = await demoState(db);
  if (state.real > 0) throw new RealBookingsError(state.real);
  const random = seededRandom(options.seed);
  const catalogue = await readCatalogue(db);
  if (catalogue.length === 0) throw new Error('The catalogue is empty: run the catalogue seed first.');
  const technicianIds = await createTeam(auth, db, options.technicians, options.domain);
  const technicianNames = new Map(technicianIds.map((id, i) => [id, options.technicians[i]!.name]));
  const referrers = await createReferrers(auth, db, random, options.domain, 4);
  const planned = planDemoBookings(random, {
    count: options.bookings,
    today: indiaDate(now),
    now,
    pastDays: options.pastDays,
    futureDays: options.futureDays,
    technicians: options.technicians.map((plan, i) => ({ ...plan, id: technicianIds[i]! })),
    catalogue,
    referralCodes: referrers.map((r) => r.code),
    localities: options.localities ?? LOCALITIES,
    words: {
      first: FIRST_NAMES,
      last: SURNAMES,
      streets: STREETS,
      problems: PROBLEMS,
      reasons: CANCEL_REASONS,
    },
  });
  const ids: string[] = [];
  for (let at = 0; at < planned.length; at += 200) {
    ids.push(...(await writeBookings(db, planned.slice(at, at + 200), at + 1, technicianNames)));
  }
  let referred = 0;
  for (const [index, booking] of planned.entries()) {
    const id = ids[index]!;
    if (booking.referralCode) {
      const referrer = referrers.find((r) => r.code === booking.referralCode)!;
      const done = booking.status === 'completed';
      const paid = done && referred % 2 === 0;
      await db.insert(referrals).values({
        referrerUserId: referrer.userId,
        referralCode: booking.referralCode,
        referredName: booking.customer.name,
        referredPhone: booking.customer.phone,
        claimedPhone: booking.customer.phone,
        claimedEmail: booking.customer.email.toLowerCase(),
        bookingId: id,
        status: done ? 'completed' : 'pending',
        rewardPaid: paid,
        paymentDate: paid ? booking.events.at(-1)!.at : null,
        createdAt: booking.createdAt,
      });
      referred++;
    }
  }
  for (const [i, message] of CONTACT_MESSAGES.entries()) {
    await db.insert(contactSubmissions).values({
      name: `${random.pick(FIRST_NAMES)} ${random.pick(SURNAMES)}`,
      email: `visitor${i + 1}@${options.domain}`,
      phone: i % 2 ? null : `+9194371${String(20_000 + i).padStart(5, '0')}`,
      message,
      status: i < 2 ? 'read' : 'new',
      createdAt: new Date(now.getTime() - (i + 1) * 26 * 3_600_000),
    });
  }
  return {
    technicians: technicianIds.length,
    bookings: ids.length,
    referrals: referred,
    contactMessages: CONTACT_MESSAGES.length,
  };
}

/** Seeds the six technicians' demo shop of the README: the admin is made by the caller. */
export function demoShopOptions(now: Date): ShopOptions {
  const today = indiaDate(now);
  const nextMonday = addDays(today, 8 - isoWeekday(today));
  return {
    seed: 31,
    bookings: 300,
    pastDays: 60,
    futureDays: 7,
    domain: 'demo.doorstep.example',
    technicians: DEMO_TEAM(nextMonday),
  };
}

const ALL = PREFERRED_TIME_WINDOWS;
const MORNINGS = PREFERRED_TIME_WINDOWS.slice(0, 3);

function DEMO_TEAM(nextMonday: string): TechnicianPlan[] {
  return [
    {
      name: 'Sudhansu Mohanty',
      prefixes: ['75100'],
      base: [20.2716, 85.8436],
      jobsPerWindow: 2,
      days: [1, 2, 3, 4, 5, 6],
      windows: (d) => (d === 6 ? MORNINGS : ALL),
      leave: [],
    },
    {
      name: 'Rakesh Sahoo',
      prefixes: ['75101'],
      base: [20.2906, 85.8446],
      jobsPerWindow: 1,
      days: [1, 2, 3, 4, 5, 6],
      windows: () => ALL,
      leave: [
        {
          from: addDays(nextMonday, 1),
          to: addDays(nextMonday, 3),
          reason: 'Sister’s wedding in Cuttack',
          status: 'approved',
        },
      ],
    },
    {
      name: 'Pradeep Behera',
      prefixes: ['75102', '751030'],
      base: [20.3537, 85.8195],
      jobsPerWindow: 2,
      days: [2, 3, 4, 5, 6, 7],
      windows: () => ALL,
      leave: [],
    },
    {
      name: 'Sangram Parida',
      prefixes: ['75100', '75101'],
      base: [20.278, 85.797],
      jobsPerWindow: 1,
      days: [1, 3, 5, 6],
      windows: () => ALL,
      leave: [
        {
          from: addDays(nextMonday, 4),
          to: addDays(nextMonday, 4),
          reason: 'Raja festival at home',
          status: 'requested',
        },
      ],
    },
    {
      name: 'Ananya Rath',
      prefixes: ['75101', '75102'],
      base: [20.296, 85.8186],
      jobsPerWindow: 1,
      days: [1, 2, 3, 4, 5],
      windows: () => MORNINGS,
      leave: [],
    },
    {
      name: 'Manoj Pattnaik',
      prefixes: ['75102', '75103'],
      base: [20.2575, 85.78],
      jobsPerWindow: 1,
      days: [3, 4, 5, 6, 7],
      windows: (d) => (d === 7 ? MORNINGS : ALL),
      leave: [],
    },
  ];
}

export const DEMO_ADMIN_EMAIL = 'admin@demo.doorstep.example';

/** The README's demo shop: its admin (with the given password), its team and its bookings. */
export async function seedDemoShop(auth: Auth, db: Database, adminPassword: string, now = new Date()) {
  const state = await demoState(db);
  if (state.real > 0) throw new RealBookingsError(state.real);
  await createUser(auth, db, {
    role: 'admin',
    name: 'Demo Admin',
    email: DEMO_ADMIN_EMAIL,
    password: adminPassword,
  });
  return seedShop(auth, db, demoShopOptions(now), now);
}
