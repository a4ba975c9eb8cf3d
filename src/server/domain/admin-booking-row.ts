import { collectedPayment } from '../../shared/booking-payment';
import { isWorkshopStatus } from '../../shared/booking-status';
import type { AdminBookingRow } from '../../shared/contracts/admin-bookings';
import type { BookingRow } from './booking-view';

// The admin's row of a booking, one shape for every admin screen that lists bookings (the booking
// desk and the overview's latest bookings), so the two never drift apart.

/** What an admin list shows of a booking. */
export function toAdminBookingRow(row: BookingRow): AdminBookingRow {
  return {
    id: row.id,
    bookingId: row.bookingId,
    status: row.status,
    name: row.name,
    phone: row.phone,
    email: row.email,
    city: row.city,
    pincode: row.pincode,
    deviceModel: row.deviceModel,
    deviceUnlisted: row.deviceUnlisted,
    preferredDate: row.preferredDate,
    preferredTime: row.preferredTime,
    totalPrice: row.totalPrice,
    technicianId: row.technicianId,
    technicianName: row.technicianName,
    createdAt: row.createdAt.toISOString(),
    lat: row.lat,
    lng: row.lng,
    atWorkshopSince: isWorkshopStatus(row.status) ? (row.workshop?.takenAt ?? null) : null,
    payment: collectedPayment(row),
  };
}
