import type { Invoice } from '../../shared/contracts/invoice';

// A booking's invoice as a PDF (decision 062). As for the warranty card, the PDF library is loaded
// with the first invoice drawn, not when the server starts (decision 021).

export interface InvoicePdfOptions {
  /** +91XXXXXXXXXX */
  supportPhone: string;
  supportEmail: string;
}

/** A personal document: never kept by shared caches, named by its number ('INV-26-27-000123.pdf'). */
export function invoicePdfHeaders(invoice: Pick<Invoice, 'number'>): Record<string, string> {
  const name = invoice.number.replace(/\//g, '-').replace(/[^A-Za-z0-9-]/g, '');
  return {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${name}.pdf"`,
    'Cache-Control': 'private, no-store',
  };
}

/** The invoice as PDF bytes: A4, one page for all but the longest bookings. */
export async function renderInvoicePdf(
  invoice: Invoice,
  options: InvoicePdfOptions,
): Promise<Uint8Array<ArrayBuffer>> {
  const { drawInvoicePdf } = await import('./invoice-pdf-document');
  return drawInvoicePdf(invoice, options);
}
