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
});
