// The two parts of Sentry's SDK the error reporter uses, in a file of their own: importing them by
// name lets the bundler leave out the rest of the SDK (its replay, feedback and tracing), which a
// dynamic import of the whole package would bring (decision 033). Loaded only with SENTRY_DSN set
// and an error to send.
export { captureException, init } from '@sentry/browser';
