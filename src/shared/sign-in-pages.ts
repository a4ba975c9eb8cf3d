// Which sign-in page a person returns to after resetting a password. The server writes the area into
// the reset link from the account's roles; the page only picks where to go with it, it grants nothing.

import { pagePaths } from './paths';
import { primaryRole } from './roles';

/** The query parameter of a reset link that names the account's sign-in area. */
export const RESET_AREA_PARAM = 'area';

export type SignInArea = 'admin' | 'technician' | 'customer';

/** The area of an account with these roles: its primary role's. */
export function signInAreaOf(roles: readonly string[]): SignInArea {
  return primaryRole(roles);
}

/** The sign-in page of an area named in a link; anything else is the customers' page. */
export function signInPageOf(area: string | null | undefined): string {
  if (area === 'admin') return pagePaths.adminAuth;
  if (area === 'technician') return pagePaths.technicianAuth;
  return pagePaths.auth;
}
