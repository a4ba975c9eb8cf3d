// Errors in browsers, as pages report them to POST /api/client-errors (decision 033): what a report
// is, how long its parts may be and how often each kind is sent. No zod here: the browser's reporter
// reads these and stays small.

export const clientErrorKinds = ['error', 'rejection', 'boundary', 'chunk'] as const;
export type ClientErrorKind = (typeof clientErrorKinds)[number];
export const errorAreas = ['shell', 'public', 'customer', 'technician', 'admin'] as const;
export type ErrorArea = (typeof errorAreas)[number];

/** Longest message, page and stack kept (the browser cuts to these before it sends). */
export const CLIENT_ERROR_LIMITS = { message: 300, page: 300, stack: 2000 } as const;
/** The largest request body the endpoint reads. */
export const CLIENT_ERROR_MAX_BODY_BYTES = 8 * 1024;

/**
 * The share of each kind the browser sends. Errors nobody saw (uncaught, unhandled) are sampled;
 * what a person saw (an error screen, a page that did not load) is always sent. The server counts
 * each report as 1/rate errors.
 */
export const CLIENT_ERROR_SAMPLE_RATES: Record<ClientErrorKind, number> = {
  error: 0.5,
  rejection: 0.5,
  boundary: 1,
  chunk: 1,
};

/** A report as the browser sends it. */
export interface ClientErrorReport {
  kind: ClientErrorKind;
  area?: ErrorArea;
  message: string;
  page: string;
  stack?: string;
}
