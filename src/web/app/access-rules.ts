import { pages, pagesOf } from '@shared/paths';
import type { PageKey } from '@shared/paths';

// Who may open each signed-in page, and where everyone else goes: SPEC section 2's guard and redirect
// rules, in one table. The area layouts apply them; pages never guard themselves. The server refuses
// the data regardless: these rules only spare people a page they cannot use.

export type DeniedToast = 'admin' | 'adminLower' | 'technician';

export interface AccessRule {
  /** Signed out: sent to a page (keeping this one to come back to), or shown 'Access Denied' here. */
  signedOut: { to: string; toast?: DeniedToast } | 'panel';
  /** Signed in without the role: sent to a page, with a toast. */
  denied?: { to: string; toast?: DeniedToast };
}

/** Every technician page: signed out → their sign-in; anyone else → home with 'Technician access required.' */
const technicianOnly: AccessRule = {
  signedOut: { to: '/technician/auth' },
  denied: { to: '/', toast: 'technician' },
};

export const accessRules = {
  // Customers
  dashboard: { signedOut: { to: '/auth' } },
  dashboardProfile: { signedOut: 'panel' },
  dashboardHistory: { signedOut: 'panel' },
  dashboardNotifications: { signedOut: 'panel' },
  referrals: { signedOut: { to: '/dashboard' } },
  warrantyCard: { signedOut: { to: '/auth' } },
  invoice: { signedOut: { to: '/auth' } },
  // Admins
  adminUsers: { signedOut: { to: '/auth' }, denied: { to: '/', toast: 'admin' } },
  adminContent: {
    signedOut: { to: '/auth' },
    denied: { to: '/admin/auth', toast: 'admin' },
  },
  usersLocation: {
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
} satisfies Record<GuardedPage, AccessRule>;

/** A page that not everyone may open (the table in @shared/paths says who may): each has its rule above. */
export type GuardedPage = {
  [K in PageKey]: (typeof pages)[K]['opens'] extends 'anyone' ? never : K;
}[PageKey];

/** Whether someone signed in with these roles may open the page. */
export function mayOpen(page: GuardedPage, held: readonly string[]): boolean {
  const opens = pages[page].opens;
  return opens === 'signedIn' || held.includes(opens);
}

export const customerPages = pagesOf('customer', 'signedIn') as GuardedPage[];
export const adminPages = pagesOf('admin', 'admin') as GuardedPage[];
export const technicianPages = pagesOf('technician', 'technician') as GuardedPage[];
