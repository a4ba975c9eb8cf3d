import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { nextAddress, postJson } from '../../../tests/auth-helpers';
import { createTestApp } from '../../../tests/test-app';

// Anyone can send the auth endpoints a foreign redirect address or an unknown provider, and the auth
// library logs each as an error. Those are the client's mistakes: logged at warn, and only so often,
// so that nobody can fill the error log from outside.

const lines: Array<{ level: number; msg: string }> = [];
const logger = pino(
  { level: 'debug' },
  { write: (line: string) => lines.push(JSON.parse(line) as { level: number; msg: string }) },
);
const { app } = await createTestApp({ devOutbox: true, logger });
const ERROR = 50;
const WARN = 40;

describe("the auth library's lines about bad input", () => {
  it('are warnings, at most ten a minute of each kind (log-sampler.test.ts counts the rest)', async () => {
    lines.length = 0;
    const longUrl = `https://evil.example/${'x'.repeat(5000)}`;
    for (let i = 0; i < 40; i++) {
      const res = await postJson(
        app,
        '/api/auth/request-password-reset',
        { email: `probe${i}@example.com`, redirectTo: longUrl },
        { address: nextAddress() },
      );
      expect(res.status).toBe(403);
    }
    for (let i = 0; i < 15; i++) {
      await postJson(
        app,
        '/api/auth/sign-in/social',
        { provider: 'no-such-provider' },
        { address: nextAddress() },
      );
    }
    const auth = lines.filter((line) => line.msg.startsWith('auth:'));
    expect(auth.filter((line) => line.level >= ERROR)).toEqual([]);
    const redirects = auth.filter((line) => line.msg.includes('Invalid redirectURL'));
    expect(redirects).toHaveLength(10);
    expect(redirects.every((line) => line.level === WARN)).toBe(true);
    // The address someone sent is cut short: a line stays a line.
    expect(Math.max(...redirects.map((line) => JSON.stringify(line).length))).toBeLessThan(1000);
    const providers = auth.filter((line) => line.msg.includes('Provider not found'));
    expect(providers).toHaveLength(10);
    expect(providers.every((line) => line.level === WARN)).toBe(true);
  });
});
