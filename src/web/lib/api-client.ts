import type { ApiErrorBody, ErrorCode, FreeWindow } from '@shared/api-error';
import type { FieldProblem } from '@shared/field-error';
import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '@shared/contracts/api';
import i18n from '../i18n';

// The one HTTP client of the web app: JSON in and out, typed from the shared endpoint map
// (src/shared/contracts/api.ts), failures as ApiError in the server's one error shape.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    readonly fields?: Record<string, string>,
    /** Cool-downs and rate limits: when asking again can work. */
    readonly retryAfterSeconds?: number,
    /** Wrong tries left on a one-time code. */
    readonly attemptsLeft?: number,
    /** Why, where one field can fail for several reasons. */
    readonly reason?: string,
    /** Values the code's text fills in (e.g. {hours: 2}). */
    readonly params?: Record<string, string | number>,
    /** The fields' messages by key, to show in the language on screen (translateFieldMessage). */
    readonly fieldKeys?: Record<string, FieldProblem>,
    /** SLOT_FULL: the nearest windows with places. */
    readonly alternatives?: FreeWindow[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type CallOptions<E extends Endpoint> = {
  signal?: AbortSignal | undefined;
  headers?: Record<string, string>;
} & (ParamsOf<E> extends undefined ? { params?: undefined } : { params: ParamsOf<E> }) &
  (QueryOf<E> extends undefined ? { query?: undefined } : { query?: QueryOf<E> }) &
  (BodyOf<E> extends undefined ? { body?: undefined } : { body: BodyOf<E> });

type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];
/** Options may be left out when the endpoint needs no params and no body. */
type OptionsArg<E extends Endpoint> =
  RequiredKeys<CallOptions<E>> extends never ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/** `/api/bookings/:id` with {id} → `/api/bookings/abc`, plus the query string. */
function urlOf(path: string, params?: Record<string, string>, query?: unknown): string {
  const filled = path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'string' && value !== '') search.set(key, value);
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

/**
 * Statuses a proxy or load balancer answers with, in its own words, while the app behind it is
 * restarting or unreachable: the service is down for a moment, as the app's own 503 says.
 */
const unavailableStatuses = new Set([502, 503, 504]);

/** A refusal in the one error shape as an ApiError (also for requests made without callApi). */
export function apiErrorOf(status: number, data: unknown): ApiError {
  const body = data as Partial<ApiErrorBody> | undefined;
  return new ApiError(
    status,
    body?.error?.code ?? (unavailableStatuses.has(status) ? 'SERVICE_UNAVAILABLE' : 'INTERNAL'),
    body?.error?.message ?? `Request failed (${status})`,
    body?.error?.fields,
    body?.error?.retryAfterSeconds,
    body?.error?.attemptsLeft,
    body?.error?.reason,
    body?.error?.params,
    body?.error?.fieldKeys,
    body?.error?.alternatives,
  );
}

/**
 * The texts of the error codes (lib/error-text.ts reads them) arrive before a refusal is reported, so
 * whoever shows it has them; pages that meet no error never download them (decision 026).
 */
export async function loadErrorTexts(): Promise<void> {
  try {
    // In Hindi or Odia, their words too.
    await i18n.loadNamespaces(['errors']);
  } catch {
    // Offline as well: the server's English message stands in (apiErrorText).
  }
}

function isJson(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').includes('json');
}

/** Calls one endpoint of the contract: `callApi('GET /api/bookings/:id', { params: { id } })`. */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  ...[options]: OptionsArg<E>
): Promise<ResponseOf<E>> {
  const space = endpoint.indexOf(' ');
  const method = endpoint.slice(0, space);
  const opts: {
    signal?: AbortSignal | undefined;
    headers?: Record<string, string>;
    params?: Record<string, string>;
    query?: unknown;
    body?: unknown;
  } = options ?? {};
  const hasBody = opts.body !== undefined || (method !== 'GET' && method !== 'HEAD');
  // A file (a CSV to import) goes as it is, with its own type; everything else as JSON.
  const file = opts.body instanceof Blob ? opts.body : null;
  let response: Response;
  try {
    response = await fetch(urlOf(endpoint.slice(space + 1), opts.params, opts.query), {
      method,
      credentials: 'same-origin',
      ...(opts.signal ? { signal: opts.signal } : {}),
      headers: {
        Accept: 'application/json',
        ...(hasBody ? { 'Content-Type': file ? file.type : 'application/json' } : {}),
        ...opts.headers,
      },
      ...(hasBody ? { body: file ?? JSON.stringify(opts.body ?? {}) } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    await loadErrorTexts();
    throw new ApiError(0, 'NETWORK', 'Network error. Please check your connection.');
  }
  const text = await response.text();
  // A failure may come from a proxy in front of the app, as an HTML page rather than our JSON.
  const data: unknown = text && (response.ok || isJson(response)) ? JSON.parse(text) : undefined;
  if (!response.ok) {
    await loadErrorTexts();
    throw apiErrorOf(response.status, data);
  }
  // The trust boundary: the server answers this endpoint with the contract's shape.
  return data;
}
