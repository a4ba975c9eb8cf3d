import { and, eq } from 'drizzle-orm';
import type { Invoice } from '../../../shared/contracts/invoice';
import type { SignedInUser } from '../../auth/signed-in-user';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/index';
import { isBookingUuid, ownedBy } from '../../domain/booking-ownership';
import { invoiceOf } from '../../domain/invoices';
import { AppError } from '../../http/app-error';

/**
 * A booking's invoice, for the booking's customer and for admins (decision 062). Anyone else's
 * booking and one that does not exist look the same (404), as everywhere in the customer's API.
 */
export async function getBookingInvoice(db: Database, user: SignedInUser, id: string): Promise<Invoice> {
  if (!isBookingUuid(id)) throw new AppError('NOT_FOUND', 'Booking not found');
  const readable = user.roles.includes('admin')
    ? eq(bookings.id, id)
    : and(eq(bookings.id, id), await ownedBy(db, user));
  const [row] = await db.select().from(bookings).where(readable);
  if (!row) throw new AppError('NOT_FOUND', 'Booking not found');
  return invoiceOf(db, row);
}
