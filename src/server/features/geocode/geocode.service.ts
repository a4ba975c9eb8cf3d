import type { MapAddress } from '../../../shared/geocode-types';
import type { ReverseGeocodeQuery, SearchGeocodeQuery } from '../../../shared/schemas/geocode';
import { AppError } from '../../http/app-error';
import type { Geocoder } from '../../lib/geocoder';

// The rules of the address lookup: valid input, "nothing here" as 404, and any upstream trouble as
// 503 with a message that points people to typing their address (the geocoder logs the cause).

const UNAVAILABLE_MESSAGE =
  'The address lookup is not available right now. Please type your address, or try again in a minute.';

export async function reverseGeocode(
  geocoder: Geocoder,
  { lat, lng }: ReverseGeocodeQuery,
): Promise<MapAddress> {
  const address = await askGeocoder(() => geocoder.reverse(lat, lng));
  if (!address) {
    throw new AppError('NOT_FOUND', 'No address was found at this point. Please type your address.');
  }
  return address;
}

export async function searchPlaces(geocoder: Geocoder, { q }: SearchGeocodeQuery): Promise<MapAddress[]> {
  return askGeocoder(() => geocoder.search(q));
}

async function askGeocoder<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch {
    // Whatever went wrong upstream (or in reading its answer), the page can carry on without us.
    throw new AppError('SERVICE_UNAVAILABLE', UNAVAILABLE_MESSAGE, undefined, { retryAfterSeconds: 60 });
  }
}
