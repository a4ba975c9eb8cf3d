// Referral codes are read aloud and typed on phones: no 0/O or 1/I/L to confuse.
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const referralCodePattern = /^[A-HJ-NP-Z2-9]{8}$/;

/** Eight characters from the unambiguous alphabet; `random` yields bytes (crypto in practice). */
export function makeReferralCode(random: (n: number) => Uint8Array): string {
  const bytes = random(8);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}
