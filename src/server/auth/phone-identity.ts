// The auth library needs an e-mail on every account. Accounts made by phone get one at the reserved
// `.invalid` domain (RFC 2606), which can never receive mail and is never shown.

const PHONE_EMAIL_DOMAIN = 'phone.invalid';

export function placeholderEmailFor(phoneE164: string): string {
  return `${phoneE164.replace(/\D/g, '')}@${PHONE_EMAIL_DOMAIN}`;
}

/** The address to show for an account: null for phone accounts. */
export function visibleEmail(email: string): string | null {
  return email.endsWith(`@${PHONE_EMAIL_DOMAIN}`) ? null : email;
}
