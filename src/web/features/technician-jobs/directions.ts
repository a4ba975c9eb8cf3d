import type { TechnicianJob } from '@shared/contracts/people';

// 'Get Directions' (SPEC section 7): by coordinates when the customer picked a point on the map, else
// by address; on a phone the maps app first, the web map if no app answers within a second.

export const APP_FALLBACK_MS = 1000;

type Place = Pick<TechnicianJob, 'lat' | 'lng' | 'address' | 'city' | 'state' | 'pincode'>;

function destination(place: Place): string {
  return place.lat !== null && place.lng !== null
    ? `${place.lat},${place.lng}`
    : [place.address, place.city, place.state, place.pincode].filter(Boolean).join(', ');
}

/** The web map's route to the place: works everywhere, and on phones opens the app when installed. */
export function webDirectionsUrl(place: Place): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination(place))}`;
}

/** The phone's own maps app: Apple Maps on iPhone and iPad, the geo: link elsewhere. */
export function appDirectionsUrl(place: Place, userAgent: string): string {
  const where = encodeURIComponent(destination(place));
  if (/iPhone|iPad|iPod/i.test(userAgent)) return `maps://?daddr=${where}`;
  return `geo:0,0?q=${where}`;
}

export function isPhone(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
}

/**
 * Opens directions: on a phone the app link, then the web map after a second unless the app took
 * over (the page was hidden); elsewhere the web map in a new tab.
 */
export function openDirections(place: Place): void {
  const agent = navigator.userAgent;
  if (!isPhone(agent)) {
    window.open(webDirectionsUrl(place), '_blank', 'noopener,noreferrer');
    return;
  }
  const timer = window.setTimeout(() => {
    if (document.visibilityState === 'visible') window.location.href = webDirectionsUrl(place);
  }, APP_FALLBACK_MS);
  document.addEventListener('visibilitychange', () => window.clearTimeout(timer), { once: true });
  window.location.href = appDirectionsUrl(place, agent);
}
