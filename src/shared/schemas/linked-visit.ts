import { z } from 'zod';
import { fieldError } from '../field-error';
import { rupeesField } from './admin-pricing';
import { rescheduleSchema } from './reschedule';

// A linked visit (issue 32, decision 059): a booking that follows up another, keeping its lines. The
// customer books the `return` of a device the workshop has ready; an admin books a visit to finish an
// `unfinished` job or for a `warranty` problem, free unless they price it.

export const revisitKinds = ['return', 'unfinished', 'warranty'] as const;
export type RevisitKind = (typeof revisitKinds)[number];

/** The return visit's slot, as the customer picks it from the availability: the reschedule's rules. */
export function returnVisitSchema(now: Date = new Date()) {
  return rescheduleSchema(now);
}

/**
 * An admin's linked visit: why (to finish an unfinished job, for a warranty problem, or to bring a
 * ready device back), its slot, and its price in rupees (free by default).
 */
export function adminRevisitSchema(now: Date = new Date()) {
  return rescheduleSchema(now).and(
    z.object({
      kind: z.enum(revisitKinds, fieldError('revisitKind')),
      price: rupeesField.default(0),
    }),
  );
}
export type AdminRevisitInput = z.input<ReturnType<typeof adminRevisitSchema>>;
export type AdminRevisit = z.output<ReturnType<typeof adminRevisitSchema>>;
