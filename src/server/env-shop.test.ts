import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

// The shop as its invoices name it (issue 33): a wrong GSTIN stops the server at start, rather than
// printing a tax number the GST network will not know on every invoice.

describe('SHOP_LEGAL_NAME, SHOP_ADDRESS, SHOP_STATE and SHOP_GSTIN', () => {
  it('default to an unregistered shop in Odisha at the support address', () => {
    expect(loadEnv({ SUPPORT_ADDRESS: 'Plot 12, Saheed Nagar, Bhubaneswar' }).shop).toEqual({
      legalName: 'DoorstepFix',
      address: 'Plot 12, Saheed Nagar, Bhubaneswar',
      state: 'Odisha',
      stateCode: '21',
      gstin: null,
    });
  });

  it('take a GSTIN of the shop’s state, in any case', () => {
    const shop = loadEnv({
      SHOP_LEGAL_NAME: 'Doorstep Repairs Private Limited',
      SHOP_ADDRESS: '4th floor, Bandra Kurla Complex, Mumbai',
      SHOP_STATE: 'Maharashtra',
      SHOP_GSTIN: ' 27aapfu0939f1zv ',
    }).shop;
    expect(shop).toMatchObject({ state: 'Maharashtra', stateCode: '27', gstin: '27AAPFU0939F1ZV' });
  });

  it('refuse a state that is not one, and a GSTIN of the wrong shape, state or check character', () => {
    expect(() => loadEnv({ SHOP_STATE: 'Orissa' })).toThrow(/SHOP_STATE must be an Indian state/);
    expect(() => loadEnv({ SHOP_GSTIN: '21AAPFU0939F1Z' })).toThrow(/SHOP_GSTIN: must be 15 characters/);
    expect(() => loadEnv({ SHOP_GSTIN: '27AAPFU0939F1ZV' })).toThrow(
      /SHOP_GSTIN: is registered in state 27, but SHOP_STATE is Odisha \(21\)/,
    );
    expect(() => loadEnv({ SHOP_STATE: 'Maharashtra', SHOP_GSTIN: '27AAPFU0939F1ZW' })).toThrow(
      /SHOP_GSTIN: has a check character that does not match/,
    );
  });
});
