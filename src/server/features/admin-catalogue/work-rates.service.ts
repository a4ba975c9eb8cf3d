import { eq } from 'drizzle-orm';
import type { WorkRate } from '../../../shared/contracts/work-rates';
import type { WorkRateData } from '../../../shared/schemas/work-rate';
import type { Database } from '../../db/client';
import { workRates } from '../../db/schema/index';
import { isUniqueViolation } from '../../db/unique-violation';
import { withAdminAudit } from '../../domain/admin-audit';
import { AppError, notFound } from '../../http/app-error';

// The admin's rate card for work the catalogue does not list (decision 060), in Device Management.
// A rate is never deleted, as the lines priced by it name it: it is switched off instead, and the
// technicians no longer see it. A new price applies to estimates made after it.

/** Creates a rate (no `id`) or changes one, with its audit row; a name in use is the name's message. */
export async function saveWorkRate(
  db: Database,
  admin: { id: string; now: Date },
  input: WorkRateData,
  id?: number,
): Promise<WorkRate> {
  const values = {
    name: input.name,
    priceAmount: input.price,
    warrantyDays: input.warrantyDays,
    isActive: input.isActive,
    updatedAt: admin.now,
  };
  try {
    return await db.transaction((tx) =>
      withAdminAudit(
        tx,
        admin,
        async () => {
          const [row] =
            id === undefined
              ? await tx.insert(workRates).values(values).returning()
              : await tx.update(workRates).set(values).where(eq(workRates.id, id)).returning();
          if (!row) throw notFound('Rate not found');
          const { id: rateId, name, priceAmount, warrantyDays, isActive } = row;
          return { id: rateId, name, priceAmount, warrantyDays, isActive };
        },
        (rate) => ({
          action: id === undefined ? 'work_rate.created' : 'work_rate.updated',
          subjectType: 'work_rate',
          subjectId: rate.id,
          details: { name: rate.name, priceAmount: rate.priceAmount, isActive: rate.isActive },
        }),
      ),
    );
  } catch (error) {
    if (isUniqueViolation(error, 'work_rates_name_unique')) {
      const message = 'A rate with this name already exists.';
      throw new AppError('CONFLICT', message, { name: message });
    }
    throw error;
  }
}
