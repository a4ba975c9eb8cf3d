import { eq } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, isLanguage } from '../../shared/languages';
import type { Language } from '../../shared/languages';
import { profiles } from '../db/schema/index';
import type { Executor } from './outbox';

// Which language a customer's message is written in. A message about a booking speaks the language the
// booking was made in, even when the customer has since chosen another for the site: it is the one they
// read when they booked, and a guest's booking has no profile to ask. A message about the person rather
// than a booking speaks the language on their profile. Staff messages are English (no choice to make).

/** The booking's language; a value this release does not know (the column is text) reads as English. */
export function chooseBookingLanguage(row: { language: string }): Language {
  return isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE;
}

/** The language a signed-in person chose (profiles.language), else English. */
export async function chooseAccountLanguage(db: Executor, userId: string): Promise<Language> {
  const [row] = await db
    .select({ language: profiles.language })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return isLanguage(row?.language) ? row.language : DEFAULT_LANGUAGE;
}
