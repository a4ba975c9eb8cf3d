import { primaryRole } from '@shared/roles';
import type { Role } from '@shared/roles';
import { homeFor } from '@shared/session';

// The signed-in menu per role (SPEC 2): user menu, technician menu, admin links.

export interface AccountLink {
  to: string;
  /** A key of the account namespace's `accountMenu`. */
  key:
    | 'dashboard'
    | 'referrals'
    | 'profile'
    | 'history'
    | 'notifications'
    | 'settings'
    | 'blog'
    | 'about'
    | 'guidelines'
    | 'userManagement'
    | 'userLocations'
    | 'contentManagement';
}

export const adminLinks: readonly AccountLink[] = [
  { to: '/admin/users', key: 'userManagement' },
  { to: '/users_location', key: 'userLocations' },
  { to: '/admin/content', key: 'contentManagement' },
];

/** The technician header (SPEC 2): Dashboard, Blog, About Us, Guidelines. */
export const technicianLinks: readonly AccountLink[] = [
  { to: '/technician/dashboard', key: 'dashboard' },
  { to: '/technician/blog', key: 'blog' },
  { to: '/technician/about', key: 'about' },
  { to: '/technician/guidelines', key: 'guidelines' },
];

export function accountLinksFor(roles: readonly Role[]): readonly AccountLink[] {
  const role = primaryRole(roles);
  if (role === 'admin') return adminLinks;
  if (role === 'technician') {
    return [
      { to: homeFor(roles), key: 'dashboard' },
      { to: '/technician/settings', key: 'settings' },
    ];
  }
  return [
    { to: '/dashboard', key: 'dashboard' },
    { to: '/referrals', key: 'referrals' },
    { to: '/dashboard/profile', key: 'profile' },
    { to: '/dashboard/history', key: 'history' },
    { to: '/dashboard/notifications', key: 'notifications' },
  ];
}

/** How the menu button names the person: name, else e-mail, else phone. */
export function displayNameOf(user: { name: string; email: string | null; phone: string | null }): string {
  return user.name || user.email || user.phone || '';
}
