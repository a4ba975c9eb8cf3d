import { and, count, eq, gt } from 'drizzle-orm';
import { contactSchema } from '../../../shared/schemas/contact';
import type { ContactInput } from '../../../shared/schemas/contact';
import type { Database } from '../../db/client';
import { contactSubmissions } from '../../db/schema/index';
import { AppError, validationError } from '../../http/app-error';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';

/** Messages one client address may send per hour. */
export const CONTACT_MESSAGES_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

export interface ContactDeps {
  db: Database;
  logger: Logger;
  mailer: Mailer;
  supportEmail: string;
}

/**
 * Stores the message first, then tells support by e-mail. A failed e-mail never loses the message:
 * it stays in contact_submissions, and the failed mail is kept in the messages table with its error.
 */
export async function submitContactMessage(deps: ContactDeps, body: unknown, clientAddress: string) {
  const parsed = contactSchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  const input = parsed.data;
  if (input.website) {
    // Only bots fill the hidden field; they get a plain refusal and nothing is stored.
    throw new AppError('BAD_REQUEST', 'Your message could not be sent.');
  }
  const [recent] = await deps.db
    .select({ n: count() })
    .from(contactSubmissions)
    .where(
      and(
        eq(contactSubmissions.submittedFrom, clientAddress),
        gt(contactSubmissions.createdAt, new Date(Date.now() - HOUR_MS)),
      ),
    );
  if ((recent?.n ?? 0) >= CONTACT_MESSAGES_PER_HOUR) {
    throw new AppError(
      'RATE_LIMITED',
      'You have sent several messages already. Please wait an hour, or call or WhatsApp us.',
      undefined,
      { retryAfterSeconds: 3600 },
    );
  }
  const [submission] = await deps.db
    .insert(contactSubmissions)
    .values({
      name: input.name,
      email: input.email,
      phone: `+91${input.phone}`,
      message: input.message,
      submittedFrom: clientAddress,
    })
    .returning();
  if (!submission) throw new Error('contact submission was not stored');

  const delivery = await deps.mailer.send(supportMail(deps.supportEmail, input, submission.id));
  await deps.db
    .update(contactSubmissions)
    .set({ notificationMessageId: delivery.id })
    .where(eq(contactSubmissions.id, submission.id));
  if (delivery.status === 'failed') {
    deps.logger.error(
      { submissionId: submission.id, error: delivery.error },
      'contact notification e-mail failed',
    );
  }
  const { id, name, email, phone, message, status, createdAt } = submission;
  return { id, name, email, phone, message, status, createdAt };
}

function supportMail(to: string, input: Omit<ContactInput, 'website'>, id: number) {
  return {
    to,
    subject: `Contact form #${id}: ${input.name}`,
    text: [
      `New message from the contact form (#${id}).`,
      '',
      `Name: ${input.name}`,
      `Email: ${input.email}`,
      `Phone: +91${input.phone}`,
      '',
      input.message,
    ].join('\n'),
  };
}
