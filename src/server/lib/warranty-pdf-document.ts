import { formatPhone } from '../../shared/format';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { PDFFont, PDFPage } from 'pdf-lib';
import type { WarrantyCard } from '../../shared/contracts/warranty';
import type { WarrantyPdfOptions } from './warranty-pdf';
import { sayInEnglish } from '../notifications/words';
import { transliterateIndic } from './transliterate-indic';

// The warranty card as an A4 PDF, for customers to download and print. Only the standard
// fonts are used (nothing to bundle or load), so text is limited to what they can draw (WinAnsi):
// Hindi and Odia words are spelt in Latin letters, anything else is replaced before drawing, and no
// prices are printed (the rupee sign is not there). Its own words are English (english-only.json's
// `warrantyCard`), as the fonts have no other letters. The standard fonts were kept over embedding Noto:
// pdf-lib does not shape text, and Indic letters drawn unshaped read wrongly.

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.11, 0.13, 0.17);
const MUTED = rgb(0.38, 0.42, 0.48);
const BRAND = rgb(0.15, 0.39, 0.92);
const RULE = rgb(0.82, 0.85, 0.89);
const SOFT = rgb(0.94, 0.96, 1);
const LINE_HEIGHT = 1.35;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM-DD' → '22 Nov 2026': the same on every server, whatever its locale data. */
function formatCardDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/**
 * Text the standard fonts can draw: Hindi and Odia words in Latin letters (a customer's name in Odia
 * reads 'Subhadra Mahapatra'); other letters they lack are replaced by their unaccented form where
 * one exists, else by '?', one per run, so rendering never fails.
 */
export function toDrawableText(text: string, font: PDFFont): string {
  const drawable = new Set(font.getCharacterSet());
  const canDraw = (ch: string) => drawable.has(ch.codePointAt(0)!);
  let out = '';
  for (const ch of transliterateIndic(text)
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/₹/g, 'Rs ')) {
    const plain = ch.normalize('NFKD').replace(/\p{M}/gu, '');
    const next = canDraw(ch) ? ch : plain !== '' && [...plain].every(canDraw) ? plain : '?';
    if (next === '?' && out.endsWith('?')) continue;
    out += next;
  }
  return out;
}

/** Splits text into lines no wider than `width`, breaking at spaces (or inside a very long word). */
function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * Draws down the page from a moving baseline, starting a new page when the next block would not fit
 * (a booking may have up to 20 repairs); every text goes through the WinAnsi filter.
 */
class Writer {
  page!: PDFPage;
  y = 0;

  constructor(
    readonly pdf: PDFDocument,
    readonly fonts: Fonts,
    /** Heads every page after the first, so a loose page still names its card. */
    readonly continuedLabel: string,
  ) {
    this.addPage();
  }

  addPage() {
    this.page = this.pdf.addPage(A4);
    const [width, height] = A4;
    // A coloured band on top: the card should read as a card even when printed in black and white.
    this.page.drawRectangle({ x: 0, y: height - 12, width, height: 12, color: BRAND });
    this.page.drawRectangle({
      x: MARGIN / 2,
      y: MARGIN / 2,
      width: width - MARGIN,
      height: height - MARGIN - 12,
      borderColor: RULE,
      borderWidth: 1,
    });
    this.y = height - MARGIN - 8;
    if (this.pdf.getPageCount() > 1) {
      this.writeText(this.continuedLabel, { size: 10, color: MUTED });
      this.y -= 12;
    }
  }

  /** Moves to a new page unless `height` points still fit above the bottom margin. */
  makeRoom(height: number) {
    if (this.y - height < MARGIN) this.addPage();
  }

  /** Wrapped text at x within width; moves the baseline below it. */
  writeText(text: string, opts: TextOptions = {}) {
    const { x = MARGIN, size = 11, bold = false, color = INK } = opts;
    const font = bold ? this.fonts.bold : this.fonts.regular;
    for (const line of this.linesOf(text, opts)) {
      this.page.drawText(line, { x, y: this.y, size, font, color });
      this.y -= size * LINE_HEIGHT;
    }
  }

  /** The height writeText would take. */
  heightOf(text: string, opts: TextOptions = {}) {
    return this.linesOf(text, opts).length * (opts.size ?? 11) * LINE_HEIGHT;
  }

  linesOf(text: string, opts: TextOptions) {
    const { x = MARGIN, size = 11, bold = false } = opts;
    const width = opts.width ?? this.page.getWidth() - MARGIN - x;
    const font = bold ? this.fonts.bold : this.fonts.regular;
    return wrapText(toDrawableText(text, font), font, size, width);
  }

  drawRule(gapAbove = 6, gapBelow = 18) {
    this.y -= gapAbove;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: this.page.getWidth() - MARGIN, y: this.y },
      thickness: 0.75,
      color: RULE,
    });
    this.y -= gapBelow;
  }
}

interface TextOptions {
  x?: number;
  width?: number;
  size?: number;
  bold?: boolean;
  color?: typeof INK;
}

const FACT_VALUE_X = MARGIN + 130;

/** A label and its value side by side; the value wraps within its column. */
function writeFact(w: Writer, label: string, value: string) {
  const top = w.y;
  w.writeText(label, { size: 10, color: MUTED });
  const labelBottom = w.y;
  w.y = top;
  w.writeText(value, { x: FACT_VALUE_X, bold: true });
  w.y = Math.min(w.y, labelBottom) - 5;
}

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
