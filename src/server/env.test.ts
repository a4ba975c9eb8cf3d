import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('loadEnv', () => {
  it('has working defaults for a fresh machine', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.dataDir).toBe(path.resolve('./data'));
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_CATALOGUE).toBe(true);
  });

  it('treats empty values as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('takes a Redis URL for the rate limiters, and nothing else', () => {
    expect(loadEnv({}).REDIS_URL).toBeUndefined();
    expect(loadEnv({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(loadEnv({ REDIS_URL: 'rediss://user:pw@cache.example.com:6380/2' }).REDIS_URL).toBe(
      'rediss://user:pw@cache.example.com:6380/2',
    );
    expect(() => loadEnv({ REDIS_URL: '127.0.0.1:6379' })).toThrow(/REDIS_URL must be a redis:\/\//);
  });

  it('names every bad variable', () => {
    expect(() => loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
  });
});

describe('SMS settings', () => {
  it('needs an API key for the SMS gateway', () => {
    expect(() => loadEnv({ SMS_PROVIDER: 'fast2sms' })).toThrow(/FAST2SMS_API_KEY/);
  });
});

describe('auth settings', () => {
  it('requires a session secret in production and both admin variables or neither', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/BETTER_AUTH_SECRET: required in production/);
    expect(() => loadEnv({ ADMIN_EMAIL: 'a@example.com' })).toThrow(/set both or neither/);
    expect(loadEnv({ PUBLIC_ORIGIN: 'https://doorstepfix.in/x' }).publicOrigin).toBe(
      'https://doorstepfix.in',
    );
    expect(loadEnv({ PORT: '4000' }).publicOrigin).toBe('http://localhost:4000');
  });

  it('refuses to start with a first admin password that is short or one of the most common', () => {
    const admin = (password: string) =>
      loadEnv({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: password });
    expect(() => admin('admin123')).toThrow(/ADMIN_PASSWORD must be at least 10 characters/);
    expect(() => admin('Password123')).toThrow(/ADMIN_PASSWORD is one of the most common passwords/);
    expect(admin('boss-desk-2026').ADMIN_PASSWORD).toBe('boss-desk-2026');
  });
});

describe('SHUTDOWN_DRAIN_SECONDS', () => {
  const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://mail' };

  it('drains 5 s in production and not at all elsewhere, unless set (0 allowed, fractions too)', () => {
    expect(loadEnv({ ...production, SIGN_IN_CODES: 'email-only' }).shutdownDrainMs).toBe(5000);
    expect(loadEnv({}).shutdownDrainMs).toBe(0);
    expect(loadEnv({ NODE_ENV: 'test' }).shutdownDrainMs).toBe(0);
    expect(loadEnv({ SHUTDOWN_DRAIN_SECONDS: '2.5' }).shutdownDrainMs).toBe(2500);
    expect(
      loadEnv({ ...production, SIGN_IN_CODES: 'email-only', SHUTDOWN_DRAIN_SECONDS: '0' }).shutdownDrainMs,
    ).toBe(0);
    expect(() => loadEnv({ SHUTDOWN_DRAIN_SECONDS: '-1' })).toThrow(/SHUTDOWN_DRAIN_SECONDS/);
    expect(() => loadEnv({ SHUTDOWN_DRAIN_SECONDS: '121' })).toThrow(/SHUTDOWN_DRAIN_SECONDS/);
  });
});

describe('OUTBOX_CONCURRENCY', () => {
  it('sends 8 at once by default, 1 to 64', () => {
    expect(loadEnv({}).OUTBOX_CONCURRENCY).toBe(8);
    expect(loadEnv({ OUTBOX_CONCURRENCY: '1' }).OUTBOX_CONCURRENCY).toBe(1);
    expect(() => loadEnv({ OUTBOX_CONCURRENCY: '0' })).toThrow(/OUTBOX_CONCURRENCY/);
    expect(() => loadEnv({ OUTBOX_CONCURRENCY: '65' })).toThrow(/OUTBOX_CONCURRENCY/);
  });
});

describe('CATALOGUE_CACHE_SECONDS', () => {
  it('is 30 by default, at most 60', () => {
    expect(loadEnv({}).CATALOGUE_CACHE_SECONDS).toBe(30);
    expect(loadEnv({ CATALOGUE_CACHE_SECONDS: '60' }).CATALOGUE_CACHE_SECONDS).toBe(60);
    expect(() => loadEnv({ CATALOGUE_CACHE_SECONDS: '61' })).toThrow(/CATALOGUE_CACHE_SECONDS/);
    expect(() => loadEnv({ CATALOGUE_CACHE_SECONDS: '0' })).toThrow(/CATALOGUE_CACHE_SECONDS/);
  });
});
