import { and, asc, desc, eq, ilike, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AdminUserRow } from '../../../shared/contracts/people';
import { parsePhone } from '../../../shared/phone';
import type { Role } from '../../../shared/roles';
import type { AdminUserListQuery } from '../../../shared/schemas/list-query';
import { createRecordedAccount, revokeSessions } from '../../auth/admin-accounts';
import type { Auth } from '../../auth/auth';
import { rolesOf } from '../../auth/provision-user';
import type { Database } from '../../db/client';
import { technicians, userRoles, users } from '../../db/schema/index';
import { announceAccessChange } from '../../domain/access-announcements';
import { withAdminAudit } from '../../domain/admin-audit';
import { AppError } from '../../http/app-error';
import { decodeCursor, encodeCursor } from '../../http/cursor';
import { likeContains } from '../../db/like';

/**
 * The search box: a whole phone number, however typed, is looked up in its stored form (+91…);
 * other text anywhere in the name or the number.
 */
function searchCondition(q: string): SQL | undefined {
  const phone = parsePhone(q);
  if (phone) return eq(users.phoneNumber, phone);
  return or(ilike(users.name, likeContains(q)), ilike(users.phoneNumber, likeContains(q)));
}

/**
 * A page of accounts with their roles, searchable by name or phone, sorted by join date or name.
 * E-mail addresses are left out on purpose: the screen shows 'Email hidden for security'.
 */
export async function listUsers(
  db: Database,
  query: AdminUserListQuery,
): Promise<{ users: AdminUserRow[]; nextCursor: string | null }> {
  const column = query.sort === 'name' ? users.name : users.createdAt;
  const after = query.cursor
    ? decodeCursor(query.cursor, { value: query.sort === 'createdAt' ? 'timestamp' : 'text' })
    : undefined;
  // Times go through the cursor as PostgreSQL's own text, so no microsecond is lost on the way.
  const afterValue = after && query.sort === 'createdAt' ? sql`${String(after[0])}::timestamptz` : after?.[0];
  const compare = query.dir === 'desc' ? sql`<` : sql`>`;
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      phone: users.phoneNumber,
      createdAt: users.createdAt,
      createdAtText: sql<string>`${users.createdAt}::text`,
    })
    .from(users)
    .where(
      and(
        query.q ? searchCondition(query.q) : undefined,
        after ? sql`(${column}, ${users.id}) ${compare} (${afterValue}, ${after[1]})` : undefined,
      ),
    )
    .orderBy(...(query.dir === 'desc' ? [desc(column), desc(users.id)] : [asc(column), asc(users.id)]))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const roleRows =
    page.length > 0
      ? await db
          .select({ userId: userRoles.userId, role: userRoles.role })
          .from(userRoles)
          .where(
            inArray(
              userRoles.userId,
              page.map((u) => u.id),
            ),
          )
          .orderBy(asc(userRoles.role))
      : [];
  const rolesByUser = new Map<string, Role[]>();
  for (const { userId, role } of roleRows)
    rolesByUser.set(userId, [...(rolesByUser.get(userId) ?? []), role]);
  const last = page.at(-1);
  return {
    users: page.map((u) => ({
      ...u,
      createdAt: u.createdAt.toISOString(),
      roles: rolesByUser.get(u.id) ?? [],
    })),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor([query.sort === 'name' ? last.name : last.createdAtText, last.id])
        : null,
  };
}

/** One account as the list shows it. */
async function getUserRow(db: Database, id: string): Promise<AdminUserRow> {
  const [user] = await db
    .select({ id: users.id, name: users.name, phone: users.phoneNumber, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, id));
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  return { ...user, createdAt: user.createdAt.toISOString(), roles: await rolesOf(db, id) };
}

export interface NewAccount {
  fullName: string;
  email: string;
  password: string;
  role: Role;
}

/**
 * An account made by an admin, with one role (SPEC section 6: a technician or an admin loses the
 * customer role; a technician also gets a technicians row, 'General Repair').
 */
export async function createAccount(
  auth: Auth,
  db: Database,
  adminId: string,
  input: NewAccount,
  now: Date,
): Promise<AdminUserRow> {
  const userId = await createRecordedAccount(
    auth,
    db,
    { email: input.email, name: input.fullName, password: input.password, role: input.role },
    // The library wrote the account just before this transaction (and removes it again when this
    // fails): the write recorded here is that one.
    async (tx, id) => {
      await withAdminAudit(
        tx,
        { id: adminId, now },
        () => Promise.resolve(id),
        (created) => ({
          action: 'user.created',
          subjectType: 'user',
          subjectId: created,
          details: { name: input.fullName, email: input.email, role: input.role },
        }),
      );
    },
  );
  return getUserRow(db, userId);
}

const isStaff = (roles: readonly Role[]) => roles.includes('admin') || roles.includes('technician');

/**
 * Replaces a user's roles. Gaining technician gives them a technicians row if they have none. An
 * admin can never take away their own admin role (so an admin always remains).
 */
export async function setUserRoles(
  auth: Auth,
  db: Database,
  adminId: string,
  userId: string,
  roles: Role[],
  now: Date,
): Promise<AdminUserRow> {
  const before = await db.transaction(async (tx) => {
    // Role changes take turns (they are rare): two admins removing each other's admin role at the
    // same moment would otherwise leave nobody to run the desk. The second finds it is no admin.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('user_roles.change'))`);
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw new AppError('NOT_FOUND', 'User not found');
    if (userId === adminId && !roles.includes('admin')) {
      throw new AppError(
        'OWN_ADMIN_ROLE',
        'You cannot remove your own admin role. Ask another admin to do it.',
      );
    }
    const current = await tx
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, userId));
    const previous = current.map((r) => r.role).sort();
    if (previous.join() === [...roles].sort().join()) return previous;
    const [stillAdmin] = await tx
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(and(eq(userRoles.userId, adminId), eq(userRoles.role, 'admin')));
    if (!stillAdmin) throw new AppError('FORBIDDEN', 'Your admin role has been removed.');
    await withAdminAudit(
      tx,
      { id: adminId, now },
      async () => {
        await tx
          .delete(userRoles)
          .where(and(eq(userRoles.userId, userId), notInArray(userRoles.role, roles)));
        await tx
          .insert(userRoles)
          .values(roles.map((role) => ({ userId, role })))
          .onConflictDoNothing();
        if (roles.includes('technician')) {
          await tx
            .insert(technicians)
            .values({ userId, specialization: 'General Repair' })
            .onConflictDoNothing();
        }
      },
      () => ({
        action: 'user.roles_changed',
        subjectType: 'user',
        subjectId: userId,
        details: { before: previous, after: roles },
      }),
    );
    // Their open live streams were filtered by the old roles (an admin's hears every booking).
    await announceAccessChange(tx, userId);
    return previous;
  });
  // Staff sessions come only from a password sign-in (decision 004): a customer's sessions, made by
  // a code or Google, must not turn into staff sessions. They sign in again with a password.
  if (!isStaff(before) && isStaff(roles)) await revokeSessions(auth, userId);
  return getUserRow(db, userId);
}
