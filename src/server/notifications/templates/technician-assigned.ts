import type { Language } from '../../../shared/languages';
import { chooseBookingLanguage } from '../message-language';
import type { BookingRow, SupportContacts } from './booking-facts';
import { helpLine, summaryLines, visitSlotText } from './booking-facts';
import { renderEmail } from './layout';
import { pickWords } from './words/index';

function firstName(name: string | null, language: Language): string {
  return (name ?? '').trim().split(/\s+/)[0] || pickWords(language).technicianAssigned.someone;
}

/**
 * The code that starts the job. Said with the warning every time: anyone who knows it can mark the
 * visit as made, so it is for the technician at the door and nobody on the phone.
 */
function startCodeLine(row: BookingRow, language: Language): string | null {
  return row.startCode ? pickWords(language).technicianAssigned.startCode(row.startCode) : null;
}

/** To the customer: who is coming. The technician's number lets them call ahead. */
export function technicianAssignedEmail(
  row: BookingRow,
  support: SupportContacts,
  language: Language = chooseBookingLanguage(row),
) {
  const words = pickWords(language);
  const code = startCodeLine(row, language);
  return renderEmail(
    words.technicianAssigned.subject(row.bookingId),
    [
      words.layout.greeting(row.name),
      words.technicianAssigned.coming({
        technician: firstName(row.technicianName, language),
        device: row.deviceModel,
        phone: row.technicianPhone,
      }),
      ...(code ? [code] : []),
      summaryLines(row, language),
      helpLine(support, language),
      words.facts.followWithLinkOrSignIn(`${support.publicOrigin}/dashboard`),
    ],
    language,
  );
}

export function technicianAssignedSms(
  row: BookingRow,
  language: Language = chooseBookingLanguage(row),
): string {
  return pickWords(language).technicianAssigned.sms({
    id: row.bookingId,
    technician: firstName(row.technicianName, language),
    phone: row.technicianPhone,
    device: row.deviceModel,
    slot: visitSlotText(row, language),
    startCode: startCodeLine(row, language),
  });
}
