import { describe, expect, it } from 'vitest';
import { bookingStatusMeanings } from '@shared/booking-status';
import { account } from './en/account';

describe('status words', () => {
  it('are the same on the pages as in the e-mails and texts', () => {
    expect(account.bookingStatusMeaning).toEqual(bookingStatusMeanings);
  });
});
