import { z } from 'zod';
import { multiLine, singleLine } from './text';
import { INDIAN_PHONE_PATTERN } from '../phone';

// The contact form, in the browser and on the server, with the spec's messages (SPEC 5).

export const CONTACT_MESSAGE_MAX = 5000;

export const contactSchema = z.object({
  name: z
    .string()
    .trim()
    .superRefine(singleLine)
    .min(2, 'Name must be at least 2 characters.')
    .max(100, 'Name must be at most 100 characters.'),
  email: z
    .string()
    .trim()
    .superRefine(singleLine)
    .max(254, 'Invalid email address.')
    .pipe(z.email('Invalid email address.'))
    .transform((email) => email.toLowerCase()),
  phone: z
    .string()
    .trim()
    .superRefine(singleLine)
    .transform((value) => value.replace(/^\+91[\s-]?/, '').replace(/[\s-]/g, ''))
    .pipe(z.string().regex(INDIAN_PHONE_PATTERN, 'Please enter a valid 10-digit Indian mobile number.')),
  message: z
    .string()
    .trim()
    .superRefine(multiLine)
    .min(10, 'Message must be at least 10 characters.')
    .max(
      CONTACT_MESSAGE_MAX,
      `Message must be at most ${CONTACT_MESSAGE_MAX.toLocaleString('en-IN')} characters.`,
    ),
  /** Left empty by people; filled by bots that fill every field. */
  website: z.string().superRefine(singleLine).max(200).optional(),
});
export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;
