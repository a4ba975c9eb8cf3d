import { z } from 'zod';
import { multiLine, singleLine } from './text';
import { parsePhone } from '../phone';

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
  /** Yields +91XXXXXXXXXX: the form sends the 10 digits after its fixed +91. */
  phone: z
    .string()
    .trim()
    .superRefine(singleLine)
    .transform((value, ctx) => {
      const phone = parsePhone(value);
      if (!phone) {
        ctx.addIssue({ code: 'custom', message: 'Please enter a valid 10-digit Indian mobile number.' });
        return z.NEVER;
      }
      return phone;
    }),
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
