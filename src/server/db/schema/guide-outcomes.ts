import { boolean, index, integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { devices, repairServices } from './catalogue';
import { createdAt } from './timestamps';

// The answer a visitor gave to a 'Try This First' guide: anonymous on purpose (no user, no address),
// so the overview can show how often a quick fix saves a visit.
export const guideOutcomes = pgTable(
  'guide_outcomes',
  {
    id: serial('id').primaryKey(),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'set null' }),
    repairServiceId: integer('repair_service_id')
      .notNull()
      .references(() => repairServices.id, { onDelete: 'cascade' }),
    worked: boolean('worked').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('guide_outcomes_created_at_idx').on(t.createdAt),
    index('guide_outcomes_device_id_idx').on(t.deviceId),
    index('guide_outcomes_repair_service_id_idx').on(t.repairServiceId),
  ],
);
