import { readOneBookingLinks } from '../../domain/booking-links';
import type { BookingLinks } from '../../domain/booking-links';
import { asc, eq } from 'drizzle-orm';
import type {
  AdminBookingCandidatesResponse,
  AdminBookingDetail,
} from '../../../shared/contracts/admin-bookings';
import { heldWindow } from '../../domain/capacity-count';
import { rankedCandidates } from '../../domain/dispatch-ranking';
import type { SignedInUser } from '../../auth/signed-in-user';
import type { Database } from '../../db/client';
import { bookingEvents, bookings, users } from '../../db/schema/index';
import { withAdminAudit } from '../../domain/admin-audit';
import { assignTechnician } from '../../domain/booking-assignment';
import { changeBookingStatus, deleteLockedBooking, lockBooking } from '../../domain/booking-lifecycle';
import { deletePhotoFiles, photoKeysOf } from '../../domain/booking-photos';
import type { Logger } from '../../lib/logger';
import type { PrivateFileStorage } from '../../lib/private-file-storage';
import type { LifecycleDeps } from '../../domain/booking-lifecycle';
import { isBookingUuid } from '../../domain/booking-ownership';
import { unlockStartCode } from '../../domain/start-code';
import { replaceTrackingLink, trackingUrl } from '../../domain/tracking-links';
import { trackingLinkMessages } from '../../notifications/booking-messages';
import { hasPaidReferral } from '../../domain/referral-payouts';
import { AppError } from '../../http/app-error';
import type { BookingRow } from '../../domain/booking-view';

// One booking as the admin desk sees it and changes it; the list is admin-booking-list.service.ts.

const NOT_FOUND = 'Booking not found';

export async function findBooking(db: Database, id: string): Promise<BookingRow> {
  if (!isBookingUuid(id)) throw new AppError('NOT_FOUND', NOT_FOUND);
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

/** One booking with its history, oldest change first, each with who made it. */
export async function getBookingDetail(
  db: Database,
  id: string,
  toView: (row: BookingRow, links: BookingLinks) => AdminBookingDetail['booking'],
): Promise<AdminBookingDetail> {
  const row = await findBooking(db, id);
  const events = await db
    .select({
      id: bookingEvents.id,
      kind: bookingEvents.kind,
      details: bookingEvents.details,
      fromStatus: bookingEvents.fromStatus,
      toStatus: bookingEvents.toStatus,
      actorRole: bookingEvents.actorRole,
      actorName: users.name,
      reason: bookingEvents.reason,
      createdAt: bookingEvents.createdAt,
    })
    .from(bookingEvents)
    .leftJoin(users, eq(users.id, bookingEvents.actorUserId))
    .where(eq(bookingEvents.bookingId, row.id))
    .orderBy(asc(bookingEvents.id));
  return {
    booking: toView(row, await readOneBookingLinks(db, row)),
    events: events.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
  };
}

const adminActor = (admin: SignedInUser) => ({ userId: admin.id, role: 'admin' as const });

export async function setBookingStatus(
  db: Database,
  lifecycle: LifecycleDeps,
  admin: SignedInUser,
  id: string,
  change: { status: BookingRow['status']; reason?: string | undefined },
  now: Date,
): Promise<BookingRow> {
  const row = await findBooking(db, id);
  return changeBookingStatus(db, lifecycle, row.id, {
    to: change.status,
    reason: change.reason,
    actor: adminActor(admin),
    now,
  });
}

export async function assignBooking(
  db: Database,
  lifecycle: LifecycleDeps,
  admin: SignedInUser,
  id: string,
  choice: { technicianId: number; overrideReason?: string | undefined },
  now: Date,
): Promise<BookingRow> {
  const row = await findBooking(db, id);
  return assignTechnician(db, lifecycle, { bookingId: row.id, ...choice, actor: adminActor(admin), now });
}

/** The team judged for a booking's date and window, best first (dispatch-ranking.ts). */
export async function bookingCandidates(db: Database, id: string): Promise<AdminBookingCandidatesResponse> {
  const row = await findBooking(db, id);
  return {
    date: row.preferredDate,
    window: heldWindow(row.preferredTime),
    pincode: row.pincode,
    candidates: await rankedCandidates(db, row),
  };
}

/**
 * Lets the technician try the start code again after wrong ones locked the job. The code stays the
 * same: the customer was sent it and reads it on their dashboard, and a new one would have to reach
 * them before the technician at the door could use it. A job given to a technician before codes
 * existed has none, and gets one here (the customer's dashboard shows it). Not a status change, so
 * no booking event: the admin's audit keeps who did it.
 */
export async function resetStartCode(
  db: Database,
  admin: SignedInUser,
  id: string,
  now: Date,
): Promise<BookingRow> {
  if (!isBookingUuid(id)) throw new AppError('NOT_FOUND', NOT_FOUND);
  return db.transaction(async (tx) => {
    const row = await lockBooking(tx, id);
    return withAdminAudit(
      tx,
      { id: admin.id, now },
      () => unlockStartCode(tx, row, now),
      (updated) => ({
        action: 'booking.start_code_reset',
        subjectType: 'booking',
        subjectId: row.id,
        // How many wrong tries were forgiven; never the code.
        details: {
          bookingId: row.bookingId,
          failures: row.startCodeFailures,
          codeIssued: row.startCode === null && updated.startCode !== null,
        },
      }),
    );
  });
}

/**
 * Revokes a booking's tracking link and sends its customer a new one (a link that went to the wrong
 * person, or was shared). The old link answers 'not found' from now on.
 */
export async function sendNewTrackingLink(
  db: Database,
  lifecycle: LifecycleDeps,
  admin: SignedInUser,
  id: string,
  now: Date,
): Promise<void> {
  if (!isBookingUuid(id)) throw new AppError('NOT_FOUND', NOT_FOUND);
  await db.transaction(async (tx) => {
    const row = await lockBooking(tx, id);
    await withAdminAudit(
      tx,
      { id: admin.id, now },
      async () => {
        const token = await replaceTrackingLink(tx, row, now);
        const context = { support: lifecycle.support };
        await lifecycle.notifier.enqueue(
          tx,
          trackingLinkMessages(row, context, trackingUrl(lifecycle.support.publicOrigin, token, row)),
          now,
        );
      },
      () => ({
        action: 'booking.tracking_link_replaced',
        subjectType: 'booking',
        subjectId: row.id,
        details: { bookingId: row.bookingId },
      }),
    );
  });
  lifecycle.notifier.wake();
}

/**
 * Deletes a booking, unless its referral reward was paid (spec decision 16). Who deleted it, and what
 * it was, is kept in the admin audit with the deletion: the booking and its history are gone after.
 */
export async function deleteBooking(
  db: Database,
  photos: { storage: PrivateFileStorage; logger: Logger },
  admin: SignedInUser,
  id: string,
  now: Date,
): Promise<void> {
  if (!isBookingUuid(id)) throw new AppError('NOT_FOUND', NOT_FOUND);
  const photoKeys = await db.transaction(async (tx) => {
    const row = await lockBooking(tx, id);
    if (await hasPaidReferral(tx, row.id)) {
      throw new AppError(
        'REFERRAL_REWARD_PAID',
        "This booking's referral reward has been paid, so the booking is kept.",
      );
    }
    await withAdminAudit(
      tx,
      { id: admin.id, now },
      () => deleteLockedBooking(tx, row),
      () => ({
        action: 'booking.deleted',
        subjectType: 'booking',
        subjectId: row.id,
        details: {
          bookingId: row.bookingId,
          customerName: row.name,
          status: row.status,
          /** Paise, as every amount is stored. */
          totalPrice: row.totalPrice,
        },
      }),
    );
    // Read before the rows go with the booking: its photos' files are deleted once it is gone.
    return photoKeysOf(tx, row.id);
  });
  await deletePhotoFiles(photos.storage, photos.logger, photoKeys);
}
