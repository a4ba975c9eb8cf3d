import { z } from 'zod';
import { fieldError } from '../field-error';
import { multiLine, singleLine } from './text';
import { parsePhone } from '../phone';

// The contact form, in the browser and on the server, with the spec's messages (SPEC 5).

export const CONTACT_MESSAGE_MAX = 5000;

export const contactSchema = z.object({
  name: z
    .string()
    .trim()
    .superRefine(singleLine)
    .min(2, fieldError('nameMin', { min: 2 }))
    .max(100, fieldError('nameMax', { max: 100 })),
  email: z
    .string()
    .trim()
    .superRefine(singleLine)
    .max(254, fieldError('emailInvalid'))
    .pipe(z.email(fieldError('emailInvalid')))
    .transform((email) => email.toLowerCase()),
  /** Yields +91XXXXXXXXXX: the form sends the 10 digits after its fixed +91. */
  phone: z
    .string()
    .trim()
    .superRefine(singleLine)
    .transform((value, ctx) => {
      const phone = parsePhone(value);
      if (!phone) {
        ctx.addIssue({ code: 'custom', message: fieldError('mobileValid') });
        return z.NEVER;
      }
      return phone;
    }),
  message: z
    .string()
    .trim()
    .superRefine(multiLine)
    .min(10, fieldError('messageMin', { min: 10 }))
    // The catalogue writes the figure as people read it (5,000), so it is not filled in.
    .max(CONTACT_MESSAGE_MAX, fieldError('messageMax')),
  /** Left empty by people; filled by bots that fill every field. */
  website: z.string().superRefine(singleLine).max(200).optional(),
});
export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;
