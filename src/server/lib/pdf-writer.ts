import { rgb } from 'pdf-lib';
import type { PDFFont, PDFPage, PDFDocument } from 'pdf-lib';
import { transliterateIndic } from './transliterate-indic';

// What the printed documents share (the warranty card, the pickup receipt): A4 pages drawn with the
// standard fonts only (nothing to bundle or load), so text is limited to what they can draw
// (WinAnsi): Hindi and Odia words are spelt in Latin letters, anything else is replaced before
// drawing. The standard fonts were kept over embedding Noto: pdf-lib does not shape text, and Indic
// letters drawn unshaped read wrongly.

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 56;
export const INK = rgb(0.11, 0.13, 0.17);
export const MUTED = rgb(0.38, 0.42, 0.48);
export const BRAND = rgb(0.15, 0.39, 0.92);
export const RULE = rgb(0.82, 0.85, 0.89);
export const SOFT = rgb(0.94, 0.96, 1);
const LINE_HEIGHT = 1.35;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM-DD' → '22 Nov 2026': the same on every server, whatever its locale data. */
export function formatCardDate(date: string): string {
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

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * Draws down the page from a moving baseline, starting a new page when the next block would not fit
 * (a booking may have up to 20 repairs); every text goes through the WinAnsi filter.
 */
export class Writer {
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

export interface TextOptions {
  x?: number;
  width?: number;
  size?: number;
  bold?: boolean;
  color?: typeof INK;
}

export const FACT_VALUE_X = MARGIN + 130;

/** A label and its value side by side; the value wraps within its column. */
export function writeFact(w: Writer, label: string, value: string) {
  const top = w.y;
  w.writeText(label, { size: 10, color: MUTED });
  const labelBottom = w.y;
  w.y = top;
  w.writeText(value, { x: FACT_VALUE_X, bold: true });
  w.y = Math.min(w.y, labelBottom) - 5;
}
