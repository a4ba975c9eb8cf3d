import { eq } from 'drizzle-orm';
import type { ContactData } from '../../../shared/schemas/contact';
import { contactSubmissions } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { AppServices } from '../../http/app-services';
import { HOUR_MS } from '../../lib/durations';
import type { Limit } from '../../lib/rate-limiter';
import { CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR } from '../../limits';
import { contactMessageEmail } from '../../notifications/templates/contact-message';

/** Messages one client address may send per hour. */
export const contactMessagesPerHour: Limit = {
  name: 'contact',
  limit: CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR,
  windowMs: HOUR_MS,
  code: 'CONTACT_RATE_LIMITED',
  message: 'You have sent several messages already. Please wait an hour, or call or WhatsApp us.',
};

/**
 * Stores the message and, in the same transaction, the e-mail that tells support: the outbox worker
 * delivers it, so a mail server that is down never loses the message or its notification.
 */
export async function submitContactMessage(
  { db, limiter, notifier, siteConfig }: Pick<AppServices, 'db' | 'limiter' | 'notifier' | 'siteConfig'>,
  input: ContactData,
  clientAddress: string,
  now: Date,
) {
  if (input.website) {
    // Only bots fill the hidden field; they get a plain refusal and nothing is stored.
    throw new AppError('BAD_REQUEST', 'Your message could not be sent.');
  }
  const submission = await db.transaction(async (tx) => {
    await limiter.hit(contactMessagesPerHour, clientAddress, { now, tx });
    const [row] = await tx
      .insert(contactSubmissions)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone,
        message: input.message,
        submittedFrom: clientAddress,
      })
      .returning();
    if (!row) throw new Error('contact submission was not stored');
    const mail = contactMessageEmail(row);
    const [messageId] = await notifier.enqueue(
      tx,
      [{ channel: 'email', to: siteConfig.supportEmail, ...mail, template: 'contact_message' }],
      now,
    );
    await tx
      .update(contactSubmissions)
      .set({ notificationMessageId: messageId })
      .where(eq(contactSubmissions.id, row.id));
    return row;
  });
  notifier.wake();
  const { id, name, email, phone, message, status, createdAt } = submission;
  return { id, name, email, phone, message, status, createdAt };
}
