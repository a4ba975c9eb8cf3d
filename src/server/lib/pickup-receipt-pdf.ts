import type { RecordedCondition } from '../../shared/schemas/device-condition';
import type { WorkshopRecord } from '../../shared/schemas/workshop';

// The pickup receipt's download (decision 059). As for the warranty card, the PDF library is loaded
// with the first receipt drawn, not when the server starts (decision 021).

/** What the receipt prints: the device as it was taken, and who took it. */
export interface PickupReceipt {
  bookingId: string;
  customerName: string;
  device: string;
  condition: RecordedCondition | null;
  workshop: WorkshopRecord;
}

export interface PickupReceiptPdfOptions {
  siteName: string;
  /** +91XXXXXXXXXX */
  supportPhone: string;
  supportEmail: string;
}

/** A personal document: never kept by shared caches, named by the booking id. */
export function pickupReceiptPdfHeaders(receipt: Pick<PickupReceipt, 'bookingId'>): Record<string, string> {
  const name = receipt.bookingId.replace(/[^A-Za-z0-9-]/g, '');
  return {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="pickup-receipt-${name}.pdf"`,
    'Cache-Control': 'private, no-store',
  };
}

/** The receipt as PDF bytes: one A4 page. */
export async function renderPickupReceiptPdf(
  receipt: PickupReceipt,
  options: PickupReceiptPdfOptions,
): Promise<Uint8Array<ArrayBuffer>> {
  const { drawPickupReceiptPdf } = await import('./pickup-receipt-pdf-document');
  return drawPickupReceiptPdf(receipt, options);
}
