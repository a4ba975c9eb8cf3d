import { describe, expect, it } from 'vitest';
import { nationalDigits, parsePhone, toPhoneDigits } from './phone';

describe('phone numbers', () => {
  it('keeps digits only, at most 10, dropping a pasted +91 or 0', () => {
    expect(toPhoneDigits('98765 43210')).toBe('9876543210');
    expect(toPhoneDigits('+91 98765 43210')).toBe('9876543210');
    expect(toPhoneDigits('098765-43210')).toBe('9876543210');
    expect(toPhoneDigits('98765432109')).toBe('9876543210');
  });

  it('reads the 10 national digits of an Indian mobile number or refuses', () => {
    expect(nationalDigits('+919876543210')).toBe('9876543210');
    expect(nationalDigits('9876543210')).toBe('9876543210');
    expect(nationalDigits('5876543210')).toBeNull();
    expect(nationalDigits('12345')).toBeNull();
  });

  it('gives every spelling of one number the one stored form, +91XXXXXXXXXX', () => {
    for (const spelling of [
      '9876543210',
      '+91-9876543210',
      '919876543210',
      '+91 98765 43210',
      '098765 43210',
    ]) {
      expect(parsePhone(spelling)).toBe('+919876543210');
    }
    expect(parsePhone('+44 7911 123456')).toBeNull();
    expect(parsePhone('5876543210')).toBeNull();
  });
});
