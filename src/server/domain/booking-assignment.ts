import { workshopStatuses } from '../../shared/booking-status';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bookings, technicians, userRoles, users } from '../db/schema/index';
import { AppError } from '../http/app-error';
import { reassignedMessages, technicianAssignmentMessages } from '../notifications/booking-messages';
import type { Actor, LifecycleDeps, Transaction } from './booking-lifecycle';
import { applyStatusChange, lockBooking, recordBookingEvent } from './booking-lifecycle';
import { announceBookingChange } from './booking-announcements';
import { newStartCode } from './start-code';
import { withAdminAudit } from './admin-audit';
import { whyNotEligible } from './dispatch-ranking';
import type { UnavailableReason } from '../../shared/contracts/admin-bookings';
import type { BookingRow } from '../notifications/templates/booking-facts';

// Assigning a technician (SPEC section 4: assignment confirms the booking). Inactive technicians
// cannot be assigned (spec decision 19), nor anyone who no longer holds the technician role; a started, finished or cancelled booking keeps its technician.
// The technician is told of the job, and one it was taken from is told it is no longer theirs.
// Assigning a confirmed booking to the technician it already has changes nothing, so it writes no
// event and sends nothing: a repeated click (or two admins choosing the same person) is not news.

/** The technician to assign, held against being made inactive meanwhile; refused when they cannot take jobs. */
async function assignableTechnician(tx: Transaction, technicianId: number) {
  const [technician] = await tx
    .select({ id: technicians.id, status: technicians.status, name: users.name, phone: users.phoneNumber })
    .from(technicians)
    .innerJoin(users, eq(users.id, technicians.userId))
    // A technician record outlives the role: someone whose technician role was taken away keeps
    // their history but takes no new jobs.
    .innerJoin(userRoles, and(eq(userRoles.userId, technicians.userId), eq(userRoles.role, 'technician')))
    .where(eq(technicians.id, technicianId))
    // An admin making them inactive at this moment waits for the assignment, or the assignment
    // for them: never both.
    .for('share', { of: technicians });
  if (!technician || technician.status === 'inactive') {
    throw new AppError(
      'TECHNICIAN_UNAVAILABLE',
      'This technician cannot take jobs now. Please choose another.',
    );
  }
  return technician;
}

/** What an assignment writes on the booking besides its status. */
interface TechnicianFields {
  technicianId: number;
  technicianName: string;
  technicianPhone: string | null;
  startCode: string;
}

/**
 * A new technician on a confirmed booking: the status stays, the customer learns who is coming, the
 * new technician gets the job and the previous one is released.
 */
async function reassignConfirmed(
  tx: Transaction,
  deps: LifecycleDeps,
  row: BookingRow,
  change: { alsoSet: TechnicianFields; actor: Actor; reason: string; now: Date },
): Promise<BookingRow> {
  const { alsoSet, actor, reason, now } = change;
  const context = { support: deps.support };
  const [reassigned] = await tx
    .update(bookings)
    .set({ ...alsoSet, updatedAt: now })
    .where(eq(bookings.id, row.id))
    .returning();
  await recordBookingEvent(tx, {
    bookingId: row.id,
    from: 'confirmed',
    to: 'confirmed',
    actor,
    reason,
    now,
  });
  await announceBookingChange(tx, reassigned!, { previousTechnicianId: row.technicianId });
  await deps.notifier.enqueue(tx, await reassignedMessages(tx, reassigned!, row.technicianId, context), now);
  return reassigned!;
}

/** The refusal's English words, by the first rule broken (the web has its own, by `reason`). */
const UNAVAILABLE_MESSAGES: Record<UnavailableReason, string> = {
  leave: 'This technician is on leave that day. Give a reason to assign them anyway.',
  hours: 'This technician does not work in this window. Give a reason to assign them anyway.',
  area: "This booking's pincode is outside this technician's area. Give a reason to assign them anyway.",
  busy: 'This technician already has all the jobs they take in this window. Give a reason to assign them anyway.',
};

/**
 * A technician who is not eligible for the booking (dispatch-ranking.ts says why) is refused unless
 * the admin gives a reason; with one, the rules broken and the reason are audited.
 */
async function checkEligible(
  tx: Transaction,
  row: BookingRow,
  technician: { id: number; name: string },
  overrideReason: string | undefined,
): Promise<UnavailableReason[]> {
  const broken = await whyNotEligible(tx, row, technician.id);
  const first = broken[0];
  if (first && !overrideReason) {
    throw new AppError('TECHNICIAN_UNAVAILABLE', UNAVAILABLE_MESSAGES[first], undefined, {
      reason: first,
      params: { pincode: row.pincode },
    });
  }
  return broken;
}

type Assignable = Awaited<ReturnType<typeof assignableTechnician>>;

/** The assignment itself, on a pending or confirmed booking; `override` is the admin's reason, if any. */
async function giveJob(
  tx: Transaction,
  deps: LifecycleDeps,
  row: BookingRow,
  technician: Assignable,
  { actor, now, override }: { actor: Actor; now: Date; override: string | undefined },
): Promise<BookingRow> {
  const alsoSet: TechnicianFields = {
    technicianId: technician.id,
    technicianName: technician.name,
    technicianPhone: technician.phone,
    // The customer's code is made with the first technician and kept on reassignment: it is the
    // one their message and dashboard show.
    startCode: row.startCode ?? newStartCode(),
  };
  const reason = override
    ? `Assigned to ${technician.name} (override: ${override})`
    : `Assigned to ${technician.name}`;
  const context = { support: deps.support };
  if (row.status === 'pending') {
    const confirmed = await applyStatusChange(tx, deps, row, {
      to: 'confirmed',
      actor,
      reason,
      now,
      alsoSet,
    });
    await deps.notifier.enqueue(
      tx,
      await technicianAssignmentMessages(tx, confirmed, row.technicianId, context),
      now,
    );
    return confirmed;
  }
  if (row.technicianId === technician.id) return row;
  return reassignConfirmed(tx, deps, row, { alsoSet, actor, reason, now });
}

export async function assignTechnician(
  db: Database,
  deps: LifecycleDeps,
  choice: {
    bookingId: string;
    technicianId: number;
    actor: Actor;
    now: Date;
    overrideReason?: string | undefined;
  },
): Promise<BookingRow> {
  const { actor, now, overrideReason } = choice;
  const updated = await db.transaction(async (tx) => {
    const row = await lockBooking(tx, choice.bookingId);
    const technician = await assignableTechnician(tx, choice.technicianId);
    if (row.status !== 'pending' && row.status !== 'confirmed') {
      throw new AppError(
        'TRANSITION_NOT_ALLOWED',
        'Only a pending or confirmed booking can be given a technician.',
        undefined,
        { params: { from: row.status, to: 'confirmed' } },
      );
    }
    // The same technician again on a confirmed booking changes nothing, so it is not judged again.
    const unchanged = row.status === 'confirmed' && row.technicianId === technician.id;
    const broken = unchanged ? [] : await checkEligible(tx, row, technician, overrideReason);
    if (broken.length === 0 || !overrideReason) {
      return giveJob(tx, deps, row, technician, { actor, now, override: undefined });
    }
    return withAdminAudit(
      tx,
      { id: actor.userId ?? '', now },
      () => giveJob(tx, deps, row, technician, { actor, now, override: overrideReason }),
      () => ({
        action: 'booking.assignment_override',
        subjectType: 'booking',
        subjectId: row.id,
        details: {
          bookingId: row.bookingId,
          technicianId: technician.id,
          technicianName: technician.name,
          broken,
          reason: overrideReason,
        },
      }),
    );
  });
  deps.notifier.wake();
  return updated;
}

/**
 * A technician's new name or number reaches the open bookings they hold, whose customers call them
 * (and whose pages hear of it); finished bookings keep them as they were on the day.
 */
export async function refreshTechnicianOnOpenBookings(
  tx: Transaction,
  technicianId: number,
  contact: { name: string; phone: string | null },
  now: Date,
): Promise<void> {
  const changed = await tx
    .update(bookings)
    .set({ technicianName: contact.name, technicianPhone: contact.phone, updatedAt: now })
    .where(
      and(
        eq(bookings.technicianId, technicianId),
        inArray(bookings.status, ['pending', 'confirmed', 'in_progress', ...workshopStatuses]),
      ),
    )
    .returning();
  for (const row of changed) await announceBookingChange(tx, row);
}
