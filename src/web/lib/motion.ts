// Less motion for whoever asked their device for it (WCAG 2.3.3). The style sheet stills CSS
// animations and transitions; what scripts move (a smooth scroll asked for by name, a map's zoom and
// fade) asks here.

/** Whether the person's device asks for reduced motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** How a script scrolls: smoothly, or in one jump for someone who asked for less motion. */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}

/** A Leaflet map's animations, off for someone who asked for less motion. */
export function mapAnimations() {
  const animate = !prefersReducedMotion();
  return { zoomAnimation: animate, fadeAnimation: animate, markerZoomAnimation: animate, inertia: animate };
}
