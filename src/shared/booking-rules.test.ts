import { describe, expect, it } from 'vitest';
import {
  cancellableUntil,
  cancelRefusal,
  priceBooking,
  startsWithinNotice,
  subtotalOf,
} from './booking-rules';
import { normaliseReferralCode } from './referral-code';

const repairs = [{ priceAmount: 249_900 }, { priceAmount: 149_900 }];

describe('what a booking costs', () => {
  it('sums the repairs and takes ₹50 off with a referral, never below zero', () => {
    expect(subtotalOf(repairs)).toBe(399_800);
    expect(priceBooking(repairs, false)).toEqual({ subtotal: 399_800, discount: 0, total: 399_800 });
    expect(priceBooking(repairs, true)).toEqual({ subtotal: 399_800, discount: 5_000, total: 394_800 });
    expect(priceBooking([{ priceAmount: 3_000 }], true)).toEqual({
      subtotal: 3_000,
      discount: 3_000,
      total: 0,
    });
    expect(priceBooking([], true).total).toBe(0);
  });
});

describe('cancelling with 2 hours of notice, India time', () => {
  const booking = { status: 'pending' as const, preferredDate: '2026-11-22', preferredTime: '13:00-15:00' };

  it('counts from the start of the window, or 9:00 without one', () => {
    expect(cancellableUntil(booking)?.toISOString()).toBe('2026-11-22T05:30:00.000Z'); // 11:00 IST
    expect(cancellableUntil({ ...booking, preferredTime: null })?.toISOString()).toBe(
      '2026-11-22T01:30:00.000Z',
    );
    expect(cancellableUntil({ preferredDate: null, preferredTime: null })).toBeNull();
  });

  it('says why not: too late, already started, finished or cancelled', () => {
    expect(cancelRefusal(booking, new Date('2026-11-22T05:29:00Z'))).toBeNull();
    expect(cancelRefusal(booking, new Date('2026-11-22T05:31:00Z'))).toBe('too_late');
    expect(cancelRefusal({ ...booking, status: 'confirmed' }, new Date('2026-11-22T05:00:00Z'))).toBeNull();
    expect(cancelRefusal({ ...booking, status: 'in_progress' }, new Date(0))).toBe('in_progress');
    expect(cancelRefusal({ ...booking, status: 'completed' }, new Date(0))).toBe('completed');
    expect(cancelRefusal({ ...booking, status: 'cancelled' }, new Date(0))).toBe('cancelled');
    expect(
      cancelRefusal({ status: 'pending', preferredDate: null, preferredTime: null }, new Date()),
    ).toBeNull();
  });

  it('warns before booking a visit that would already be inside the notice', () => {
    expect(startsWithinNotice('2026-11-22', '11:00-13:00', new Date('2026-11-22T04:00:00Z'))).toBe(true);
    expect(startsWithinNotice('2026-11-22', '15:00-17:00', new Date('2026-11-22T04:00:00Z'))).toBe(false);
    expect(startsWithinNotice('2026-11-20', '11:00-13:00', new Date('2026-11-22T04:00:00Z'))).toBe(false);
  });
});

describe('referral codes', () => {
  it('are spelled one way however they are typed or linked', () => {
    expect(normaliseReferralCode(' abcd efgh ')).toBe('ABCDEFGH');
    expect(normaliseReferralCode(null)).toBe('');
  });
});
