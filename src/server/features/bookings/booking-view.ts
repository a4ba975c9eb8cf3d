import { CANCELLATION_NOTICE_HOURS } from '../../../shared/constants';
import type { BookingView } from '../../../shared/booking-types';
import { visitStart } from '../../../shared/booking-time';
import type { bookings } from '../../db/schema/index';

export type BookingRow = typeof bookings.$inferSelect;

const NOTICE_MS = CANCELLATION_NOTICE_HOURS * 60 * 60 * 1000;

export type CancelRefusal = 'cancelled' | 'completed' | 'too_late';

/** Why a customer may not cancel now, or null when they may (spec decision 14 for the notice). */
export function cancelRefusal(row: BookingRow, now: Date): CancelRefusal | null {
  if (row.status === 'cancelled') return 'cancelled';
  if (row.status === 'completed') return 'completed';
  if (row.preferredDate) {
    const start = visitStart(row.preferredDate, row.preferredTime);
    if (now.getTime() > start.getTime() - NOTICE_MS) return 'too_late';
  }
  return null;
}

/** What the API shows of a booking; internal columns (idempotency key, source address) stay inside. */
export function toBookingView(row: BookingRow, now: Date): BookingView {
  const subtotal = row.selectedServicesDetails.reduce((sum, s) => sum + s.priceAmount, 0);
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
    subtotal,
    referralCode: row.referralCode,
    referralDiscount: row.referralDiscount,
    totalPrice: row.totalPrice,
    technicianName: row.technicianName,
    technicianPhone: row.technicianPhone,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelledReason: row.cancelledReason,
    createdAt: row.createdAt.toISOString(),
    canCancel: cancelRefusal(row, now) === null,
  };
}
