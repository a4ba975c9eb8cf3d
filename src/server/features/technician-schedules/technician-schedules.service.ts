import { and, asc, eq } from 'drizzle-orm';
import type { PreferredTimeWindow } from '../../../shared/booking-time';
import { PREFERRED_TIME_WINDOWS } from '../../../shared/booking-time';
import type { TechnicianSchedule } from '../../../shared/contracts/schedule';
import type { z } from 'zod';
import type { technicianScheduleSchema } from '../../../shared/schemas/technician-schedule';
import { WEEKDAYS } from '../../../shared/schemas/technician-schedule';
import type { Database } from '../../db/client';
import { technicians, technicianServiceAreas, technicianWorkWindows, userRoles } from '../../db/schema/index';
import type { AdminAuthor } from '../../domain/admin-audit';
import { withAdminAudit } from '../../domain/admin-audit';
import { announceScheduleChange } from '../../domain/schedule-changes';
import { AppError } from '../../http/app-error';

// A technician's week of windows and the pincodes they serve, read and replaced whole by an admin
// (decision 049). Without rows a technician works every window every day, everywhere.

type Reader = Pick<Database, 'select'>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const NOT_FOUND = 'Technician not found';

/** The technician (still holding the role), locked until the transaction ends; 404 otherwise. */
export async function lockTeamTechnician(tx: Transaction, id: number): Promise<void> {
  const [row] = await tx
    .select({ id: technicians.id })
    .from(technicians)
    .innerJoin(userRoles, and(eq(userRoles.userId, technicians.userId), eq(userRoles.role, 'technician')))
    .where(eq(technicians.id, id))
    .for('update', { of: technicians });
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
}

/** A technician's schedule as stored, the defaults filled in. */
export async function getSchedule(db: Reader, technicianId: number): Promise<TechnicianSchedule> {
  const [technician] = await db
    .select({
      id: technicians.id,
      jobsPerWindow: technicians.jobsPerWindow,
      baseLat: technicians.baseLat,
      baseLng: technicians.baseLng,
    })
    .from(technicians)
    .where(eq(technicians.id, technicianId));
  if (!technician) throw new AppError('NOT_FOUND', NOT_FOUND);
  const windows = await db
    .select({ weekday: technicianWorkWindows.weekday, window: technicianWorkWindows.timeWindow })
    .from(technicianWorkWindows)
    .where(eq(technicianWorkWindows.technicianId, technicianId));
  const areas = await db
    .select({ prefix: technicianServiceAreas.pincodePrefix })
    .from(technicianServiceAreas)
    .where(eq(technicianServiceAreas.technicianId, technicianId))
    .orderBy(asc(technicianServiceAreas.pincodePrefix));
  const defaultWeek = windows.length === 0;
  const worked = (weekday: number, window: PreferredTimeWindow) =>
    defaultWeek || windows.some((w) => w.weekday === weekday && w.window === window);
  return {
    technicianId,
    week: WEEKDAYS.map((weekday) => ({
      weekday,
      windows: PREFERRED_TIME_WINDOWS.filter((window) => worked(weekday, window)),
    })),
    pincodes: areas.map((a) => a.prefix),
    defaultWeek,
    jobsPerWindow: technician.jobsPerWindow,
    base:
      technician.baseLat !== null && technician.baseLng !== null
        ? { lat: technician.baseLat, lng: technician.baseLng }
        : null,
  };
}

type ScheduleChange = z.infer<typeof technicianScheduleSchema>;

/** Replaces a technician's week and area, audited and announced (cached availability is dropped). */
export async function replaceSchedule(
  db: Database,
  admin: AdminAuthor,
  technicianId: number,
  change: ScheduleChange,
): Promise<TechnicianSchedule> {
  return db.transaction(async (tx) =>
    withAdminAudit(
      tx,
      admin,
      async () => {
        await lockTeamTechnician(tx, technicianId);
        await tx
          .update(technicians)
          .set({
            jobsPerWindow: change.jobsPerWindow,
            baseLat: change.base?.lat ?? null,
            baseLng: change.base?.lng ?? null,
          })
          .where(eq(technicians.id, technicianId));
        await tx.delete(technicianWorkWindows).where(eq(technicianWorkWindows.technicianId, technicianId));
        await tx.delete(technicianServiceAreas).where(eq(technicianServiceAreas.technicianId, technicianId));
        const rows = change.week.flatMap(({ weekday, windows }) =>
          windows.map((timeWindow) => ({ technicianId, weekday, timeWindow })),
        );
        if (rows.length > 0) await tx.insert(technicianWorkWindows).values(rows);
        if (change.pincodes.length > 0) {
          await tx
            .insert(technicianServiceAreas)
            .values(change.pincodes.map((pincodePrefix) => ({ technicianId, pincodePrefix })));
        }
        await announceScheduleChange(tx);
        return getSchedule(tx, technicianId);
      },
      (schedule) => ({
        action: 'technician.schedule_changed',
        subjectType: 'technician',
        subjectId: technicianId,
        details: {
          week: schedule.week.filter((day) => day.windows.length > 0),
          pincodes: schedule.pincodes,
          jobsPerWindow: schedule.jobsPerWindow,
          base: schedule.base,
        },
      }),
    ),
  );
}
