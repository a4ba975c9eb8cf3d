import type { MapAddress } from '@shared/geocode-types';
import { toPhoneDigits } from '@shared/phone';
import type { ProfileView as Profile } from '@shared/contracts/bookings';
import { startsWithinNotice } from '@shared/booking-rules';

/** What the booking form holds while someone fills it in: text as typed, a point when picked. */
export interface BookingFormValues {
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  deviceModel: string;
  /** 'My device isn't listed' only: a catalogue brand's id, 'other', or '' before a choice. */
  brandId: string;
  problem: string;
  preferredDate: string;
  preferredTime: string;
  lat: number | null;
  lng: number | null;
}

export type BookingField = Exclude<keyof BookingFormValues, 'lat' | 'lng'>;

/** What is booked: a catalogue device, or one that is not listed (the brand and model typed here). */
export type BookingTarget =
  | { kind: 'listed'; deviceId: number; deviceName: string }
  | {
      kind: 'unlisted';
      brands: readonly { id: number; name: string }[];
      /** What the device list already knew: the brand chip picked ('' for none) and the search typed. */
      initialBrandId: string;
      initialModel: string;
    };

/** The form's first values for the target: the catalogue's name, or what the customer typed before. */
export function initialBookingForm(target: BookingTarget): BookingFormValues {
  if (target.kind === 'listed') return emptyBookingForm(target.deviceName);
  return { ...emptyBookingForm(target.initialModel), brandId: target.initialBrandId };
}

/** The request's device fields for the target (the brand choice read from the form). */
export function targetFields(target: BookingTarget, values: Pick<BookingFormValues, 'brandId'>) {
  // A listed device has no brand choice: the form's empty one must not reach the schema as ''.
  if (target.kind === 'listed') return { deviceId: target.deviceId, brandId: undefined };
  const brandId =
    values.brandId === 'other' ? null : /^\d+$/.test(values.brandId) ? Number(values.brandId) : undefined;
  return { unlisted: true as const, brandId };
}

export const bookingFields: readonly BookingField[] = [
  'name',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'pincode',
  'deviceModel',
  'problem',
  'preferredDate',
  'preferredTime',
];

export function emptyBookingForm(deviceModel: string): BookingFormValues {
  return {
    name: '',
    email: '',
    phone: '',
    address: '',
    city: '',
    state: '',
    pincode: '',
    deviceModel,
    brandId: '',
    problem: '',
    preferredDate: '',
    preferredTime: '',
    lat: null,
    lng: null,
  };
}

/** Fills only what is still empty: a signed-in customer's saved details never overwrite typing. */
export function prefillFromProfile(
  values: BookingFormValues,
  profile: Profile,
  accountEmail: string | null,
): BookingFormValues {
  const keep = (current: string, saved: string | null | undefined) => current || saved || '';
  return {
    ...values,
    name: keep(values.name, profile.fullName),
    email: keep(values.email, profile.email ?? accountEmail),
    phone: keep(values.phone, profile.phone ? toPhoneDigits(profile.phone) : ''),
    address: keep(values.address, profile.defaultAddress),
    city: keep(values.city, profile.defaultCity),
    state: keep(values.state, profile.defaultState),
    pincode: keep(values.pincode, profile.defaultPincode),
  };
}

/** A new idempotency key per booking attempt; retries of the same attempt reuse it. */
export function makeIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Plain-http pages on a LAN address have no randomUUID; getRandomValues works everywhere.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

type AddressPart = 'address' | 'city' | 'state' | 'pincode';
const addressParts: readonly AddressPart[] = ['address', 'city', 'state', 'pincode'];

/** The parts of a map address that go into fields still empty. */
export function fillEmptyAddressFields(
  values: BookingFormValues,
  found: MapAddress,
): Partial<BookingFormValues> {
  const filled: Partial<BookingFormValues> = {};
  for (const part of addressParts) {
    if (!values[part].trim() && found[part]) filled[part] = found[part];
  }
  return filled;
}

/** Whether the map found something the form does not already say. */
export function differsFromForm(values: BookingFormValues, found: MapAddress): boolean {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  return addressParts.some((part) => found[part] !== '' && !same(values[part], found[part]));
}

/** A visit starting within the cancellation notice cannot be cancelled online once booked. */
export function isWithinCancellationNotice(date: string, time: string, now: Date): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  return startsWithinNotice(date, time || null, now);
}
