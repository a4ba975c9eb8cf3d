import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinProblem } from './gstin';
import { gstCodeOf, indianStates } from './indian-states';

// GSTIN validation (issue 33): the shape, the state it is registered in, and the check character
// that catches a mistyped character.

describe('a GSTIN', () => {
  it('is right with its check character, in its own state', () => {
    // Published sample GSTINs: Maharashtra, Karnataka, Tamil Nadu and Gujarat.
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '33AAACH7409R1Z8', '24AAACC1206D1ZM']) {
      expect(gstinProblem(gstin, gstin.slice(0, 2)), gstin).toBeNull();
    }
  });

  it('is refused with a character mistyped, or two swapped', () => {
    expect(gstinProblem('27AAPFU0939F1ZW', '27')).toBe('check');
    expect(gstinProblem('27AAPFU9039F1ZV', '27')).toBe('check');
    expect(gstinProblem('27AAPFV0939F1ZV', '27')).toBe('check');
  });

  it('is refused registered in another state than the shop', () => {
    expect(gstinProblem('27AAPFU0939F1ZV', gstCodeOf('Odisha'))).toBe('state');
  });

  it('is refused when it is not shaped as one', () => {
    for (const gstin of [
      '',
      '27AAPFU0939F1Z',
      '27AAPFU0939F1ZVX',
      '27aapfu0939f1zv',
      '27AAPF10939F1ZV',
      '27AAPFU0939F0ZV',
      '27AAPFU0939F1YV',
    ]) {
      expect(gstinProblem(gstin, '27'), gstin).toBe('shape');
    }
  });

  it('has a check character for any 14 characters, one of the 36', () => {
    const made = `21ABCDE1234F1Z`;
    const check = gstinCheckCharacter(made);
    expect(check).toMatch(/^[0-9A-Z]$/);
    expect(gstinProblem(`${made}${check}`, '21')).toBeNull();
  });
});

describe('the states', () => {
  it('each have a two-digit GST code of their own', () => {
    const codes = indianStates.map((state) => state.gstCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((code) => /^\d{2}$/.test(code))).toBe(true);
    expect(gstCodeOf('Odisha')).toBe('21');
  });
});
