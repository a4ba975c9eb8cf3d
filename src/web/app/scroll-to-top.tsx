import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** A new page starts at the top, as it would without client-side routing. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
