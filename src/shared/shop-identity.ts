import type { IndianStateName } from './indian-states';

/**
 * The business as its invoices name it (issue 33): SHOP_LEGAL_NAME, SHOP_ADDRESS, SHOP_STATE and
 * SHOP_GSTIN. With a GSTIN its documents are Tax Invoices; without one (an unregistered or composition
 * shop) they are Bills of Supply, with no tax lines.
 */
export interface ShopIdentity {
  legalName: string;
  address: string;
  state: IndianStateName;
  /** The state's GST code ('21' for Odisha). */
  stateCode: string;
  gstin: string | null;
}

export const shopDocumentKind = (shop: Pick<ShopIdentity, 'gstin'>) =>
  shop.gstin ? ('tax_invoice' as const) : ('bill_of_supply' as const);
