import { z } from 'zod';
import { fieldError } from '../field-error';
import { singleLine } from './text';

// Query parameters of the geocoding API. They arrive as strings; empty, missing or non-numeric
// coordinates get the same message as out-of-range ones.

export const GEOCODE_QUERY_MIN = 3;
export const GEOCODE_QUERY_MAX = 200;

export const GEOCODE_MESSAGES = {
  lat: 'Latitude must be a number between -90 and 90.',
  lng: 'Longitude must be a number between -180 and 180.',
  qShort: fieldError('searchMin', { min: GEOCODE_QUERY_MIN }),
  qLong: fieldError('searchMax', { max: GEOCODE_QUERY_MAX }),
} as const;

const decimalPattern = /^-?\d{1,3}(\.\d{1,15})?$/;

const coordinate = (limit: number, message: string) =>
  z
    .string(message)
    .trim()
    .regex(decimalPattern, message)
    .transform(Number)
    .pipe(z.number().min(-limit, message).max(limit, message));

export const reverseGeocodeQuerySchema = z.object({
  lat: coordinate(90, GEOCODE_MESSAGES.lat),
  lng: coordinate(180, GEOCODE_MESSAGES.lng),
});
export type ReverseGeocodeQuery = z.output<typeof reverseGeocodeQuerySchema>;

export const searchGeocodeQuerySchema = z.object({
  q: z
    .string(GEOCODE_MESSAGES.qShort)
    .trim()
    .superRefine(singleLine)
    .min(GEOCODE_QUERY_MIN, GEOCODE_MESSAGES.qShort)
    .max(GEOCODE_QUERY_MAX, GEOCODE_MESSAGES.qLong),
});
export type SearchGeocodeQuery = z.output<typeof searchGeocodeQuerySchema>;
