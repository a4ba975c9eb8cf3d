import { and, asc, desc, ilike, inArray, or, sql } from 'drizzle-orm';
import type { AdminUserRow } from '../../../shared/contracts/people';
import type { Role } from '../../../shared/roles';
import type { AdminUserListQuery } from '../../../shared/schemas/list-query';
import type { Database } from '../../db/client';
import { userRoles, users } from '../../db/schema/index';
import { decodeCursor, encodeCursor } from '../../http/cursor';
import { likeContains } from '../../db/like';

/**
 * A page of accounts with their roles, searchable by name or phone, sorted by join date or name.
 * E-mail addresses are left out on purpose: the screen shows 'Email hidden for security'.
 */
export async function listUsers(
  db: Database,
  query: AdminUserListQuery,
): Promise<{ users: AdminUserRow[]; nextCursor: string | null }> {
  const column = query.sort === 'name' ? users.name : users.createdAt;
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
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
        query.q
          ? or(ilike(users.name, likeContains(query.q)), ilike(users.phoneNumber, likeContains(query.q)))
          : undefined,
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
