import { useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { settleToastsAfterRouteChange } from '../lib/toast';

/**
 * Clears the previous page's toasts when the route changes (decision 016), keeping the one that
 * explains the change. A layout effect: it runs before the new page's own effects, so a toast the new
 * page shows as it opens (the guard's 'Access Denied' before its redirect) is never taken for an old one.
 */
export function ToastsOnNavigation() {
  const { key, pathname } = useLocation();
  const navigationType = useNavigationType();
  const last = useRef<{ key: string; pathname: string } | null>(null);

  useLayoutEffect(() => {
    const previous = last.current;
    last.current = { key, pathname };
    if (!previous || previous.key === key) return;
    settleToastsAfterRouteChange({
      newPage: previous.pathname !== pathname,
      redirect: navigationType === NavigationType.Replace,
    });
  }, [key, pathname, navigationType]);

  return null;
}
