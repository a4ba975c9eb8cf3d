import { cancelRefusal, cancellableUntil, subtotalOf } from '../../shared/booking-rules';
import type { BookingView } from '../../shared/contracts/bookings';
import type { bookings } from '../db/schema/index';

export type BookingRow = typeof bookings.$inferSelect;

/** The start code is shown only while it is needed: a technician is on the way to a confirmed job. */
function visibleStartCode(row: BookingRow): string | null {
  return row.status === 'confirmed' && row.technicianId !== null ? row.startCode : null;
}

/** What the API shows of a booking; internal columns (idempotency key, source address) stay inside. */
export function toBookingView(row: BookingRow, now: Date): BookingView {
  return {
    id: row.id,
    bookingId: row.bookingId,
    status: row.status,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    lat: row.lat,
    lng: row.lng,
    deviceId: row.deviceId,
    deviceModel: row.deviceModel,
    problem: row.problem,
    preferredDate: row.preferredDate,
    preferredTime: row.preferredTime,
    selectedIssues: row.selectedIssues,
    selectedIssuesText: row.selectedIssuesText,
    selectedServicesDetails: row.selectedServicesDetails.map(({ id, name, priceAmount }) => ({
      id,
      name,
      priceAmount,
    })),
    subtotal: subtotalOf(row.selectedServicesDetails),
    referralCode: row.referralCode,
    referralDiscount: row.referralDiscount,
    totalPrice: row.totalPrice,
    technicianName: row.technicianName,
    technicianPhone: row.technicianPhone,
    startCode: visibleStartCode(row),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelledReason: row.cancelledReason,
    createdAt: row.createdAt.toISOString(),
    canCancel: cancelRefusal(row, now) === null,
    cancellableUntil: cancellableUntil(row)?.toISOString() ?? null,
  };
}
