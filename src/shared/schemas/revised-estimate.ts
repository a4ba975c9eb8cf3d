import { z } from 'zod';
import { fieldError } from '../field-error';

// A revised estimate at the door (issue 32, decision 056): the technician adds repairs from the
// catalogue's prices for the booking's device, or takes booked ones off; the customer approves or
// declines the new total on the tracking link, or in person with the start code. The technician's
// dialog and the route share this schema.

/** Repairs added or removed in one revision: a booking has at most a handful. */
export const ESTIMATE_CHANGES_MAX = 20;

const serviceIds = z
  .array(z.number(fieldError('estimateRepairs')).int().positive(), fieldError('estimateRepairs'))
  .max(ESTIMATE_CHANGES_MAX, fieldError('estimateRepairs'))
  .default([]);

export const revisedEstimateSchema = z
  .object({ add: serviceIds, remove: serviceIds })
  .refine((v) => v.add.length + v.remove.length > 0, {
    path: ['add'],
    error: fieldError('estimateChange'),
  })
  .refine((v) => !v.add.some((id) => v.remove.includes(id)), {
    path: ['add'],
    error: fieldError('estimateRepairs'),
  });
export type RevisedEstimateInput = z.input<typeof revisedEstimateSchema>;
export type RevisedEstimateChange = z.output<typeof revisedEstimateSchema>;

/** How the customer answered: on the tracking link, or with the start code on the technician's phone. */
export const estimateAnswerWays = ['link', 'code'] as const;
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
