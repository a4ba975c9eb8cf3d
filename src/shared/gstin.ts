// A GSTIN, the 15-character GST identification number (issue 33): the state's 2-digit code, the
// holder's PAN (5 letters, 4 digits, a letter), the registration's number within the state (1-9 or a
// letter), the letter Z, and a check character: Luhn's mod 36 over the 14 before it, as the GST
// network computes it.

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of a GSTIN's first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    // Every second character counts twice; a product of 36 or more counts its two base-36 digits.
    const product = ALPHABET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

export type GstinProblem = 'shape' | 'state' | 'check';

/**
 * What is wrong with `gstin` for a shop in the state whose GST code is `stateCode` ('21' for Odisha):
 * not the shape of a GSTIN, registered in another state, or a check character that does not match (a
 * mistyped character); null when it is right.
 */
export function gstinProblem(gstin: string, stateCode: string): GstinProblem | null {
  if (!SHAPE.test(gstin)) return 'shape';
  if (gstin.slice(0, 2) !== stateCode) return 'state';
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14] ? null : 'check';
}
