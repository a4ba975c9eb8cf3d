import { z } from 'zod';
import { fieldError } from '../field-error';
import { EXTRA_WORK_MAX, extraWorkSchema } from './work-rate';

// A revised estimate at the door (issue 32, decision 056): the technician adds repairs from the
// catalogue's prices for the booking's device, or work the catalogue does not list at a rate the admin
// set (decision 060), or takes booked lines off; the customer approves or declines the new total on
// the tracking link, in their account, or in person with the start code. The technician's dialog and
// the route share this schema.

/** Repairs added or removed in one revision: a booking has at most a handful. */
export const ESTIMATE_CHANGES_MAX = 20;

const serviceIds = z
  .array(z.number(fieldError('estimateRepairs')).int().positive(), fieldError('estimateRepairs'))
  .max(ESTIMATE_CHANGES_MAX, fieldError('estimateRepairs'))
  .default([]);

/** A booked line to take off: a catalogue repair's id, or a described line's (below zero, decision 060). */
const lineIds = z
  .array(
    z
      .number(fieldError('estimateRepairs'))
      .int()
      .refine((id) => id !== 0, fieldError('estimateRepairs')),
  )
  .max(ESTIMATE_CHANGES_MAX, fieldError('estimateRepairs'))
  .default([]);

export const revisedEstimateSchema = z
  .object({
    add: serviceIds,
    remove: lineIds,
    extra: z
      .array(extraWorkSchema)
      .max(EXTRA_WORK_MAX, fieldError('extraWorkMax', { max: EXTRA_WORK_MAX }))
      .default([]),
  })
  .refine((v) => v.add.length + v.remove.length + v.extra.length > 0, {
    path: ['add'],
    error: fieldError('estimateChange'),
  })
  .refine((v) => !v.add.some((id) => v.remove.includes(id)), {
    path: ['add'],
    error: fieldError('estimateRepairs'),
  });
export type RevisedEstimateInput = z.input<typeof revisedEstimateSchema>;
export type RevisedEstimateChange = z.output<typeof revisedEstimateSchema>;

/**
 * How the customer answered: on the tracking link, with the start code on the technician's phone, or
 * signed in to their account.
 */
export const estimateAnswerWays = ['link', 'code', 'account'] as const;
export type EstimateAnswerWay = (typeof estimateAnswerWays)[number];

export const estimateStates = ['pending', 'approved', 'declined'] as const;
export type EstimateState = (typeof estimateStates)[number];

/** The estimate's lines that are not among the booking's, and the booking's that it drops. */
export function estimateDifference<Line extends { id: number }>(estimate: {
  lines: readonly Line[];
  previousLines: readonly Line[];
}): { added: Line[]; removed: Line[] } {
  const before = new Set(estimate.previousLines.map((line) => line.id));
  const after = new Set(estimate.lines.map((line) => line.id));
  return {
    added: estimate.lines.filter((line) => !before.has(line.id)),
    removed: estimate.previousLines.filter((line) => !after.has(line.id)),
  };
}
