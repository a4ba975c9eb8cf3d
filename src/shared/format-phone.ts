import { nationalDigits } from './phone';

// Part of src/shared/format.ts (which re-exports it): kept apart only so that the footer of every page
// can use it without the rest of the formatting module (the home page's JavaScript budget, decision 035).

/**
 * The one way a phone number reads on a page, a PDF or a message: '+91 98765 43210', from the stored
 * '+919876543210', ten typed digits or '0…'. `unbroken` joins it with no-break spaces, for inside a
 * sentence (second argument true). Read by the one parser (phone.ts): anything that is not an Indian
 * mobile number (a foreign one, a note, an older row the migration left alone) is shown as it came.
 */
export function formatPhone(number: string, unbroken?: boolean): string {
  const digits = nationalDigits(number);
  const space = unbroken ? '\u00a0' : ' ';
  return digits ? `+91${space}${digits.slice(0, 5)}${space}${digits.slice(5)}` : number;
}
