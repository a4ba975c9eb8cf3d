import { z } from 'zod';

// A visitor's answer to a 'Try This First' guide ('It Worked' or 'Didn't Help'), recorded anonymously.
const id = z.coerce.number().int().positive().max(2_147_483_647);

export const guideOutcomeSchema = z.object({
  deviceId: id,
  repairServiceId: id,
  worked: z.boolean(),
});
export type GuideOutcomeInput = z.input<typeof guideOutcomeSchema>;
export type GuideOutcomeData = z.output<typeof guideOutcomeSchema>;
