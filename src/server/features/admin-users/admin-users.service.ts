import { asc, desc } from 'drizzle-orm';
import type { Role } from '../../../shared/roles';
import type { Database } from '../../db/client';
import { userRoles, users } from '../../db/schema/index';

/**
 * Every account with its roles, newest first. E-mail addresses are left out of the list on purpose:
 * the screen shows 'Email hidden for security'.
 */
export async function listUsers(db: Database) {
  const [accounts, roleRows] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, phone: users.phoneNumber, createdAt: users.createdAt })
      .from(users)
      .orderBy(desc(users.createdAt)),
    db
      .select({ userId: userRoles.userId, role: userRoles.role })
      .from(userRoles)
      .orderBy(asc(userRoles.role)),
  ]);
  const rolesByUser = new Map<string, Role[]>();
  for (const { userId, role } of roleRows)
    rolesByUser.set(userId, [...(rolesByUser.get(userId) ?? []), role]);
  return accounts.map((account) => ({ ...account, roles: rolesByUser.get(account.id) ?? [] }));
}
