import { PDFDocument, StandardFonts } from 'pdf-lib';
import { indiaDate } from '../../shared/booking-time';
import type { Invoice, InvoiceLine } from '../../shared/contracts/invoice';
import { formatPhone } from '../../shared/format';
import { formatRupeesExact } from '../../shared/money';
import { sayInEnglish } from '../notifications/words';
import type { InvoicePdfOptions } from './invoice-pdf';
import {
  A4,
  BRAND,
  formatCardDate,
  INK,
  MARGIN,
  MUTED,
  RULE,
  SOFT,
  toDrawableText,
  Writer,
  writeFact,
} from './pdf-writer';
import type { Fonts } from './pdf-writer';

// The invoice as an A4 PDF (decision 062), drawn like the warranty card: English labels, the standard
// fonts, and the customer's words as typed (Hindi and Odia in Latin letters). The printable page
// shows the same document.

const TABLE_SIZE = 8.5;
const TABLE_LINE = TABLE_SIZE * 1.35;
const RIGHT_EDGE = A4[0] - MARGIN;

interface Column {
  label: string;
  width: number;
  /** Amounts line up on the right. */
  right?: boolean;
  cell: (line: InvoiceLine, i: number) => string;
}

const money = formatRupeesExact;

/** A supply to another state is taxed as IGST; within the shop's state as CGST and SGST. */
const acrossStates = (invoice: Invoice) => invoice.placeOfSupply.state !== invoice.shop.state;

/** The table's columns: a tax invoice splits each line's tax; a bill of supply has none. */
function columnsOf(invoice: Invoice): Column[] {
  const say = (key: Parameters<typeof sayInEnglish>[0]) => sayInEnglish(key);
  const description: Column = {
    label: say('invoice.descriptionColumn'),
    width: 0,
    cell: (l, i) => `${i + 1}. ${l.name}`,
  };
  const sac: Column = { label: say('invoice.sacColumn'), width: 36, cell: (l) => l.sacCode };
  const amount: Column = {
    label: say('invoice.amountColumn'),
    width: 66,
    right: true,
    cell: (l) => money(l.gross),
  };
  if (invoice.kind === 'bill_of_supply') return [description, sac, amount];
  const taxes: Column[] = acrossStates(invoice)
    ? [{ label: say('invoice.igstColumn'), width: 62, right: true, cell: (l) => money(l.igst) }]
    : [
        { label: say('invoice.cgstColumn'), width: 56, right: true, cell: (l) => money(l.cgst) },
        { label: say('invoice.sgstColumn'), width: 56, right: true, cell: (l) => money(l.sgst) },
      ];
  return [
    description,
    sac,
    { label: say('invoice.taxableColumn'), width: 66, right: true, cell: (l) => money(l.taxable) },
    {
      label: say('invoice.rateColumn'),
      width: 30,
      right: true,
      cell: (l) => sayInEnglish('invoice.rate', { rate: l.rate }),
    },
    ...taxes,
    amount,
  ];
}

/** Draws one row of cells at the current baseline; the description wraps, the row takes its height. */
function drawRow(
  w: Writer,
  columns: Column[],
  texts: string[],
  opts: { bold?: boolean; color?: typeof MUTED } = {},
) {
  const font = opts.bold ? w.fonts.bold : w.fonts.regular;
  const fixed = columns.reduce((sum, column) => sum + column.width, 0);
  const widthOf = (column: Column) => column.width || RIGHT_EDGE - MARGIN - fixed - 8;
  const heights = columns.map((column, i) =>
    w.heightOf(texts[i]!, { size: TABLE_SIZE, bold: !!opts.bold, width: widthOf(column) - 4 }),
  );
  w.makeRoom(Math.max(...heights) + 4);
  const top = w.y;
  let x = MARGIN;
  let bottom = top;
  columns.forEach((column, i) => {
    const width = widthOf(column);
    w.y = top;
    if (column.right) {
      const text = toDrawableText(texts[i]!, font);
      const textX = x + width - font.widthOfTextAtSize(text, TABLE_SIZE);
      w.page.drawText(text, { x: textX, y: top, size: TABLE_SIZE, font, color: opts.color ?? INK });
      w.y = top - TABLE_LINE;
    } else {
      w.writeText(texts[i]!, {
        x,
        width: width - 4,
        size: TABLE_SIZE,
        bold: !!opts.bold,
        ...(opts.color ? { color: opts.color } : {}),
      });
    }
    bottom = Math.min(bottom, w.y);
    x += width;
  });
  w.y = bottom - 3;
}

function writeLines(w: Writer, invoice: Invoice) {
  const columns = columnsOf(invoice);
  w.page.drawRectangle({
    x: MARGIN - 4,
    y: w.y - 4,
    width: RIGHT_EDGE - MARGIN + 8,
    height: TABLE_LINE + 4,
    color: SOFT,
  });
  drawRow(
    w,
    columns,
    columns.map((column) => column.label),
    { bold: true, color: MUTED },
  );
  invoice.lines.forEach((line, i) => {
    drawRow(
      w,
      columns,
      columns.map((column) => column.cell(line, i)),
    );
    if (line.discount > 0) {
      w.writeText(
        sayInEnglish('invoice.lineDiscount', { price: money(line.price), discount: money(line.discount) }),
        {
          x: MARGIN + 12,
          size: 8,
          color: MUTED,
        },
      );
    }
    w.page.drawLine({
      start: { x: MARGIN, y: w.y + 2 },
      end: { x: RIGHT_EDGE, y: w.y + 2 },
      thickness: 0.4,
      color: RULE,
    });
    w.y -= 8;
  });
}

/** A label and an amount, the amount on the right edge. */
function writeTotal(w: Writer, label: string, paise: number, bold = false) {
  const font = bold ? w.fonts.bold : w.fonts.regular;
  const size = bold ? 12 : 10;
  w.makeRoom(size * 1.6);
  const amount = toDrawableText(money(paise), font);
  w.page.drawText(toDrawableText(label, font), {
    x: RIGHT_EDGE - 220,
    y: w.y,
    size,
    font,
    color: bold ? INK : MUTED,
  });
  w.page.drawText(amount, {
    x: RIGHT_EDGE - font.widthOfTextAtSize(amount, size),
    y: w.y,
    size,
    font,
    color: INK,
  });
  w.y -= size * 1.6;
}

function writeTotals(w: Writer, invoice: Invoice) {
  if (invoice.kind === 'tax_invoice') {
    writeTotal(w, sayInEnglish('invoice.taxableTotal'), invoice.taxableValue);
    if (acrossStates(invoice)) {
      writeTotal(w, sayInEnglish('invoice.igstTotal'), invoice.igst);
    } else {
      writeTotal(w, sayInEnglish('invoice.cgstTotal'), invoice.cgst);
      writeTotal(w, sayInEnglish('invoice.sgstTotal'), invoice.sgst);
    }
  }
  writeTotal(w, sayInEnglish('invoice.total'), invoice.total, true);
  w.y -= 4;
  w.writeText(sayInEnglish('invoice.inWords', { words: invoice.amountInWords }), { size: 10, bold: true });
  w.writeText(
    invoice.kind === 'tax_invoice' ? sayInEnglish('invoice.taxIncluded') : sayInEnglish('invoice.noTax'),
    { size: 9, color: MUTED },
  );
}

function writeParties(w: Writer, invoice: Invoice) {
  const { customer, placeOfSupply } = invoice;
  w.writeText(sayInEnglish('invoice.billedTo'), { size: 10, color: MUTED });
  w.writeText(customer.name, { bold: true });
  w.writeText(`${customer.address}, ${customer.city}, ${customer.state} ${customer.pincode}`, { size: 10 });
  w.y -= 6;
  writeFact(
    w,
    sayInEnglish('invoice.placeOfSupply'),
    sayInEnglish('invoice.placeOfSupplyValue', { state: placeOfSupply.state, code: placeOfSupply.stateCode }),
  );
}

function writeHeading(w: Writer, invoice: Invoice, title: string) {
  const { shop } = invoice;
  w.writeText(shop.legalName, { size: 14, bold: true, color: BRAND });
  w.writeText(shop.address, { size: 10 });
  w.writeText(sayInEnglish('invoice.state', { state: shop.state, code: shop.stateCode }), { size: 10 });
  if (shop.gstin) w.writeText(sayInEnglish('invoice.gstin', { gstin: shop.gstin }), { size: 10, bold: true });
  w.y -= 10;
  w.writeText(title, { size: 24, bold: true });
  w.drawRule(4, 18);
  writeFact(w, sayInEnglish('invoice.number'), invoice.number);
  writeFact(w, sayInEnglish('invoice.date'), formatCardDate(indiaDate(new Date(invoice.issuedAt))));
  writeFact(w, sayInEnglish('invoice.bookingId'), invoice.bookingId);
  writeFact(w, sayInEnglish('invoice.device'), invoice.device);
  writeFact(
    w,
    sayInEnglish('invoice.paymentMethod'),
    invoice.paymentMethod
      ? sayInEnglish(`invoice.paymentMethods.${invoice.paymentMethod}`)
      : sayInEnglish('invoice.paymentNotRecorded'),
  );
  w.drawRule(4, 18);
}

export async function drawInvoicePdf(
  invoice: Invoice,
  options: InvoicePdfOptions,
): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const title =
    invoice.kind === 'tax_invoice'
      ? sayInEnglish('invoice.taxInvoice')
      : sayInEnglish('invoice.billOfSupply');
  const named = { kind: title, number: invoice.number };
  pdf.setTitle(toDrawableText(sayInEnglish('invoice.documentTitle', named), fonts.regular));
  pdf.setAuthor(toDrawableText(invoice.shop.legalName, fonts.regular));
  pdf.setSubject(sayInEnglish('invoice.documentSubject'));

  const w = new Writer(pdf, fonts, sayInEnglish('invoice.continued', named));
  writeHeading(w, invoice, title);
  writeParties(w, invoice);
  w.drawRule(4, 18);
  writeLines(w, invoice);
  w.y -= 6;
  writeTotals(w, invoice);
  const help = sayInEnglish('invoice.help', {
    phone: formatPhone(options.supportPhone),
    email: options.supportEmail,
  });
  w.makeRoom(w.heightOf(help, { size: 9 }) * 2 + 24);
  w.y -= 16;
  w.writeText(sayInEnglish('invoice.computerMade'), { size: 9, color: MUTED });
  w.writeText(help, { size: 9, color: MUTED });
  return (await pdf.save()) as Uint8Array<ArrayBuffer>;
}
