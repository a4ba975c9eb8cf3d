// Helpers shared by the geocoders: turning a provider's one-line address into the booking form's
// street line, and its postcode into an Indian pincode.

const PINCODE = /\b[1-9]\d{5}\b/;
/** Google's plus codes ("7WQF+2V3") lead some formatted addresses; they mean nothing to a technician. */
const PLUS_CODE = /^[23456789CFGHJMPQRVWX]{4,8}\+[23456789CFGHJMPQRVWX]{2,3}$/i;

/** Six digits ('751 001' becomes '751001'), or '' when the postcode is not an Indian pincode. */
export function indianPincode(raw: string | undefined): string {
  const digits = (raw ?? '').replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : '';
}

/**
 * The street part of a one-line address: trailing parts naming the country, state, district, city
 * or pincode are dropped, because the form has fields of their own for them. The first part always
 * stays, so a lookup at a city's centre still gives a line; repeated parts are dropped.
 */
export function streetLine(displayLine: string, tailNames: readonly (string | undefined)[]): string {
  const tail = new Set(tailNames.filter((n): n is string => Boolean(n)).map(normalise));
  const parts = displayLine
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '' && !PLUS_CODE.test(p));
  while (parts.length > 1 && isTailPart(parts.at(-1) ?? '', tail)) parts.pop();
  const seen = new Set<string>();
  return parts
    .filter((part) => {
      const key = normalise(part);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .join(', ');
}

function isTailPart(part: string, tail: Set<string>): boolean {
  // "Odisha 751001" (Google's style) is a state and a pincode in one part.
  const withoutPincode = normalise(part.replace(PINCODE, ''));
  return withoutPincode === '' || tail.has(withoutPincode);
}

function normalise(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}
