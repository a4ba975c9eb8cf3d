import { primaryRole } from './roles';
import type { Role } from './roles';

// What GET /api/session and GET /api/me answer, and what sign-in endpoints return.

export interface SessionUser {
  id: string;
  /** Null for accounts made by phone. */
  email: string | null;
  phone: string | null;
  name: string;
}

export interface SessionInfo {
  user: SessionUser | null;
  roles: Role[];
}

/** Where a signed-in person belongs first: the spec's redirect rules. */
export function homeFor(roles: readonly Role[]): '/admin/users' | '/technician/dashboard' | '/dashboard' {
  const homes = {
    admin: '/admin/users',
    technician: '/technician/dashboard',
    customer: '/dashboard',
  } as const;
  return homes[primaryRole(roles)];
}
