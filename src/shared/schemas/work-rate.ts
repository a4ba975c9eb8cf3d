import { z } from 'zod';
import { fieldError } from '../field-error';
import { activeField, requiredName } from './admin-catalogue-fields';
import { rupeesField, warrantyField } from './admin-pricing';
import { singleLine } from './text';

// The rate card for work the catalogue does not list (issue 32, decision 060): the admin sets each
// rate in Device Management; at the door the technician describes the work in their own words and
// picks a rate for it, and the line costs what the rate says. The admin's form, the technician's
// dialog and the routes share these schemas.

/** One rate: a name for the kind of work, its price (rupees as typed, paise once read) and warranty. */
export const workRateSchema = z.object({
  name: requiredName(fieldError('workRateNameRequired')),
  price: rupeesField.refine((paise) => paise > 0, fieldError('workRatePrice')),
  warrantyDays: warrantyField.default(30),
  isActive: activeField,
});
export type WorkRateInput = z.input<typeof workRateSchema>;
export type WorkRateData = z.output<typeof workRateSchema>;

/** Lines of described work in one revised estimate. */
export const EXTRA_WORK_MAX = 5;
export const EXTRA_WORK_DESCRIPTION_MAX = 80;

/** One line of work the catalogue does not list: what was done, in the technician's words, and its rate. */
export const extraWorkSchema = z.object({
  description: z
    .string(fieldError('extraWorkDescription'))
    .trim()
    .superRefine(singleLine)
    .min(3, fieldError('extraWorkDescription'))
    .max(
      EXTRA_WORK_DESCRIPTION_MAX,
      fieldError('extraWorkDescriptionMax', { max: EXTRA_WORK_DESCRIPTION_MAX }),
    ),
  rateId: z.number(fieldError('workRateChoice')).int().positive(fieldError('workRateChoice')),
});
export type ExtraWorkInput = z.input<typeof extraWorkSchema>;
