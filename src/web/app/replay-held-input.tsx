import { useEffect } from 'react';

/**
 * Presses and choices made on the page before the app took it over, held by the page's first inline
 * script (scripts/held-input.ts), are made again once React owns their controls: after every commit
 * of the page, so also after a page that was waiting for its code has been hydrated (decision 032).
 */
export function ReplayHeldInput() {
  useEffect(() => {
    (window as { replayHeld?: () => void }).replayHeld?.();
  });
  return null;
}
