import { PDFDocument, StandardFonts } from 'pdf-lib';
import enAccount from '../../locales/en/account.json' with { type: 'json' };
import { formatDateTime, formatPhone } from '../../shared/format';
import { conditionParts } from '../../shared/schemas/device-condition';
import { sayInEnglish } from '../notifications/words';
import { BRAND, formatCardDate, MUTED, toDrawableText, Writer, writeFact } from './pdf-writer';
import type { Fonts } from './pdf-writer';
import type { PickupReceipt, PickupReceiptPdfOptions } from './pickup-receipt-pdf';

// The pickup receipt as an A4 PDF (decision 059), drawn like the warranty card: its labels are
// English, the standard fonts having no other letters; the customer's words are kept, Hindi and Odia
// in Latin letters. The printable page on the tracking link says the same in the booking's language.

const conditionWords = enAccount.deviceCondition;

function writeCondition(w: Writer, receipt: PickupReceipt) {
  const { condition } = receipt;
  w.writeText(sayInEnglish('pickupReceipt.condition'), { size: 13, bold: true });
  w.y -= 6;
  if (!condition) {
    w.writeText(sayInEnglish('pickupReceipt.conditionNotRecorded'), { color: MUTED });
    return;
  }
  for (const part of conditionParts) {
    writeFact(w, conditionWords.part[part], conditionWords.value[condition[part]]);
  }
  if (condition.note) writeFact(w, sayInEnglish('pickupReceipt.note'), condition.note);
}

export async function drawPickupReceiptPdf(
  receipt: PickupReceipt,
  options: PickupReceiptPdfOptions,
): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const id = { id: receipt.bookingId };
  pdf.setTitle(toDrawableText(sayInEnglish('pickupReceipt.documentTitle', id), fonts.regular));
  pdf.setAuthor(toDrawableText(options.siteName, fonts.regular));
  pdf.setSubject(sayInEnglish('pickupReceipt.documentSubject'));

  const { workshop } = receipt;
  const imei = receipt.condition?.imeiLast4;
  const w = new Writer(pdf, fonts, sayInEnglish('pickupReceipt.continued', id));
  w.writeText(options.siteName, { size: 13, bold: true, color: BRAND });
  w.y -= 12;
  w.writeText(sayInEnglish('pickupReceipt.title'), { size: 26, bold: true });
  w.writeText(sayInEnglish('pickupReceipt.intro'), { color: MUTED });
  w.drawRule(8, 24);

  writeFact(w, sayInEnglish('pickupReceipt.bookingId'), receipt.bookingId);
  writeFact(w, sayInEnglish('pickupReceipt.customer'), receipt.customerName);
  writeFact(w, sayInEnglish('pickupReceipt.device'), receipt.device);
  writeFact(
    w,
    sayInEnglish('pickupReceipt.imei'),
    imei
      ? sayInEnglish('pickupReceipt.imeiDigits', { digits: imei })
      : sayInEnglish('pickupReceipt.imeiUnread'),
  );
  writeFact(
    w,
    sayInEnglish('pickupReceipt.accessories'),
    workshop.accessories || sayInEnglish('pickupReceipt.deviceAlone'),
  );
  const takenAt = new Date(workshop.takenAt);
  writeFact(
    w,
    sayInEnglish('pickupReceipt.takenOn'),
    formatDateTime(takenAt, 'en', { dateStyle: 'medium', timeStyle: 'short' }),
  );
  writeFact(w, sayInEnglish('pickupReceipt.takenBy'), workshop.takenBy);
  writeFact(w, sayInEnglish('pickupReceipt.expectedBack'), formatCardDate(workshop.expectedReturnDate));
  w.drawRule(8, 24);
  writeCondition(w, receipt);

  const help = sayInEnglish('pickupReceipt.help', {
    phone: formatPhone(options.supportPhone),
    email: options.supportEmail,
  });
  w.makeRoom(w.heightOf(help, { size: 10 }) + 20);
  w.y -= 12;
  w.writeText(help, { size: 10 });
  return (await pdf.save()) as Uint8Array<ArrayBuffer>;
}
