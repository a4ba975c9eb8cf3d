import { describe, expect, it } from 'vitest';
import { nationalDigits, toPhoneDigits } from './phone';

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
});
