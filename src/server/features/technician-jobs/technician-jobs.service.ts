import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, technicians } from '../../db/schema/index';

/** The bookings assigned to the technician who is signed in, matched by technician id, never by name. */
export async function listAssignedJobs(db: Database, userId: string) {
  const rows = await db
    .select({
      id: bookings.id,
      bookingId: bookings.bookingId,
      status: bookings.status,
      name: bookings.name,
      phone: bookings.phone,
      address: bookings.address,
      city: bookings.city,
      state: bookings.state,
      pincode: bookings.pincode,
      lat: bookings.lat,
      lng: bookings.lng,
      deviceModel: bookings.deviceModel,
      problem: bookings.problem,
      preferredDate: bookings.preferredDate,
      preferredTime: bookings.preferredTime,
      selectedServicesDetails: bookings.selectedServicesDetails,
      totalPrice: bookings.totalPrice,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .innerJoin(technicians, eq(bookings.technicianId, technicians.id))
    .where(eq(technicians.userId, userId))
    .orderBy(desc(bookings.createdAt));
  return rows;
}
