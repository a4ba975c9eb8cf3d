import type { Language } from '../../../shared/languages';
import { chooseBookingLanguage } from '../message-language';
import type { BookingRow, SupportContacts } from './booking-facts';
import { helpLine, summaryLines, visitSlotText } from './booking-facts';
import { renderEmail } from './layout';
import { say } from '../words';

function firstName(name: string | null, language: Language): string {
  return (name ?? '').trim().split(/\s+/)[0] || say(language, 'technicianAssigned.someone');
}

/**
 * The code that starts the job. Said with the warning every time: anyone who knows it can mark the
 * visit as made, so it is for the technician at the door and nobody on the phone.
 */
function startCodeLine(row: BookingRow, language: Language): string | null {
  return row.startCode ? say(language, 'technicianAssigned.startCode', { code: row.startCode }) : null;
}

/** To the customer: who is coming. The technician's number lets them call ahead. */
export function technicianAssignedEmail(
  row: BookingRow,
  support: SupportContacts,
  language: Language = chooseBookingLanguage(row),
) {
  const code = startCodeLine(row, language);
  return renderEmail(
    say(language, 'technicianAssigned.subject', { id: row.bookingId }),
    [
      say(language, 'layout.greeting', { name: row.name }),
      say(language, 'technicianAssigned.coming', {
        technician: firstName(row.technicianName, language),
        device: row.deviceModel,
        hasPhone: Boolean(row.technicianPhone),
        phone: row.technicianPhone,
      }),
      ...(code ? [code] : []),
      summaryLines(row, language),
      helpLine(support, language),
      say(language, 'facts.followWithLinkOrSignIn', { url: `${support.publicOrigin}/dashboard` }),
    ],
    language,
  );
}

export function technicianAssignedSms(
  row: BookingRow,
  language: Language = chooseBookingLanguage(row),
): string {
  const slot = visitSlotText(row, language);
  const startCode = startCodeLine(row, language);
  return say(language, 'technicianAssigned.sms', {
    id: row.bookingId,
    technician: firstName(row.technicianName, language),
    hasPhone: Boolean(row.technicianPhone),
    phone: row.technicianPhone,
    device: row.deviceModel,
    hasSlot: Boolean(slot),
    slot,
    hasStartCode: Boolean(startCode),
    startCodeLine: startCode,
  });
}
