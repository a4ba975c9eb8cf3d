import { sayInEnglish } from '../words';
import { quoted, renderEmail } from './layout';

export interface ContactMessageFacts {
  id: number;
  name: string;
  email: string;
  /** +91XXXXXXXXXX */
  phone: string | null;
  message: string;
}

/** To support (in English, as all staff messages), for every message sent through the contact form. */
export function contactMessageEmail(facts: ContactMessageFacts) {
  return renderEmail(
    sayInEnglish('staffEmails.contactMessage.subject', { id: facts.id, name: facts.name }),
    [
      sayInEnglish('staffEmails.contactMessage.intro', { id: facts.id }),
      [
        sayInEnglish('staffEmails.contactMessage.name', { name: facts.name }),
        sayInEnglish('staffEmails.contactMessage.email', { email: facts.email }),
        sayInEnglish('staffEmails.contactMessage.phone', {
          hasPhone: facts.phone !== null,
          phone: facts.phone,
        }),
      ],
      quoted(sayInEnglish('staffEmails.contactMessage.message'), facts.message),
    ],
    'en',
  );
}
