import L from 'leaflet';
import type { BookingStatus } from '@shared/booking-status';

/** A map pin in its status's colour (bookings-map.css); titles say the status in words. */
export function bookingPin(status: BookingStatus): L.DivIcon {
  return L.divIcon({
    className: `booking-pin booking-pin--${status}`,
    html:
      '<svg viewBox="0 0 32 40" width="32" height="40" aria-hidden="true">' +
      '<path d="M16 39C16 39 29 25.5 29 15.5A13 13 0 0 0 3 15.5C3 25.5 16 39 16 39Z" fill="currentColor" stroke="#fff" stroke-width="2.5"/>' +
      '<circle cx="16" cy="15.5" r="5" fill="#fff"/></svg>',
    iconSize: [32, 40],
    iconAnchor: [16, 39],
  });
}
