import { describe, expect, it } from 'vitest';
import { englishOf, fieldError } from '../field-error';
import { rescheduleRefusal } from '../booking-rules';
import { rescheduleSchema } from './reschedule';

// 09:30 in India on Sunday 22 November 2026.
const now = new Date('2026-11-22T04:00:00Z');

/** The refusal in English, as the server answers it: keys and values in words. */
const englishOfResult = (result: ReturnType<ReturnType<typeof rescheduleSchema>['safeParse']>) =>
  result.success ? null : result.error.issues.map((issue) => englishOf(issue.message)).join(' | ');
const messageOf = (result: ReturnType<ReturnType<typeof rescheduleSchema>['safeParse']>) =>
  result.success ? null : result.error.issues.map((issue) => issue.message).join(' | ');

describe('the new slot of a moved visit', () => {
  const schema = rescheduleSchema(now, { preferredDate: '2026-11-25', preferredTime: '11:00-13:00' });

  it('takes a date within 60 days and a window that starts 2 hours from now or later', () => {
    expect(schema.parse({ preferredDate: '2026-11-22', preferredTime: '13:00-15:00' })).toEqual({
      preferredDate: '2026-11-22',
      preferredTime: '13:00-15:00',
    });
    expect(schema.safeParse({ preferredDate: '2027-01-21', preferredTime: '09:00-11:00' }).success).toBe(
      true,
    );
  });

  it('refuses what the booking form would not offer, with its words', () => {
    expect(
      englishOfResult(schema.safeParse({ preferredDate: '2026-11-22', preferredTime: '11:00-13:00' })),
    ).toMatch(/less than 2 hours/);
    expect(messageOf(schema.safeParse({ preferredDate: '2026-11-21', preferredTime: '13:00-15:00' }))).toBe(
      fieldError('datePast'),
    );
    expect(
      englishOfResult(schema.safeParse({ preferredDate: '2027-01-22', preferredTime: '13:00-15:00' })),
    ).toMatch(/60 days/);
    expect(messageOf(schema.safeParse({ preferredDate: '2026-11-26', preferredTime: '' }))).toBe(
      fieldError('newTime'),
    );
    for (const notADay of ['2026-11-31', '2026-13-01', '25/11/2026']) {
      expect(messageOf(schema.safeParse({ preferredDate: notADay, preferredTime: '09:00-11:00' }))).toBe(
        fieldError('newDate'),
      );
    }
  });

  it('must differ from the current slot; the same day at another time is a move', () => {
    expect(
      englishOfResult(schema.safeParse({ preferredDate: '2026-11-25', preferredTime: '11:00-13:00' })),
    ).toMatch(/current date and time/);
    expect(schema.safeParse({ preferredDate: '2026-11-25', preferredTime: '13:00-15:00' }).success).toBe(
      true,
    );
    // Without the current slot (the route, before the booking is locked) only the slot rules apply.
    expect(
      rescheduleSchema(now).safeParse({ preferredDate: '2026-11-25', preferredTime: '11:00-13:00' }).success,
    ).toBe(true);
  });
});

describe('whether a visit may be moved', () => {
  const booking = { status: 'confirmed' as const, preferredDate: '2026-11-22', preferredTime: '13:00-15:00' };

  it('needs 2 hours before the current start, and fewer than 3 moves made', () => {
    expect(rescheduleRefusal(booking, 0, new Date('2026-11-22T05:29:00Z'))).toBeNull();
    expect(rescheduleRefusal(booking, 0, new Date('2026-11-22T05:31:00Z'))).toBe('too_late');
    expect(rescheduleRefusal(booking, 2, now)).toBeNull();
    expect(rescheduleRefusal(booking, 3, now)).toBe('limit');
    // Without a date, any time: the visit can be given one.
    expect(rescheduleRefusal({ ...booking, preferredDate: null, preferredTime: null }, 0, now)).toBeNull();
  });

  it('never once the repair has started, ended or been cancelled', () => {
    for (const status of ['in_progress', 'completed', 'cancelled'] as const) {
      expect(rescheduleRefusal({ ...booking, status }, 0, now)).toBe(status);
    }
  });
});
