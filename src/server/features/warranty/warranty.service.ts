import { and, eq } from 'drizzle-orm';
import type { WarrantyCard } from '../../../shared/contracts/warranty';
import type { SignedInUser } from '../../auth/signed-in-user';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/index';
import { isBookingUuid, ownedBy } from '../../domain/booking-ownership';
import { warrantyCardOf } from '../../domain/warranty-card';
import { AppError } from '../../http/app-error';

/**
 * The warranty card of a customer's own booking. Someone else's booking and one that does not exist
 * look the same (404), as everywhere else in the customer's API.
 */
export async function getOwnWarrantyCard(
  db: Database,
  user: SignedInUser,
  id: string,
): Promise<WarrantyCard> {
  if (!isBookingUuid(id)) throw new AppError('NOT_FOUND', 'Booking not found');
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), await ownedBy(db, user)));
  if (!row) throw new AppError('NOT_FOUND', 'Booking not found');
  return warrantyCardOf(db, row);
}
