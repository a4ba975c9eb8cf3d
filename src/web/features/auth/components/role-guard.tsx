import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { toast } from 'sonner';
import type { Role } from '@shared/roles';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../use-session';

interface RoleGuardProps {
  /** Any one of these roles lets the person in; none given: any signed-in person. */
  roles?: readonly Role[];
  /** Where someone without the role goes. */
  fallback?: string;
  /** Where a signed-out visitor goes; by default the sign-in page of the area. */
  signedOutTo?: string;
  /** Toast shown when someone without the role is sent away. */
  deniedToast?: { title: string; description: string };
  children: ReactNode;
}

/**
 * Mirrors the server's role checks in the browser (the server refuses the data regardless): a spinner
 * while the session loads, then the page, or a redirect.
 */
export function RoleGuard({
  roles = [],
  fallback = '/',
  signedOutTo,
  deniedToast,
  children,
}: RoleGuardProps) {
  const { t } = useTranslation(['auth', 'common']);
  const { loading, user, roles: held } = useSession();
  const location = useLocation();
  const allowed = roles.length === 0 || roles.some((role) => held.includes(role));
  const denied = !loading && user !== null && !allowed;

  useEffect(() => {
    // A fixed id keeps one toast even when the guard renders twice.
    if (denied && deniedToast)
      toast.error(deniedToast.title, { id: 'access-denied', description: deniedToast.description });
  }, [denied, deniedToast]);

  if (loading) return <Spinner label={t('common:loading')} />;
  if (!user) {
    const to = signedOutTo ?? (roles.includes('technician') ? '/technician/auth' : '/auth');
    // A page that was itself reached by a redirect keeps the first page as the one to return to.
    const from = (location.state as { from?: unknown } | null)?.from ?? location.pathname + location.search;
    return <Navigate to={to} replace state={{ from }} />;
  }
  if (!allowed) return <Navigate to={fallback} replace />;
  return children;
}
