import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AdminTechnicianRow } from '../../../shared/contracts/people';
import { indiaDate } from '../../../shared/booking-time';
import type { TechnicianStatus } from '../../../shared/schemas/admin-people';
import {
  assertPhoneFree,
  createRecordedAccount,
  hashNewPassword,
  revokeSessions,
  setCredentialPassword,
  toAccountClash,
} from '../../auth/admin-accounts';
import type { Auth } from '../../auth/auth';
import type { Database } from '../../db/client';
import { bookings, technicians, userRoles, users } from '../../db/schema/index';
import { visibleEmail } from '../../auth/phone-identity';
import { withAdminAudit } from '../../domain/admin-audit';
import { refreshTechnicianOnOpenBookings } from '../../domain/booking-assignment';
import { AppError } from '../../http/app-error';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const NOT_FOUND = 'Technician not found';

/** How many jobs (not cancelled) each technician has on one India date. */
function jobsOn(db: Database, date: string, alias: string) {
  return db
    .select({ technicianId: bookings.technicianId, n: count().as(`${alias}_n`) })
    .from(bookings)
    .where(and(eq(bookings.preferredDate, date), ne(bookings.status, 'cancelled')))
    .groupBy(bookings.technicianId)
    .as(alias);
}

/**
 * Technicians with how many jobs they have today (India date), and on `date` when one is asked (the
 * booking's day, for the assignment dialog), by name; `where` narrows the list.
 */
async function selectTechnicians(
  db: Database,
  now: Date,
  where?: SQL,
  date?: string,
): Promise<AdminTechnicianRow[]> {
  const jobsToday = jobsOn(db, indiaDate(now), 'jobs_today');
  const jobsOnDate = jobsOn(db, date ?? indiaDate(now), 'jobs_on_date');
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
      jobsOnDate: jobsOnDate.n,
    })
    .from(technicians)
    .innerJoin(users, eq(users.id, technicians.userId))
    // A record whose person lost the technician role is history, not a technician to list or assign.
    .innerJoin(userRoles, and(eq(userRoles.userId, technicians.userId), eq(userRoles.role, 'technician')))
    .leftJoin(jobsToday, eq(jobsToday.technicianId, technicians.id))
    .leftJoin(jobsOnDate, eq(jobsOnDate.technicianId, technicians.id))
    .where(where)
    .orderBy(asc(users.name), asc(technicians.id));
  return rows.map(({ jobsOnDate: onDate, ...row }) => ({
    ...row,
    email: visibleEmail(row.email),
    jobsToday: Number(row.jobsToday ?? 0),
    ...(date ? { jobsOnDate: { date, count: Number(onDate ?? 0) } } : {}),
  }));
}

/** Every technician by name, with how many jobs they have today (for the assignment dialog). */
export async function listTechnicians(db: Database, now: Date, date?: string): Promise<AdminTechnicianRow[]> {
  return selectTechnicians(db, now, undefined, date);
}

/** One technician as the list shows them. */
export async function getTechnician(db: Database, id: number, now: Date): Promise<AdminTechnicianRow> {
  const [row] = await selectTechnicians(db, now, eq(technicians.id, id));
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

/** The technician and their user, locked until the transaction ends; 404 when there is none. */
async function lockTechnician(tx: Transaction, id: number) {
  const [row] = await tx
    .select({
      id: technicians.id,
      userId: technicians.userId,
      name: users.name,
      phone: users.phoneNumber,
      specialization: technicians.specialization,
      experienceYears: technicians.experienceYears,
      rating: technicians.rating,
      status: technicians.status,
    })
    .from(technicians)
    .innerJoin(users, eq(users.id, technicians.userId))
    .where(eq(technicians.id, id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

export interface NewTechnician {
  name: string;
  email: string;
  phone: string;
  password: string;
  specialization: string;
  experienceYears: number;
}

/** A technician who signs in with a password: the account, the technician role and their details. */
export async function createTechnician(
  auth: Auth,
  db: Database,
  adminId: string,
  input: NewTechnician,
  now: Date,
): Promise<AdminTechnicianRow> {
  await assertPhoneFree(db, input.phone);
  let technicianId = 0;
  await createRecordedAccount(
    auth,
    db,
    {
      email: input.email,
      name: input.name,
      phone: input.phone,
      password: input.password,
      role: 'technician',
    },
    async (tx, userId) => {
      technicianId = await withAdminAudit(
        tx,
        { id: adminId, now },
        async () => {
          const [row] = await tx
            .update(technicians)
            .set({
              specialization: input.specialization,
              experienceYears: input.experienceYears,
              updatedAt: now,
            })
            .where(eq(technicians.userId, userId))
            .returning({ id: technicians.id });
          if (!row) throw new Error(`createUser made technician ${userId} without a technicians row`);
          return row.id;
        },
        (created) => ({
          action: 'technician.created',
          subjectType: 'technician',
          subjectId: created,
          details: { userId, name: input.name, email: input.email },
        }),
      );
    },
  );
  return getTechnician(db, technicianId, now);
}

export interface TechnicianChanges {
  name: string;
  phone: string;
  specialization: string;
  experienceYears: number;
  rating: number | null;
}

/** Edits name and phone (on the user) and the technician's details, with what changed recorded. */
export async function updateTechnician(
  db: Database,
  adminId: string,
  id: number,
  changes: TechnicianChanges,
  now: Date,
): Promise<AdminTechnicianRow> {
  try {
    await db.transaction(async (tx) => {
      const before = await lockTechnician(tx, id);
      await assertPhoneFree(tx, changes.phone, before.userId);
      await withAdminAudit(
        tx,
        { id: adminId, now },
        () => writeTechnicianChanges(tx, id, before.userId, changes, now),
        () => ({
          action: 'technician.updated',
          subjectType: 'technician',
          subjectId: id,
          details: { before: detailsOf(before), after: changes },
        }),
      );
    });
  } catch (error) {
    // Two edits giving one number at the same moment: the second meets the unique index.
    throw toAccountClash(error);
  }
  return getTechnician(db, id, now);
}

/** An edit's writes: the name and phone on the user, the details, and the open bookings they hold. */
async function writeTechnicianChanges(
  tx: Transaction,
  id: number,
  userId: string,
  changes: TechnicianChanges,
  now: Date,
): Promise<void> {
  await tx
    .update(users)
    // The admin vouches for the number, as when they create the account.
    .set({ name: changes.name, phoneNumber: changes.phone, phoneNumberVerified: true, updatedAt: now })
    .where(eq(users.id, userId));
  await tx
    .update(technicians)
    .set({
      specialization: changes.specialization,
      experienceYears: changes.experienceYears,
      rating: changes.rating,
      updatedAt: now,
    })
    .where(eq(technicians.id, id));
  await refreshTechnicianOnOpenBookings(tx, id, { name: changes.name, phone: changes.phone }, now);
}

/** What an edit can change, as it was: the audit row's 'before'. */
const detailsOf = ({
  name,
  phone,
  specialization,
  experienceYears,
  rating,
}: Omit<TechnicianChanges, 'phone'> & { phone: string | null }) => ({
  name,
  phone,
  specialization,
  experienceYears,
  rating,
});

/** Active, busy or inactive; an inactive technician is signed out everywhere and cannot sign in. */
export async function setTechnicianStatus(
  auth: Auth,
  db: Database,
  adminId: string,
  id: number,
  status: TechnicianStatus,
  now: Date,
): Promise<AdminTechnicianRow> {
  const userId = await db.transaction(async (tx) => {
    const before = await lockTechnician(tx, id);
    await withAdminAudit(
      tx,
      { id: adminId, now },
      () => tx.update(technicians).set({ status, updatedAt: now }).where(eq(technicians.id, id)),
      () => ({
        action: 'technician.status_changed',
        subjectType: 'technician',
        subjectId: id,
        details: { before: before.status, after: status },
      }),
    );
    return before.userId;
  });
  // After the commit, so that a sign-in racing with this change either sees the new status or has
  // its session deleted here.
  if (status === 'inactive') await revokeSessions(auth, userId);
  return getTechnician(db, id, now);
}

/** A new password for the technician's sign-in; every session they had ends. */
export async function resetTechnicianPassword(
  auth: Auth,
  db: Database,
  adminId: string,
  id: number,
  password: string,
  now: Date,
): Promise<void> {
  const hash = await hashNewPassword(auth, password, 'password');
  const userId = await db.transaction(async (tx) => {
    const { userId } = await lockTechnician(tx, id);
    await withAdminAudit(
      tx,
      { id: adminId, now },
      () => setCredentialPassword(auth, tx, userId, hash, now),
      // Who reset it and when; never the password.
      () => ({ action: 'technician.password_reset', subjectType: 'technician', subjectId: id }),
    );
    return userId;
  });
  await revokeSessions(auth, userId);
}
