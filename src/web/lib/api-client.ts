import type { ApiErrorBody, ErrorCode } from '@shared/api-error';

// The one HTTP client of the web app: JSON in and out, failures as ApiError in the server's shape.

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
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export async function apiRequest<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...init,
      headers: {
        Accept: 'application/json',
        ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...init.headers,
      },
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', 'Network error. Please check your connection.');
  }
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    const body = data as Partial<ApiErrorBody> | undefined;
    throw new ApiError(
      response.status,
      body?.error?.code ?? 'INTERNAL',
      body?.error?.message ?? `Request failed (${response.status})`,
      body?.error?.fields,
      body?.error?.retryAfterSeconds,
      body?.error?.attemptsLeft,
      body?.error?.reason,
      body?.error?.params,
    );
  }
  return data as T;
}

export function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>(path, signal ? { signal } : {});
}
