import { eq } from 'drizzle-orm';
import type { Auth } from '../src/server/auth/auth';
import { createUser as createAccount } from '../src/server/auth/create-user';
import type { Database } from '../src/server/db/client';
import {
  profiles,
  referrals,
  technicians,
  bookings,
  bookingEvents,
  bookingPayments,
  brands,
  clientErrors,
  serverErrorCounts,
  deviceCategories,
  deviceRepairPricing,
  devices,
  repairServices,
} from '../src/server/db/schema/index';
import { issueTrackingLink } from '../src/server/domain/tracking-links';
import { issueInvoice } from '../src/server/domain/invoices';
import type { ShopIdentity } from '../src/shared/shop-identity';
import { TEST_SHOP } from './test-app';

// Factories build exactly what a test needs, with unique defaults and overrides.

let sequence = 0;
const next = () => ++sequence;

type BrandRow = typeof brands.$inferSelect;
type CategoryRow = typeof deviceCategories.$inferSelect;
type ServiceRow = typeof repairServices.$inferSelect;
type DeviceRow = typeof devices.$inferSelect;
type PricingRow = typeof deviceRepairPricing.$inferSelect;

export async function createBrand(
  db: Database,
  overrides: Partial<typeof brands.$inferInsert> = {},
): Promise<BrandRow> {
  const [row] = await db
    .insert(brands)
    .values({ name: `Brand ${next()}`, ...overrides })
    .returning();
  return row!;
}

export async function createCategory(
  db: Database,
  overrides: Partial<typeof deviceCategories.$inferInsert> = {},
): Promise<CategoryRow> {
  const [row] = await db
    .insert(deviceCategories)
    .values({ name: `Category ${next()}`, iconName: 'Smartphone', ...overrides })
    .returning();
  return row!;
}

export async function createRepairService(
  db: Database,
  overrides: Partial<typeof repairServices.$inferInsert> = {},
): Promise<ServiceRow> {
  const n = next();
  const [row] = await db
    .insert(repairServices)
    .values({
      name: `Service ${n}`,
      slug: `service-${n}`,
      description: 'Fixes a thing.',
      iconName: 'Settings',
      diyGuideText: '1. Restart the phone.\n2. Try again.',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createDevice(
  db: Database,
  overrides: Partial<typeof devices.$inferInsert> = {},
): Promise<DeviceRow> {
  const n = next();
  const brandId = overrides.brandId ?? (await createBrand(db)).id;
  const categoryId = overrides.categoryId ?? (await createCategory(db)).id;
  const [row] = await db
    .insert(devices)
    .values({
      name: `Device ${n}`,
      slug: `device-${n}`,
      modelNumber: `MODEL-${n}`,
      screenSize: 6.1,
      storageOptions: ['128GB'],
      colorOptions: ['Black'],
      ...overrides,
      brandId,
      categoryId,
    })
    .returning();
  return row!;
}

export async function createPricing(
  db: Database,
  overrides: Partial<typeof deviceRepairPricing.$inferInsert> = {},
): Promise<PricingRow> {
  const deviceId = overrides.deviceId ?? (await createDevice(db)).id;
  const repairServiceId = overrides.repairServiceId ?? (await createRepairService(db)).id;
  const [row] = await db
    .insert(deviceRepairPricing)
    .values({ priceAmount: 99_900, ...overrides, deviceId, repairServiceId })
    .returning();
  return row!;
}

type BookingRow = typeof bookings.$inferSelect;

/** A booking row as the API would store it: one priced repair on a new device unless told otherwise. */
export async function createBooking(
  db: Database,
  overrides: Partial<typeof bookings.$inferInsert> = {},
): Promise<BookingRow> {
  const n = next();
  const deviceId = overrides.deviceId ?? (await createDevice(db)).id;
  const details = overrides.selectedServicesDetails ?? [
    { id: 1, name: 'Screen Replacement', priceAmount: 249_900 },
  ];
  const [row] = await db
    .insert(bookings)
    .values({
      bookingId: `BK-20261122-T${String(n).padStart(3, '0')}`,
      name: `Customer ${n}`,
      email: `customer${n}@example.com`,
      phone: `+9198765${String(n).padStart(5, '0')}`,
      address: `${n} Janpath Road`,
      city: 'Bhubaneswar',
      state: 'Odisha',
      pincode: '751001',
      deviceModel: `Device ${n}`,
      selectedIssues: details.map((d) => d.id),
      selectedIssuesText: details.map((d) => d.name).join(', '),
      selectedServicesDetails: details,
      totalPrice: details.reduce((sum, d) => sum + d.priceAmount, 0),
      ...overrides,
      deviceId,
    })
    .returning();
  return row!;
}

/**
 * A line of a booking's history, as the lifecycle writes it (the admin made the change unless told).
 * The booking factory writes none: a test that reads history says which lines it needs.
 */
export async function createBookingEvent(
  db: Database,
  event: Pick<typeof bookingEvents.$inferInsert, 'bookingId' | 'toStatus' | 'createdAt'> &
    Partial<typeof bookingEvents.$inferInsert>,
) {
  const [row] = await db
    .insert(bookingEvents)
    .values({ actorRole: 'admin', ...event })
    .returning();
  return row!;
}

/** An account with a role (customer unless told), as an admin would create it. */
export async function createUser(
  auth: Auth,
  db: Database,
  overrides: Partial<Parameters<typeof createAccount>[2]> = {},
): Promise<{ id: string; email: string; name: string }> {
  const n = next();
  const email = overrides.email ?? `user${n}-${process.pid}@example.com`;
  const name = overrides.name ?? `User ${n}`;
  const { id } = await createAccount(auth, db, { role: 'customer', ...overrides, email, name });
  return { id, email, name };
}

/** A technician account and its technicians row (active unless told). */
export async function createTechnician(
  auth: Auth,
  db: Database,
  overrides: Partial<typeof technicians.$inferInsert> & { name?: string; phone?: string } = {},
) {
  const n = next();
  const { name = `Ravi Tech${n}`, phone = `+9190000${String(n).padStart(5, '0')}`, ...row } = overrides;
  const user = await createUser(auth, db, { role: 'technician', name, phone, password: 'tech-pass-1' });
  const [technician] = await db
    .update(technicians)
    .set({ updatedAt: new Date(), ...row })
    .where(eq(technicians.userId, user.id))
    .returning();
  return { ...technician!, user };
}

/** A referral of a booking by a new referrer (pending, unpaid unless told). */
export async function createReferral(
  auth: Auth,
  db: Database,
  overrides: Partial<typeof referrals.$inferInsert> & { bookingId: string },
) {
  const referrer = await createUser(auth, db);
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, referrer.id));
  const [row] = await db
    .insert(referrals)
    .values({ referrerUserId: referrer.id, referralCode: profile!.referralCode, ...overrides })
    .returning();
  return row!;
}

/** A live tracking link of a booking, as booking creation makes one; returns the token. */
export async function createTrackingLink(db: Database, bookingId: string): Promise<string> {
  return db.transaction((tx) => issueTrackingLink(tx, bookingId, new Date()));
}

/**
 * The invoice of a booking made completed by createBooking, issued as a completion issues it
 * (decision 062), by an unregistered shop in Odisha unless told otherwise.
 */
export async function createInvoice(
  db: Database,
  booking: typeof bookings.$inferSelect,
  shop: ShopIdentity = TEST_SHOP,
): Promise<void> {
  await db.transaction((tx) => issueInvoice(tx, booking, shop, booking.completedAt ?? new Date()));
}

/** A row of a booking's ledger (decision 063): a cash payment of the whole total unless told otherwise. */
export async function createPayment(
  db: Database,
  booking: typeof bookings.$inferSelect,
  overrides: Partial<typeof bookingPayments.$inferInsert> = {},
): Promise<typeof bookingPayments.$inferSelect> {
  const [row] = await db
    .insert(bookingPayments)
    .values({
      bookingId: booking.id,
      kind: 'payment',
      method: 'cash',
      amount: booking.totalPrice,
      technicianId: booking.technicianId,
      recordedAt: booking.completedAt ?? new Date(),
      ...overrides,
    })
    .returning();
  return row!;
}

/** A stored browser error report, as POST /api/client-errors leaves one. */
export async function createClientError(
  db: Database,
  overrides: Partial<typeof clientErrors.$inferInsert> = {},
): Promise<typeof clientErrors.$inferSelect> {
  const [row] = await db
    .insert(clientErrors)
    .values({
      kind: 'boundary',
      area: 'public',
      message: `TypeError: failure ${next()}`,
      page: '/devices',
      ...overrides,
    })
    .returning();
  return row!;
}

/** A count of 500s of one route in one hour. */
export async function createServerErrorCount(
  db: Database,
  overrides: Partial<typeof serverErrorCounts.$inferInsert> = {},
): Promise<typeof serverErrorCounts.$inferSelect> {
  const [row] = await db
    .insert(serverErrorCounts)
    .values({ hour: new Date(), method: 'GET', route: `/api/route-${next()}`, count: 1, ...overrides })
    .returning();
  return row!;
}
