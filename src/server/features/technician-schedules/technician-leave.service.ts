import { asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { LeaveRow, TeamLeaveRow } from '../../../shared/contracts/schedule';
import type { LeaveStatus, leaveSchema } from '../../../shared/schemas/technician-schedule';
import type { Database } from '../../db/client';
import { technicianLeave, technicians, users } from '../../db/schema/index';
import type { AdminAuthor } from '../../domain/admin-audit';
import { withAdminAudit } from '../../domain/admin-audit';
import { announceScheduleChange } from '../../domain/schedule-changes';
import { AppError } from '../../http/app-error';
import { lockTeamTechnician } from './technician-schedules.service';

// Leave: a technician asks for it (requested), an admin approves or declines it; leave an admin
// enters is approved at once. Only approved leave takes a technician out of the windows of its days
// (decision 049). Every admin step is audited; the request itself is the row, with who asked.

type Reader = Pick<Database, 'select'>;
type LeaveChange = z.infer<typeof leaveSchema>;
type LeaveRecord = typeof technicianLeave.$inferSelect;

function toLeaveRow(row: LeaveRecord): LeaveRow {
  return {
    id: row.id,
    technicianId: row.technicianId,
    fromDate: row.fromDate,
    toDate: row.toDate,
    reason: row.reason,
    status: row.status,
    requestedByUserId: row.requestedByUserId,
    decidedByUserId: row.decidedByUserId,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A technician's leave, latest first; 404 for no such technician. */
export async function listLeave(db: Reader, technicianId: number): Promise<LeaveRow[]> {
  const [technician] = await db
    .select({ id: technicians.id })
    .from(technicians)
    .where(eq(technicians.id, technicianId));
  if (!technician) throw new AppError('NOT_FOUND', 'Technician not found');
  const rows = await db
    .select()
    .from(technicianLeave)
    .where(eq(technicianLeave.technicianId, technicianId))
    .orderBy(desc(technicianLeave.fromDate), desc(technicianLeave.id));
  return rows.map(toLeaveRow);
}

/** Leave across the team with one status (the admin's list of requests waiting), earliest first. */
export async function listTeamLeave(db: Reader, status: LeaveStatus): Promise<TeamLeaveRow[]> {
  const rows = await db
    .select({ leave: technicianLeave, technicianName: users.name })
    .from(technicianLeave)
    .innerJoin(technicians, eq(technicians.id, technicianLeave.technicianId))
    .innerJoin(users, eq(users.id, technicians.userId))
    .where(eq(technicianLeave.status, status))
    .orderBy(asc(technicianLeave.fromDate), asc(technicianLeave.id));
  return rows.map(({ leave, technicianName }) => ({ ...toLeaveRow(leave), technicianName }));
}

/** The signed-in technician's own technicians row id; a technician without one has none to show. */
export async function ownTechnicianId(db: Reader, userId: string): Promise<number> {
  const [row] = await db
    .select({ id: technicians.id })
    .from(technicians)
    .where(eq(technicians.userId, userId));
  if (!row) throw new AppError('NOT_FOUND', 'Technician not found');
  return row.id;
}

/** A technician asks for leave: it waits for an admin. */
export async function requestLeave(
  db: Database,
  userId: string,
  leave: LeaveChange,
  now: Date,
): Promise<LeaveRow> {
  const technicianId = await ownTechnicianId(db, userId);
  const [row] = await db
    .insert(technicianLeave)
    .values({ technicianId, ...leave, status: 'requested', requestedByUserId: userId, createdAt: now })
    .returning();
  return toLeaveRow(row!);
}

/** Leave an admin enters for a technician: approved at once, audited and announced. */
export async function addLeave(
  db: Database,
  admin: AdminAuthor,
  technicianId: number,
  leave: LeaveChange,
): Promise<LeaveRow> {
  return db.transaction(async (tx) =>
    withAdminAudit(
      tx,
      admin,
      async () => {
        await lockTeamTechnician(tx, technicianId);
        const [row] = await tx
          .insert(technicianLeave)
          .values({
            technicianId,
            ...leave,
            status: 'approved',
            requestedByUserId: admin.id,
            decidedByUserId: admin.id,
            decidedAt: admin.now,
            createdAt: admin.now,
          })
          .returning();
        await announceScheduleChange(tx);
        return toLeaveRow(row!);
      },
      (row) => ({
        action: 'technician.leave_added',
        subjectType: 'technician',
        subjectId: technicianId,
        details: { leaveId: row.id, fromDate: row.fromDate, toDate: row.toDate, reason: row.reason },
      }),
    ),
  );
}

/** An admin approves or declines a requested leave; a leave already decided is a 409. */
export async function decideLeave(
  db: Database,
  admin: AdminAuthor,
  leaveId: number,
  decision: 'approved' | 'declined',
): Promise<LeaveRow> {
  return db.transaction(async (tx) =>
    withAdminAudit(
      tx,
      admin,
      async () => {
        const [row] = await tx
          .select()
          .from(technicianLeave)
          .where(eq(technicianLeave.id, leaveId))
          .for('update');
        if (!row) throw new AppError('NOT_FOUND', 'Leave not found');
        if (row.status !== 'requested')
          throw new AppError('CONFLICT', `This leave is already ${row.status}.`);
        const [updated] = await tx
          .update(technicianLeave)
          .set({ status: decision, decidedByUserId: admin.id, decidedAt: admin.now })
          .where(eq(technicianLeave.id, leaveId))
          .returning();
        await announceScheduleChange(tx);
        return toLeaveRow(updated!);
      },
      (row) => ({
        action: 'technician.leave_decided',
        subjectType: 'technician',
        subjectId: row.technicianId,
        details: { leaveId: row.id, decision, fromDate: row.fromDate, toDate: row.toDate },
      }),
    ),
  );
}
