import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookWith, createBookableDevice, makeBookingBody } from '../../../../tests/booking-fixtures';
import { createTestApp } from '../../../../tests/test-app';
import { changeCatalogue, shareCatalogueLock } from '../../domain/catalogue-changes';
import { deviceRepairPricing } from '../../db/schema/index';

// A booking stores the prices the database holds when it commits (decision 024): it reads them in its
// transaction while it shares the catalogue's lock, which every catalogue write takes alone first. On
// PostgreSQL the two run on separate connections; on the embedded database they take turns anyway.

const { app, db, catalogueCache } = await createTestApp({ devOutbox: true });
const { device, screen } = await createBookableDevice(db);
const book = bookWith(app);

/** A promise and the function that settles it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** Whether `promise` is still pending after a moment. */
async function pendingAfterAMoment(promise: Promise<unknown>): Promise<boolean> {
  const moment = new Promise((resolve) => setTimeout(() => resolve('pending'), 300));
  return (await Promise.race([promise.then(() => 'settled'), moment])) === 'pending';
}

const setScreenPrice = (priceAmount: number) =>
  changeCatalogue(db, catalogueCache, (tx) =>
    tx
      .update(deviceRepairPricing)
      .set({ priceAmount })
      .where(
        and(eq(deviceRepairPricing.deviceId, device.id), eq(deviceRepairPricing.repairServiceId, screen.id)),
      ),
  );

describe('prices at commit', () => {
  it('waits for a price change in progress and books at the new price', async () => {
    const locked = gate();
    const release = gate();
    const changing = changeCatalogue(db, catalogueCache, async (tx) => {
      locked.open();
      await tx
        .update(deviceRepairPricing)
        .set({ priceAmount: 1_300_000 })
        .where(
          and(
            eq(deviceRepairPricing.deviceId, device.id),
            eq(deviceRepairPricing.repairServiceId, screen.id),
          ),
        );
      await release.opened;
    });
    await locked.opened;
    const booking = book(makeBookingBody(device.id, [screen.id]));
    try {
      expect(await pendingAfterAMoment(booking)).toBe(true);
    } finally {
      release.open();
    }
    await changing;
    const made = await booking;
    expect(made.status).toBe(201);
    expect(made.body.booking.totalPrice).toBe(1_300_000);
    await setScreenPrice(1_249_900);
  });

  it('holds a price change until a booking that read the prices has committed', async () => {
    const shared = gate();
    const release = gate();
    // What a booking's transaction does between its lock statement and its commit.
    const booking = db.transaction(async (tx) => {
      await tx.execute(sql`select ${shareCatalogueLock()}`);
      shared.open();
      await release.opened;
    });
    await shared.opened;
    const changing = setScreenPrice(1_350_000);
    try {
      expect(await pendingAfterAMoment(changing)).toBe(true);
    } finally {
      release.open();
    }
    await booking;
    await changing;
    const made = await book(makeBookingBody(device.id, [screen.id]));
    expect(made.body.booking.totalPrice).toBe(1_350_000);
    await setScreenPrice(1_249_900);
  });
});
