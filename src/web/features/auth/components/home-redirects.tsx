import { Navigate, useLocation } from 'react-router';
import { RESET_AREA_PARAM } from '@shared/sign-in-pages';
import { useSession } from '../use-session';

/**
 * The home page's redirects: a password recovery link that lands on / (its marker is in the hash)
 * goes to /reset-password with its token; a technician goes to their dashboard.
 */
export function HomeRedirects() {
  const { hash } = useLocation();
  const { isTechnician } = useSession();
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
  if (isTechnician) return <Navigate to="/technician/dashboard" replace />;
  return null;
}
