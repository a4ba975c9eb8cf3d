import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { indiaDate } from '../../../shared/booking-time';
import type { TechnicianCash, TechnicianCashSummary } from '../../../shared/contracts/cash';
import { fieldError } from '../../../shared/field-error';
import { formatRupees, rupeesToPaise } from '../../../shared/money';
import type { cashHandoverSchema } from '../../../shared/schemas/cash-handover';
import type { Database } from '../../db/client';
import { cashHandovers, technicians } from '../../db/schema/index';
import { withAdminAudit } from '../../domain/admin-audit';
import type { AdminAuthor } from '../../domain/admin-audit';
import { technicianCashOf, technicianCashSummaries } from '../../domain/technician-cash';
import { AppError } from '../../http/app-error';

// The admin desk's cash with technicians (decision 064): what each holds, their days, and the
// handovers an admin records, never more than the technician holds, audited.

const notFound = () => new AppError('NOT_FOUND', 'Technician not found');

/** Every technician's cash in hand, most overdue first. */
export async function listTechnicianCash(
  db: Database,
  now: Date,
  heldDays: number,
): Promise<TechnicianCashSummary[]> {
  return technicianCashSummaries(db, now, heldDays);
}

/** One technician's cash over a range of days. */
export async function getTechnicianCash(
  db: Database,
  technicianId: number,
  now: Date,
  heldDays: number,
  range: { from?: string; to?: string },
): Promise<TechnicianCash> {
  const cash = await technicianCashOf(db, technicianId, now, heldDays, range);
  if (!cash) throw notFound();
  return cash;
}

/**
 * A handover: the technician's row is locked while what they hold is read and the handover written,
 * so two admins recording the same cash at once cannot take it twice.
 */
export async function recordCashHandover(
  db: Database,
  admin: AdminAuthor,
  technicianId: number,
  heldDays: number,
  input: z.output<typeof cashHandoverSchema>,
): Promise<TechnicianCash> {
  const amount = rupeesToPaise(input.amount);
  if (input.handedOn > indiaDate(admin.now)) {
    throw new AppError('VALIDATION_FAILED', 'The handover cannot be dated after today.', {
      handedOn: fieldError('handedOnFuture'),
    });
  }
  await db.transaction(async (tx) => {
    const [technician] = await tx
      .select({ id: technicians.id })
      .from(technicians)
      .where(eq(technicians.id, technicianId))
      .for('update');
    if (!technician) throw notFound();
    const [summary] = await technicianCashSummaries(tx, admin.now, heldDays, technicianId);
    const held = summary?.inHand ?? 0;
    if (amount > held) {
      const most = formatRupees(held);
      throw new AppError('HANDOVER_TOO_LARGE', `The technician holds only ${most} in cash.`, {
        amount: fieldError('handoverTooLarge', { most }),
      });
    }
    await withAdminAudit(
      tx,
      admin,
      async () => {
        const [row] = await tx
          .insert(cashHandovers)
          .values({
            technicianId,
            amount,
            handedOn: input.handedOn,
            receivedBy: input.receivedBy,
            note: input.note ?? null,
            recordedBy: admin.id,
            recordedAt: admin.now,
          })
          .returning({ id: cashHandovers.id });
        return row!;
      },
      (row) => ({
        action: 'technician.cash_handed_over',
        subjectType: 'technician',
        subjectId: technicianId,
        details: { handover: row.id, amount, handedOn: input.handedOn, receivedBy: input.receivedBy },
      }),
    );
  });
  return getTechnicianCash(db, technicianId, admin.now, heldDays, { to: input.handedOn });
}
