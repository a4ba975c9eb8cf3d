import { indianStates } from './indian-states';
import type { IndianStateName } from './indian-states';

// The place of supply of a doorstep repair is the state of the service address (decision 062). The
// booking form takes the state as typed, so it is read here: the state's name however it is spelt
// ('odisha', 'Orissa', 'TAMILNADU', 'New Delhi'), else the postal circle of the address's pincode,
// else the shop's own state, where the GST rules place a supply whose recipient's state is unknown.

const squash = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');

const aliases: Record<string, IndianStateName> = {
  orissa: 'Odisha',
  newdelhi: 'Delhi',
  nctofdelhi: 'Delhi',
  delhincr: 'Delhi',
  pondicherry: 'Puducherry',
  uttaranchal: 'Uttarakhand',
  jk: 'Jammu and Kashmir',
  jandk: 'Jammu and Kashmir',
  jammukashmir: 'Jammu and Kashmir',
  andamanandnicobar: 'Andaman and Nicobar Islands',
  dadraandnagarhaveli: 'Dadra and Nagar Haveli and Daman and Diu',
  damananddiu: 'Dadra and Nagar Haveli and Daman and Diu',
  up: 'Uttar Pradesh',
  mp: 'Madhya Pradesh',
  hp: 'Himachal Pradesh',
  ap: 'Andhra Pradesh',
  tn: 'Tamil Nadu',
  wb: 'West Bengal',
  od: 'Odisha',
  or: 'Odisha',
};

const byName = new Map<string, IndianStateName>([
  ...indianStates.map((state) => [squash(state.name), state.name] as const),
  ...Object.entries(aliases),
]);

// Pincode prefixes, longest first where a circle spans states: the first three digits name the
// smaller states and union territories, the first two the postal circle.
const byPincodePrefix: Record<string, IndianStateName> = {
  '160': 'Chandigarh',
  '194': 'Ladakh',
  '246': 'Uttarakhand',
  '247': 'Uttarakhand',
  '248': 'Uttarakhand',
  '249': 'Uttarakhand',
  '262': 'Uttarakhand',
  '263': 'Uttarakhand',
  '403': 'Goa',
  '605': 'Puducherry',
  '737': 'Sikkim',
  '744': 'Andaman and Nicobar Islands',
  '790': 'Arunachal Pradesh',
  '791': 'Arunachal Pradesh',
  '792': 'Arunachal Pradesh',
  '793': 'Meghalaya',
  '794': 'Meghalaya',
  '795': 'Manipur',
  '796': 'Mizoram',
  '797': 'Nagaland',
  '798': 'Nagaland',
  '799': 'Tripura',
  '813': 'Jharkhand',
  '814': 'Jharkhand',
  '815': 'Jharkhand',
  '816': 'Jharkhand',
  '822': 'Jharkhand',
  '825': 'Jharkhand',
  '826': 'Jharkhand',
  '827': 'Jharkhand',
  '828': 'Jharkhand',
  '829': 'Jharkhand',
  '831': 'Jharkhand',
  '832': 'Jharkhand',
  '833': 'Jharkhand',
  '834': 'Jharkhand',
  '835': 'Jharkhand',
  '11': 'Delhi',
  '12': 'Haryana',
  '13': 'Haryana',
  '14': 'Punjab',
  '15': 'Punjab',
  '16': 'Punjab',
  '17': 'Himachal Pradesh',
  '18': 'Jammu and Kashmir',
  '19': 'Jammu and Kashmir',
  '20': 'Uttar Pradesh',
  '21': 'Uttar Pradesh',
  '22': 'Uttar Pradesh',
  '23': 'Uttar Pradesh',
  '24': 'Uttar Pradesh',
  '25': 'Uttar Pradesh',
  '26': 'Uttar Pradesh',
  '27': 'Uttar Pradesh',
  '28': 'Uttar Pradesh',
  '30': 'Rajasthan',
  '31': 'Rajasthan',
  '32': 'Rajasthan',
  '33': 'Rajasthan',
  '34': 'Rajasthan',
  '36': 'Gujarat',
  '37': 'Gujarat',
  '38': 'Gujarat',
  '39': 'Gujarat',
  '40': 'Maharashtra',
  '41': 'Maharashtra',
  '42': 'Maharashtra',
  '43': 'Maharashtra',
  '44': 'Maharashtra',
  '45': 'Madhya Pradesh',
  '46': 'Madhya Pradesh',
  '47': 'Madhya Pradesh',
  '48': 'Madhya Pradesh',
  '49': 'Chhattisgarh',
  '50': 'Telangana',
  '51': 'Andhra Pradesh',
  '52': 'Andhra Pradesh',
  '53': 'Andhra Pradesh',
  '56': 'Karnataka',
  '57': 'Karnataka',
  '58': 'Karnataka',
  '59': 'Karnataka',
  '60': 'Tamil Nadu',
  '61': 'Tamil Nadu',
  '62': 'Tamil Nadu',
  '63': 'Tamil Nadu',
  '64': 'Tamil Nadu',
  '67': 'Kerala',
  '68': 'Kerala',
  '69': 'Kerala',
  '70': 'West Bengal',
  '71': 'West Bengal',
  '72': 'West Bengal',
  '73': 'West Bengal',
  '74': 'West Bengal',
  '75': 'Odisha',
  '76': 'Odisha',
  '77': 'Odisha',
  '78': 'Assam',
  '80': 'Bihar',
  '81': 'Bihar',
  '82': 'Bihar',
  '83': 'Jharkhand',
  '84': 'Bihar',
  '85': 'Bihar',
};

export type PlaceOfSupplySource = 'state' | 'pincode' | 'shop';

export interface PlaceOfSupply {
  state: IndianStateName;
  /** How it was found: the address's state, its pincode, or (neither read) the shop's state. */
  source: PlaceOfSupplySource;
}

/** The state named by a typed state, or null when it names none. */
export function stateNamed(typed: string): IndianStateName | null {
  return byName.get(squash(typed)) ?? null;
}

/** The state of a service address, for its invoice. */
export function placeOfSupply(
  address: { state: string; pincode: string },
  shopState: IndianStateName,
): PlaceOfSupply {
  const named = stateNamed(address.state);
  if (named) return { state: named, source: 'state' };
  const pin = address.pincode.trim();
  const byPin = byPincodePrefix[pin.slice(0, 3)] ?? byPincodePrefix[pin.slice(0, 2)];
  if (/^[1-9]\d{5}$/.test(pin) && byPin) return { state: byPin, source: 'pincode' };
  return { state: shopState, source: 'shop' };
}
