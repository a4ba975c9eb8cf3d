import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from '../../tests/server-process';
import { loadEnv } from './env';

// What a server refuses to start with, and what it opens by default: a production server that would
// answer 'code sent' while nothing is delivered, a public outbox, or processes on one database that
// cannot read each other's sessions.

const secret = 'x'.repeat(32);
const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: secret };
const smtp = { SMTP_URL: 'smtp://mail.example.com:587' };
const sms = { SMS_PROVIDER: 'fast2sms', FAST2SMS_API_KEY: 'key-123' };

describe('the development outbox', () => {
  it('answers only this computer by default, anyone with DEV_OUTBOX=true, and nobody once mail is set up', () => {
    // NODE_ENV unset is development, as `npm start` and `npm run dev` run.
    expect(loadEnv({}).devOutbox).toBe('loopback');
    expect(loadEnv({ NODE_ENV: 'development' }).devOutbox).toBe('loopback');
    expect(loadEnv({ DEV_OUTBOX: 'true' }).devOutbox).toBe(true);
    expect(loadEnv({ DEV_OUTBOX: 'false' }).devOutbox).toBe(false);
    expect(loadEnv(smtp).devOutbox).toBe(false);
    expect(loadEnv({ ...production, ...smtp, ...sms }).devOutbox).toBe(false);
    expect(loadEnv({ ...production, ...smtp, ...sms, DEV_OUTBOX: 'true' }).devOutbox).toBe(true);
  });

  it('is off outside development unless DEV_OUTBOX=true says otherwise', () => {
    expect(loadEnv({ NODE_ENV: 'test' }).devOutbox).toBe(false);
    expect(loadEnv({ NODE_ENV: 'test', DEV_OUTBOX: 'true' }).devOutbox).toBe(true);
  });
});

describe('production without a way to deliver sign-in codes', () => {
  it('refuses to start without SMTP_URL, naming it and the way out', () => {
    expect(() => loadEnv({ ...production, ...sms })).toThrow(
      /SMTP_URL: required in production[\s\S]*SIGN_IN_CODES=sms-only/,
    );
  });

  it('refuses to start without an SMS gateway, naming it and the way out', () => {
    expect(() => loadEnv({ ...production, ...smtp })).toThrow(
      /SMS_PROVIDER: required in production[\s\S]*SIGN_IN_CODES=email-only/,
    );
  });

  it('starts when the codes are explicitly limited to the channel it can deliver', () => {
    const smsOnly = loadEnv({ ...production, ...sms, SIGN_IN_CODES: 'sms-only' });
    expect(smsOnly.signInCodes).toEqual({ email: false, sms: true });
    // Nothing reaches an inbox: a password reset e-mail would be lost.
    expect(smsOnly.mailDelivered).toBe(false);
    const emailOnly = loadEnv({ ...production, ...smtp, SIGN_IN_CODES: 'email-only' });
    expect(emailOnly.signInCodes).toEqual({ email: true, sms: false });
    expect(emailOnly.mailDelivered).toBe(true);
    expect(loadEnv({ ...production, ...smtp, ...sms }).signInCodes).toEqual({ email: true, sms: true });
  });

  it('needs the one channel left to be deliverable', () => {
    expect(() => loadEnv({ ...production, SIGN_IN_CODES: 'sms-only' })).toThrow(/SMS_PROVIDER/);
    expect(() => loadEnv({ ...production, SIGN_IN_CODES: 'email-only' })).toThrow(/SMTP_URL/);
  });

  it('keeps a development machine working with no mail or SMS set up (codes at /dev/outbox)', () => {
    const env = loadEnv({});
    expect(env.signInCodes).toEqual({ email: true, sms: true });
    expect(env.mailDelivered).toBe(true);
    expect(() => loadEnv({ SIGN_IN_CODES: 'both' })).toThrow(/SIGN_IN_CODES/);
  });
});

describe('several processes on one database', () => {
  it('refuses DATABASE_URL without a shared BETTER_AUTH_SECRET', () => {
    expect(() => loadEnv({ DATABASE_URL: 'postgres://db.example.com/repair' })).toThrow(
      /BETTER_AUTH_SECRET: required with DATABASE_URL/,
    );
    expect(
      loadEnv({ DATABASE_URL: 'postgres://db.example.com/repair', BETTER_AUTH_SECRET: secret }).DATABASE_URL,
    ).toBe('postgres://db.example.com/repair');
  });
});

describe('a server process started with such settings', () => {
  const dataDir = path.join(os.tmpdir(), `refused-start-${process.pid}`);

  it('exits before listening, naming the missing setting', async () => {
    await expect(startServerProcess({ ...production, ...sms, DATA_DIR: dataDir })).rejects.toThrow(
      /exited \(1\)[\s\S]*SMTP_URL: required in production/,
    );
    await expect(
      startServerProcess({ DATABASE_URL: 'postgres://127.0.0.1:1/none', DATA_DIR: dataDir }),
    ).rejects.toThrow(/BETTER_AUTH_SECRET: required with DATABASE_URL/);
  });
});
