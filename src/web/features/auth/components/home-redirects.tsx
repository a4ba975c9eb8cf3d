import { Navigate, useLocation } from 'react-router';
import { primaryRole } from '@shared/roles';
import { RESET_AREA_PARAM } from '@shared/sign-in-pages';
import { useSession } from '../../../lib/use-session';
import { href } from '@shared/paths';

/**
 * The home page's redirects: a password recovery link that lands on / (its marker is in the hash)
 * goes to /reset-password with its token; a technician (whose primary role it is) goes to their dashboard.
 */
export function HomeRedirects() {
  const { hash } = useLocation();
  const { roles } = useSession();
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  if (fragment.get('type') === 'recovery') {
    const search = new URLSearchParams();
    for (const name of ['token', RESET_AREA_PARAM]) {
      const value = fragment.get(name);
      if (value) search.set(name, value);
    }
    const query = search.toString();
    return <Navigate to={query ? `/reset-password?${query}` : '/reset-password'} replace />;
  }
  if (primaryRole(roles) === 'technician') return <Navigate to={href('technicianDashboard')} replace />;
  return null;
}
