import type { PageKey } from '@shared/paths';
import type { Role } from '@shared/roles';

// Who may open each signed-in page, and where everyone else goes: SPEC section 2's guard and redirect
// rules, in one table. The area layouts apply them; pages never guard themselves. The server refuses
// the data regardless: these rules only spare people a page they cannot use.

export type DeniedToast = 'admin' | 'adminLower' | 'technician';

export interface AccessRule {
  /** Any one of these roles lets the person in; none: any signed-in person. */
  roles: Role[];
  /** Signed out: sent to a page (keeping this one to come back to), or shown 'Access Denied' here. */
  signedOut: { to: string; toast?: DeniedToast } | 'panel';
  /** Signed in without the role: sent to a page, with a toast. */
  denied?: { to: string; toast?: DeniedToast };
}

/** Every technician page: signed out → their sign-in; anyone else → home with 'Technician access required.' */
const technicianOnly: AccessRule = {
  roles: ['technician'],
  signedOut: { to: '/technician/auth' },
  denied: { to: '/', toast: 'technician' },
};

export const accessRules = {
  // Customers
  dashboard: { roles: [], signedOut: { to: '/auth' } },
  dashboardProfile: { roles: [], signedOut: 'panel' },
  dashboardHistory: { roles: [], signedOut: 'panel' },
  dashboardNotifications: { roles: [], signedOut: 'panel' },
  referrals: { roles: [], signedOut: { to: '/dashboard' } },
  warrantyCard: { roles: [], signedOut: { to: '/auth' } },
  // Admins
  adminUsers: { roles: ['admin'], signedOut: { to: '/auth' }, denied: { to: '/', toast: 'admin' } },
  adminContent: {
    roles: ['admin'],
    signedOut: { to: '/auth' },
    denied: { to: '/admin/auth', toast: 'admin' },
  },
  usersLocation: {
    roles: ['admin'],
    signedOut: { to: '/admin?forceLogin=true', toast: 'adminLower' },
    // /admin shows a signed-in non-admin the 'Access Denied' panel.
    denied: { to: '/admin', toast: 'adminLower' },
  },
  // Technicians
  technicianDashboard: technicianOnly,
  technicianBlog: technicianOnly,
  technicianAbout: technicianOnly,
  technicianGuidelines: technicianOnly,
  technicianSettings: technicianOnly,
} satisfies Partial<Record<PageKey, AccessRule>>;

export type GuardedPage = keyof typeof accessRules;

export const customerPages = [
  'dashboard',
  'dashboardProfile',
  'dashboardHistory',
  'dashboardNotifications',
  'referrals',
  'warrantyCard',
] as const;
export const adminPages = ['adminUsers', 'adminContent', 'usersLocation'] as const;
export const technicianPages = [
  'technicianDashboard',
  'technicianBlog',
  'technicianAbout',
  'technicianGuidelines',
  'technicianSettings',
] as const;
