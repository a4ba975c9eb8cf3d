// The one way the geocoders call their upstream: JSON over HTTPS with a deadline, every failure
// (network, timeout, HTTP status, unreadable body) turned into a GeocoderUnavailableError.

export const GEOCODER_TIMEOUT_MS = 8_000;

/** The upstream service did not answer usefully; the API reports it as 503. */
export class GeocoderUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'GeocoderUnavailableError';
  }
}

/**
 * GETs `url` and parses its JSON. `describe` names the request in errors without the URL, which may
 * hold an API key.
 */
export async function fetchGeocoderJson(
  url: URL,
  describe: string,
  { headers = {}, timeoutMs = GEOCODER_TIMEOUT_MS }: { headers?: Record<string, string>; timeoutMs?: number },
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason =
      error instanceof DOMException && error.name === 'TimeoutError'
        ? `no answer within ${timeoutMs} ms`
        : 'could not connect';
    throw new GeocoderUnavailableError(`${describe}: ${reason}`, { cause: error });
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new GeocoderUnavailableError(`${describe}: answered ${response.status}`);
  }
  try {
    return (await response.json()) as unknown;
  } catch (error) {
    throw new GeocoderUnavailableError(`${describe}: unreadable answer`, { cause: error });
  }
}

/** Reads a finite number from a number or a numeric string (Nominatim sends coordinates as strings). */
export function toCoordinate(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : undefined;
}
