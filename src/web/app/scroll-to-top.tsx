import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * A new page starts at the top, as it would without client-side routing. The page the browser opened
 * keeps the position the browser gave it: a reader may already be scrolling the prerendered text.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const opened = useRef(pathname);
  useEffect(() => {
    if (opened.current === pathname) return;
    opened.current = '';
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
