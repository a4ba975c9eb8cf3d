import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { contactStatus } from './enums';
import { createdAt, updatedAt } from './timestamps';

export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    status: contactStatus('status').notNull().default('new'),
    /** The client address it came from: the per-address limit counts these. */
    submittedFrom: text('submitted_from'),
    /** The notification e-mail to support (messages table), when one was recorded. */
    notificationMessageId: integer('notification_message_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contact_submissions_created_at_idx').on(t.createdAt),
    index('contact_submissions_submitted_from_idx').on(t.submittedFrom, t.createdAt),
  ],
);

export const uploadedImages = pgTable(
  'uploaded_images',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    imageName: text('image_name').notNull(),
    imageKey: text('image_key').notNull().unique(),
    imageUrl: text('image_url').notNull(),
    fileSize: integer('file_size').notNull(),
    contentType: text('content_type').notNull(),
    /** The WebP copy and the thumbnail made from the upload (stored names, like image_key). */
    webpKey: text('webp_key'),
    thumbKey: text('thumb_key'),
    width: integer('width'),
    height: integer('height'),
    category: text('category').notNull().default('device'),
    brandName: text('brand_name'),
    deviceModel: text('device_model'),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploaded_images_user_id_idx').on(t.userId),
    index('uploaded_images_category_idx').on(t.category),
  ],
);
