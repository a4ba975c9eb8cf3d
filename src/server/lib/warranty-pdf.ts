import type { WarrantyCard } from '../../shared/contracts/warranty';
import { APP_NAME } from '../notifications/templates/layout';

// The warranty card's download. The PDF library is loaded with the first card drawn, not when the
// server starts: most processes never draw one (decision 021).

export interface WarrantyPdfOptions {
  siteName: string;
  /** +91XXXXXXXXXX */
  supportPhone: string;
  supportEmail: string;
  /** The origin of our pages: the warranty terms are at `${publicOrigin}/warranty`. */
  publicOrigin: string;
}

/** What the card prints of the business, from the server's settings. */
export function warrantyPdfOptionsOf(site: {
  siteConfig: { supportPhone: string; supportEmail: string };
  publicOrigin: string;
}): WarrantyPdfOptions {
  return {
    siteName: APP_NAME,
    supportPhone: site.siteConfig.supportPhone,
    supportEmail: site.siteConfig.supportEmail,
    publicOrigin: site.publicOrigin,
  };
}

/**
 * The headers of the card's download: a personal document, so never kept by shared caches; the file
 * is named by the booking id, which is also the warranty reference.
 */
export function warrantyPdfHeaders(card: Pick<WarrantyCard, 'bookingId'>): Record<string, string> {
  const name = card.bookingId.replace(/[^A-Za-z0-9-]/g, '');
  return {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="warranty-${name}.pdf"`,
    'Cache-Control': 'private, no-store',
  };
}

/** The card as PDF bytes: one A4 page, unless the repairs need more. */
export async function renderWarrantyPdf(
  card: WarrantyCard,
  options: WarrantyPdfOptions,
): Promise<Uint8Array<ArrayBuffer>> {
  const { drawWarrantyPdf } = await import('./warranty-pdf-document');
  return drawWarrantyPdf(card, options);
}
