import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { AdminTechnicianRow } from '../../../shared/contracts/people';
import { indiaDate } from '../../../shared/booking-time';
import type { Database } from '../../db/client';
import { bookings, technicians, users } from '../../db/schema/index';
import { visibleEmail } from '../../auth/phone-identity';

/** Every technician by name, with how many jobs they have today (for the assignment dialog). */
export async function listTechnicians(db: Database, now: Date): Promise<AdminTechnicianRow[]> {
  const today = indiaDate(now);
  const jobsToday = db
    .select({ technicianId: bookings.technicianId, n: count().as('n') })
    .from(bookings)
    .where(and(eq(bookings.preferredDate, today), ne(bookings.status, 'cancelled')))
    .groupBy(bookings.technicianId)
    .as('jobs_today');
  const rows = await db
    .select({
      id: technicians.id,
      userId: technicians.userId,
      name: users.name,
      phone: users.phoneNumber,
      email: users.email,
      specialization: technicians.specialization,
      experienceYears: technicians.experienceYears,
      rating: technicians.rating,
      status: technicians.status,
      jobsToday: jobsToday.n,
    })
    .from(technicians)
    .innerJoin(users, eq(users.id, technicians.userId))
    .leftJoin(jobsToday, eq(jobsToday.technicianId, technicians.id))
    .orderBy(asc(users.name), asc(technicians.id));
  return rows.map((row) => ({
    ...row,
    email: visibleEmail(row.email),
    jobsToday: Number(row.jobsToday ?? 0),
  }));
}
