import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  CLIENT_ERROR_MAX_BODY_BYTES,
  IMAGE_UPLOAD_MAX_BYTES,
  JSON_BODY_MAX_BYTES,
  MAX_ADMIN_UPLOAD_FILES,
  PRICING_IMPORT_MAX_BYTES,
} from '../limits';
import { AppError } from './app-error';

/**
 * Refuses a body larger than `maxSize` with `onTooLarge`. A request that declares its length (and is
 * not chunked) is judged by that header alone, as Hono's bodyLimit does, but without reading
 * `c.req.raw.body` first: on Node that turns the adapter's light request into a full Request with a
 * web stream, and the JSON is then read through it instead of straight from the socket, which cost a
 * booking about 0.2 ms (decision 024). Node's parser never reads more than the declared length. Any
 * other request goes through Hono's bodyLimit, which counts the body as it streams.
 */
export function limitBody(maxSize: number, onTooLarge: () => never): MiddlewareHandler {
  const counting = bodyLimit({ maxSize, onError: onTooLarge });
  return (c, next) => {
    const declared = c.req.header('content-length');
    if (declared === undefined || c.req.header('transfer-encoding') !== undefined) return counting(c, next);
    if (parseInt(declared, 10) > maxSize) onTooLarge();
    return next();
  };
}

/** Requests with limits of their own (checked as the body streams in): files, and error reports. */
const BODY_LIMITS_BY_PATH: Record<string, number> = {
  /** A browser's error report: a message, a page and a stack, cut short by the reporter. */
  '/api/client-errors': CLIENT_ERROR_MAX_BODY_BYTES,
  '/api/admin/pricing/import': PRICING_IMPORT_MAX_BYTES,
  /** The most images at once of the largest size each, and the form around them. */
  '/api/admin/images': MAX_ADMIN_UPLOAD_FILES * IMAGE_UPLOAD_MAX_BYTES + JSON_BODY_MAX_BYTES,
};

/** A technician's photo of a job's device: one image of the largest size, and the form around it. */
const PHOTO_UPLOAD_PATH = /^\/api\/technician\/jobs\/[^/]+\/photos$/;

const tooLarge = () => {
  throw new AppError('PAYLOAD_TOO_LARGE', 'The request is too large.');
};

/** The API's body limits: `JSON_BODY_MAX_BYTES`, or the path's own larger one. */
export function limitRequestBodies(): MiddlewareHandler {
  const defaultBodyLimit = limitBody(JSON_BODY_MAX_BYTES, tooLarge);
  const largerBodyLimits = new Map(
    Object.entries(BODY_LIMITS_BY_PATH).map(([path, maxSize]) => [path, limitBody(maxSize, tooLarge)]),
  );
  const photoLimit = limitBody(IMAGE_UPLOAD_MAX_BYTES + JSON_BODY_MAX_BYTES, tooLarge);
  return (c, next) =>
    (
      largerBodyLimits.get(c.req.path) ?? (PHOTO_UPLOAD_PATH.test(c.req.path) ? photoLimit : defaultBodyLimit)
    )(c, next);
}
