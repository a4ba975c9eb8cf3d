import { formatPhone } from '../../shared/format';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { WarrantyCard } from '../../shared/contracts/warranty';
import type { WarrantyPdfOptions } from './warranty-pdf';
import { sayInEnglish } from '../notifications/words';
import { BRAND, formatCardDate, MARGIN, MUTED, SOFT, toDrawableText, Writer, writeFact } from './pdf-writer';
import type { Fonts } from './pdf-writer';

// The warranty card as an A4 PDF, for customers to download and print. Only the standard
// fonts are used (nothing to bundle or load), so text is limited to what they can draw (WinAnsi):
// Hindi and Odia words are spelt in Latin letters, anything else is replaced before drawing, and no
// prices are printed (the rupee sign is not there). Its own words are English (english-only.json's
// `warrantyCard`), as the fonts have no other letters. The standard fonts were kept over embedding Noto:
// pdf-lib does not shape text, and Indic letters drawn unshaped read wrongly.

/** The date people look for, set apart in a tinted box. */
function writeValidUntil(w: Writer, validUntil: string) {
  const width = w.page.getWidth() - 2 * MARGIN;
  w.y -= 30;
  w.page.drawRectangle({ x: MARGIN, y: w.y - 16, width, height: 46, color: SOFT });
  w.page.drawText(sayInEnglish('warrantyCard.validUntil'), {
    x: MARGIN + 14,
    y: w.y + 14,
    size: 10,
    font: w.fonts.regular,
    color: MUTED,
  });
  const date = formatCardDate(validUntil);
  w.page.drawText(date, { x: MARGIN + 14, y: w.y - 4, size: 16, font: w.fonts.bold, color: BRAND });
  w.y -= 46;
}

/** The repairs as a table: name, warranty days, last covered day; the header repeats on a new page. */
function writeRepairs(w: Writer, card: WarrantyCard) {
  const right = w.page.getWidth() - MARGIN;
  const columns = { name: MARGIN + 10, days: right - 190, until: right - 95 };
  const nameWidth = columns.days - columns.name - 12;
  const writeHeader = () => {
    w.page.drawRectangle({ x: MARGIN, y: w.y - 7, width: right - MARGIN, height: 22, color: SOFT });
    for (const [label, x] of [
      [sayInEnglish('warrantyCard.repairColumn'), columns.name],
      [sayInEnglish('warrantyCard.warrantyColumn'), columns.days],
      [sayInEnglish('warrantyCard.validUntilColumn'), columns.until],
    ] as const) {
      w.page.drawText(label, { x, y: w.y, size: 9, font: w.fonts.bold, color: MUTED });
    }
    w.y -= 26;
  };
  writeHeader();
  for (const repair of card.repairs) {
    const height = w.heightOf(repair.name, { x: columns.name, width: nameWidth }) + 18;
    if (w.y - height < MARGIN) {
      w.addPage();
      writeHeader();
    }
    const top = w.y;
    w.writeText(repair.name, { x: columns.name, width: nameWidth });
    const bottom = w.y;
    w.y = top;
    w.writeText(sayInEnglish('warrantyCard.days', { days: repair.warrantyDays }), {
      x: columns.days,
      width: 90,
    });
    w.y = top;
    w.writeText(formatCardDate(repair.validUntil), { x: columns.until, width: 95, bold: true });
    w.y = Math.min(w.y, bottom);
    w.drawRule(2, 16);
  }
}

/** The card as PDF bytes: one A4 page, unless the repairs need more. */
export async function drawWarrantyPdf(
  card: WarrantyCard,
  options: WarrantyPdfOptions,
): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const id = { id: card.bookingId };
  pdf.setTitle(toDrawableText(sayInEnglish('warrantyCard.documentTitle', id), fonts.regular));
  pdf.setAuthor(toDrawableText(options.siteName, fonts.regular));
  pdf.setSubject(sayInEnglish('warrantyCard.documentSubject'));

  const w = new Writer(pdf, fonts, sayInEnglish('warrantyCard.continued', id));
  w.writeText(options.siteName, { size: 13, bold: true, color: BRAND });
  w.y -= 12;
  w.writeText(sayInEnglish('warrantyCard.title'), { size: 26, bold: true });
  w.writeText(sayInEnglish('warrantyCard.reference', id), { color: MUTED });
  w.drawRule(8, 24);

  writeFact(w, sayInEnglish('warrantyCard.bookingId'), card.bookingId);
  writeFact(w, sayInEnglish('warrantyCard.customer'), card.customerName);
  writeFact(w, sayInEnglish('warrantyCard.device'), card.device);
  writeFact(w, sayInEnglish('warrantyCard.completedOn'), formatCardDate(card.completedOn));
  writeFact(
    w,
    sayInEnglish('warrantyCard.technician'),
    card.technicianName ?? sayInEnglish('warrantyCard.technicianNotRecorded'),
  );
  writeValidUntil(w, card.validUntil);

  w.writeText(sayInEnglish('warrantyCard.repairsCovered'), { size: 13, bold: true });
  w.y -= 8;
  writeRepairs(w, card);

  const terms = sayInEnglish('warrantyCard.terms', { url: options.publicOrigin.replace(/\/+$/, '') });
  const help = sayInEnglish('warrantyCard.help', {
    phone: formatPhone(options.supportPhone),
    email: options.supportEmail,
  });
  const small = { size: 10, color: MUTED };
  w.makeRoom(w.heightOf(terms, small) + w.heightOf(help, { size: 10 }) + 20);
  w.y -= 4;
  w.writeText(terms, small);
  w.y -= 8;
  w.writeText(help, { size: 10 });
  // pdf-lib writes into a plain ArrayBuffer; saying so lets responses take the bytes as they are.
  return (await pdf.save()) as Uint8Array<ArrayBuffer>;
}
