import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { siteConfigFrom } from './features/site-config/site-config.routes';

// SENTRY_DSN (decision 033): set, it reaches browsers in the site configuration; unset, nothing of
// Sentry is named; a value that is not a project's DSN stops the server with a message naming it.

describe('SENTRY_DSN', () => {
  it('is unset by default, and then the site configuration names no error tracker', () => {
    expect(siteConfigFrom(loadEnv({}))).not.toHaveProperty('sentryDsn');
    expect(siteConfigFrom(loadEnv({ SENTRY_DSN: '' }))).not.toHaveProperty('sentryDsn');
  });

  it('reaches browsers in the site configuration', () => {
    const dsn = 'https://abc123@o42.ingest.sentry.io/7';
    expect(siteConfigFrom(loadEnv({ SENTRY_DSN: dsn })).sentryDsn).toBe(dsn);
  });

  it('must be the DSN of a project: a URL holding its key', () => {
    expect(() => loadEnv({ SENTRY_DSN: 'https://o42.ingest.sentry.io/7' })).toThrow(/SENTRY_DSN/);
    expect(() => loadEnv({ SENTRY_DSN: 'not a url' })).toThrow(/SENTRY_DSN/);
  });
});
