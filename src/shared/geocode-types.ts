// Addresses found by the server's geocoder (GET /api/geocode/*) and the map's configuration
// (GET /api/map-config), shared by the API and the map picker.

/** A place in the booking form's terms: street line, city, state and 6-digit pincode, with its point. */
export interface MapAddress {
  /** The street line: house, road, area (without city, state, pincode and country). */
  address: string;
  city: string;
  state: string;
  /** Six digits, or '' when the geocoder did not give a valid Indian pincode. */
  pincode: string;
  lat: number;
  lng: number;
}

export interface MapConfig {
  /** Leaflet tile URL template with {z}/{x}/{y} (and optionally {s}). */
  tileUrl: string;
  /** Plain text shown in the map's corner, as the tile provider's licence asks. */
  attribution: string;
}

export interface ReverseGeocodeResponse {
  address: MapAddress;
}

export interface SearchGeocodeResponse {
  results: MapAddress[];
}

/** Places a search answers with, at most. */
export const GEOCODE_SEARCH_LIMIT = 5;
