import { eq } from 'drizzle-orm';
import { indiaDate } from '../../../shared/booking-time';
import type { Database } from '../../db/client';
import { technicians } from '../../db/schema/index';
import { technicianCashSummaries } from '../../domain/technician-cash';
import { toAdmins } from '../staff-recipients';
import { cashHeldAdminEmail } from '../templates/cash-held-alert';
import { claimNotice } from './claim-notice';
import type { NoticeClockDeps } from './notice-deps';

// The admins hear once when a technician has held cash from the door longer than the allowed days
// (decision 064). The notice's day is the India date the oldest cash still held was taken: once that
// is handed over, cash from a later day that is also overdue is news again; until then, nothing is.

async function alert(db: Database, deps: NoticeClockDeps, technicianId: number, now: Date) {
  return db.transaction(async (tx) => {
    // The technician's row is locked as a handover locks it: the alert reads what is held now.
    await tx
      .select({ id: technicians.id })
      .from(technicians)
      .where(eq(technicians.id, technicianId))
      .for('update');
    const [cash] = await technicianCashSummaries(tx, now, deps.cashHeldDays, technicianId);
    if (!cash?.heldSince || cash.overdue <= 0) return false;
    const day = indiaDate(new Date(cash.heldSince));
    if (!(await claimNotice(tx, 'cash_held_alert', String(technicianId), day, now))) return false;
    const email = cashHeldAdminEmail(cash, deps.cashHeldDays, deps.support);
    await deps.notifier.enqueue(tx, await toAdmins(tx, deps.support, null, 'cash_held_admin', email), now);
    return true;
  });
}

/** E-mails the admins about technicians now holding cash too long; how many technicians. */
export async function sendCashHeldAlerts(db: Database, deps: NoticeClockDeps, now: Date): Promise<number> {
  const held = await technicianCashSummaries(db, now, deps.cashHeldDays);
  let sent = 0;
  for (const cash of held) {
    if (cash.overdue > 0 && (await alert(db, deps, cash.technicianId, now))) sent += 1;
  }
  return sent;
}
