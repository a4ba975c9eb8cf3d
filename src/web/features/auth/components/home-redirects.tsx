import { Navigate, useLocation } from 'react-router';
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
    const token = fragment.get('token');
    return (
      <Navigate
        to={token ? `/reset-password?token=${encodeURIComponent(token)}` : '/reset-password'}
        replace
      />
    );
  }
  if (isTechnician) return <Navigate to="/technician/dashboard" replace />;
  return null;
}
