import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

// UPI at the door (issue 13): optional, and a mistyped UPI ID stops the server rather than putting a
// QR code for nobody in front of a paying customer.

describe('UPI_ID and UPI_PAYEE_NAME', () => {
  it('are off unless UPI_ID is set', () => {
    expect(loadEnv({}).upi).toBeNull();
  });

  it('give the payee, with the business name when none is set', () => {
    expect(loadEnv({ UPI_ID: 'doorstepfix@okaxis', UPI_PAYEE_NAME: ' DoorstepFix Repairs ' }).upi).toEqual({
      id: 'doorstepfix@okaxis',
      payeeName: 'DoorstepFix Repairs',
    });
    expect(loadEnv({ UPI_ID: 'shop.name-1@ybl' }).upi).toEqual({
      id: 'shop.name-1@ybl',
      payeeName: 'DoorstepFix',
    });
  });

  it('refuse an ID that is not name@bank, and a payee name without an ID', () => {
    for (const id of ['doorstepfix', '@okaxis', 'doorstepfix@', 'door stepfix@okaxis', 'a@b@c', 'x@1bank']) {
      expect(() => loadEnv({ UPI_ID: id }), id).toThrow(/UPI_ID must look like name@bank/);
    }
    expect(() => loadEnv({ UPI_PAYEE_NAME: 'DoorstepFix' })).toThrow(/UPI_PAYEE_NAME: set UPI_ID as well/);
  });
});
