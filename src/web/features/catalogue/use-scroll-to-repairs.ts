import { useEffect } from 'react';
import type { RefObject } from 'react';
import { scrollBehavior } from '../../lib/motion';

/** What a customer does to move the page or the focus themselves: a key, a tap, the wheel, a focus. */
const CUSTOMER_ACTIONS = ['keydown', 'pointerdown', 'wheel', 'touchstart', 'focusin'] as const;

/** Whether the customer has already put the focus somewhere on the page (possibly before it was hydrated). */
function focusIsTaken(): boolean {
  const active = document.activeElement;
  return active !== null && active !== document.body && active !== document.documentElement;
}

/**
 * Brings the repair list into view shortly after the page renders, leaving 100 px above it, unless the
 * customer has moved first. The page's scroll gives way to the customer's: once they press a key, tap,
 * turn the wheel or move the focus, a scroll not yet begun is dropped and a smooth one on its way stops
 * where it is. Otherwise it would carry on to its own target after the browser had brought a card
 * reached by keyboard clear of the Add to Cart bar, and leave that card beneath the bar or off screen.
 */
export function useScrollToRepairs(repairsRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    let scrolling = false;
    const finish = () => {
      scrolling = false;
      for (const type of CUSTOMER_ACTIONS) document.removeEventListener(type, giveWay, true);
      window.removeEventListener('scrollend', finish);
    };
    // Runs before the key's, tap's or focus's own scrolling (capture phase, before default actions),
    // so the browser then moves the page from where it stands.
    function giveWay() {
      clearTimeout(timer);
      if (scrolling) window.scrollTo({ top: window.scrollY, left: window.scrollX, behavior: 'instant' });
      finish();
    }
    const timer = setTimeout(() => {
      const top = repairsRef.current?.getBoundingClientRect().top;
      if (top === undefined || focusIsTaken()) return finish();
      const root = document.documentElement;
      const target = Math.max(
        0,
        Math.min(top + window.scrollY - 100, root.scrollHeight - window.innerHeight),
      );
      if (Math.abs(target - window.scrollY) < 1) return finish();
      // Without 'scrollend' the end of a smooth scroll cannot be told, so the page jumps instead.
      const smooth = scrollBehavior() === 'smooth' && 'onscrollend' in window;
      if (smooth) {
        scrolling = true;
        window.addEventListener('scrollend', finish);
      } else {
        finish();
      }
      window.scrollTo({ top: target, behavior: smooth ? 'smooth' : 'auto' });
    }, 100);
    for (const type of CUSTOMER_ACTIONS) {
      document.addEventListener(type, giveWay, { capture: true, passive: true });
    }
    return () => {
      clearTimeout(timer);
      finish();
    };
  }, [repairsRef]);
}
