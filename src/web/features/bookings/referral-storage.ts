// A friend's code from a referral link (/book?ref=CODE) waits here until the booking is made.
const KEY = 'referralCode';

export function readStoredReferralCode(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function storeReferralCode(code: string): void {
  try {
    if (code) localStorage.setItem(KEY, code);
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private browsing): the code still fills the form from the link.
  }
}
