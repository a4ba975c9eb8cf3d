import type L from 'leaflet';
import type { BookingStatus } from '@shared/booking-status';
import { mapPin } from '../../../components/map/map-pin';

/** A map pin in its status's colour (bookings-map.css); titles say the status in words. */
export function bookingPin(status: BookingStatus): L.DivIcon {
  return mapPin({ className: `booking-pin booking-pin--${status}` });
}
