import { describe, expect, it } from 'vitest';
import { formatAlternatives, formatClockTime, formatDateTime, formatNumber, formatPhone } from './format';
import { formatIndianDate, formatPreferredDate, formatTimeWindow } from './booking-time';

const at = new Date('2026-11-28T10:34:00Z'); // Saturday 28 November 2026, 4:04 pm in India

describe('formatDateTime', () => {
  it('writes Odia dates in the Indian order with Odia names, whatever date data the runtime has', () => {
    expect(formatDateTime(at, 'or', { dateStyle: 'medium', timeStyle: 'short' })).toBe(
      '28 ନଭେମ୍ବର 2026, ସନ୍ଧ୍ୟା 4:04',
    );
    expect(formatDateTime(at, 'or', { dateStyle: 'full' })).toBe('ଶନିବାର, 28 ନଭେମ୍ବର 2026');
    expect(formatPreferredDate('2026-11-28', 'or')).toBe('ଶନି, 28 ନଭେମ୍ବର 2026');
    expect(formatIndianDate('2026-11-28', 'or')).toBe('28 ନଭେମ୍ବର 2026, ଶନିବାର');
  });

  it('leaves no Latin letters in an Odia or Hindi date and time', () => {
    for (const language of ['or', 'hi']) {
      for (const options of [
        { dateStyle: 'medium', timeStyle: 'short' },
        { dateStyle: 'long' },
        { dateStyle: 'full' },
        { weekday: 'short', day: 'numeric', month: 'short' },
        { hour: 'numeric', minute: '2-digit' },
      ] as const) {
        expect(formatDateTime(at, language, options)).not.toMatch(/[A-Za-z]/);
      }
    }
  });

  it('writes English times with AM and PM after a plain space, as the visit windows do, in India time', () => {
    // ICU's en-IN says '4:04 pm', after a narrow no-break space.
    expect(formatDateTime(at, 'en', { dateStyle: 'medium', timeStyle: 'short' })).toBe(
      '28 Nov 2026, 4:04 PM',
    );
    expect(formatDateTime(new Date('2026-11-27T19:19:00Z'), 'en', { timeStyle: 'short' })).toBe('12:49 AM');
    expect(formatClockTime('13:00', 'en')).toBe('1:00 PM');
    expect(formatTimeWindow('11:00-13:00')).toBe('11:00 AM – 1:00 PM');
    expect(formatTimeWindow('11:00-13:00', 'hi')).toBe('सुबह 11:00 – दोपहर 1:00');
    expect(
      formatDateTime(new Date('2026-11-28T20:00:00Z'), 'or', { hour: 'numeric', minute: '2-digit' }),
    ).toBe('ରାତି 1:30');
  });
});

describe('formatPhone', () => {
  it('writes every Indian mobile number one way, from the stored or the typed form', () => {
    for (const number of ['+919876543210', '9876543210', '919876543210', '+91 98765 43210']) {
      expect(formatPhone(number)).toBe('+91 98765 43210');
    }
    expect(formatPhone('+919876543210', true)).toBe('+91\u00a098765\u00a043210');
    expect(formatPhone('12345')).toBe('12345');
    // Not an Indian mobile: its last ten digits are someone else's number.
    expect(formatPhone('+44 7911 123456')).toBe('+44 7911 123456');
  });
});

describe('formatNumber', () => {
  it('groups the Indian way in every language', () => {
    for (const language of ['en', 'hi', 'or']) expect(formatNumber(1234567, language)).toBe('12,34,567');
  });
});

describe('formatAlternatives', () => {
  it('joins choices with each language’s own “or”', () => {
    expect(formatAlternatives(['Mic', 'Speaker'], 'en')).toBe('Mic or Speaker');
    expect(formatAlternatives(['Mic', 'Speaker'], 'hi')).toBe('Mic या Speaker');
    expect(formatAlternatives(['A', 'B', 'C'], 'or')).toBe('A, B କିମ୍ବା C');
    expect(formatAlternatives(['A'], 'or')).toBe('A');
  });
});
