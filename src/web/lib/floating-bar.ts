// A bar that floats at the bottom of the screen (the device page's 'Add to Cart') keeps toasts above
// it: the Toaster's bottom offsets add --floating-bar-height (decision 016).

/**
 * A ref for such a bar. While it is on the page, --floating-bar-height holds the room it takes at the
 * bottom of the screen (its height and its distance from the edge), measured again when it resizes.
 */
export function liftToastsAbove(bar: HTMLElement | null): (() => void) | undefined {
  if (!bar || typeof ResizeObserver === 'undefined') return undefined;
  const root = document.documentElement;
  const measure = () => {
    const fromEdge = Number.parseFloat(getComputedStyle(bar).bottom) || 0;
    root.style.setProperty('--floating-bar-height', `${Math.ceil(bar.offsetHeight + fromEdge)}px`);
  };
  measure();
  const observer = new ResizeObserver(measure);
  observer.observe(bar);
  return () => {
    observer.disconnect();
    root.style.removeProperty('--floating-bar-height');
  };
}
