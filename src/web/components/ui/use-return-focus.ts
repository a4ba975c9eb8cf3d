import { useRef } from 'react';

/**
 * For a Radix dialog's content: Radix gives focus back to its own Trigger when it closes, and the
 * app's dialogs open from ordinary buttons (a table's row, a repair's Add), so focus was dropped on
 * the page's body. This keeps what had focus when the dialog opened and gives focus back to it while
 * it is still on the page; without scrolling, so that a dialog closed to show something else (the
 * map) is not fought.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const element = document.activeElement;
      opener.current = element instanceof HTMLElement && element !== document.body ? element : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const element = opener.current;
      opener.current = null;
      if (!element?.isConnected) return;
      event.preventDefault();
      element.focus({ preventScroll: true });
    },
  };
}
