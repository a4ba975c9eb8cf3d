// Referral codes are read aloud and typed on phones: no 0/O or 1/I/L to confuse.
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const referralCodePattern = /^[A-HJ-NP-Z2-9]{8}$/;
/** Longest code a form or link may carry (older codes may differ in shape, so only length is capped). */
export const REFERRAL_CODE_MAX_LENGTH = 32;

/** Eight characters from the unambiguous alphabet; `random` yields bytes (crypto in practice). */
export function makeReferralCode(random: (n: number) => Uint8Array): string {
  const bytes = random(8);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

/** The one spelling of a typed, pasted or linked code: no spaces, upper case. Empty when blank. */
export function normaliseReferralCode(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\s/g, '').toUpperCase();
}

/** Whether a code from a link is worth keeping for the booking form (the server still checks it). */
export function isPlausibleReferralCode(code: string): boolean {
  return /^[A-Z0-9]{4,32}$/.test(code);
}
