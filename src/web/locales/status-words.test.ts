import { describe, expect, it } from 'vitest';
import { bookingStatusMeanings } from '@shared/booking-status';
import { common } from './en/common';

describe('status words', () => {
  it('are the same on the pages as in the e-mails and texts', () => {
    expect(common.bookingStatusMeaning).toEqual(bookingStatusMeanings);
  });
});
