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
    `Contact form #${facts.id}: ${facts.name}`,
    [
      `New message from the contact form (#${facts.id}).`,
      [`Name: ${facts.name}`, `Email: ${facts.email}`, `Phone: ${facts.phone ?? 'not given'}`],
      quoted('Message:', facts.message),
    ],
    'en',
  );
}
