import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_LIMITS } from '@shared/client-errors';
import { clientErrorSchema } from '@shared/schemas/client-error';
import { reportOf } from './error-reporter';

// What the browser sends for an error (decision 033): stripped, on one line, cut to the limits, and
// always a report the endpoint accepts.

describe('reportOf', () => {
  it("says the error's name and message on one line, and where, without the query or token", () => {
    const error = new TypeError('Cannot read properties of undefined\n(reading "name") for a@b.co');
    const report = reportOf('boundary', error, 'customer', '/track/Zx81kLmN0pQrS2tUvW3x');
    expect(report).toMatchObject({
      kind: 'boundary',
      area: 'customer',
      message: 'TypeError: Cannot read properties of undefined (reading "name") for [email]',
      page: '/track/[token]',
    });
    expect(report.stack).toContain('TypeError');
  });

  it('reports what is not an Error, and cuts what is too long without splitting a character', () => {
    expect(reportOf('rejection', 'offline', undefined, '/').message).toBe('offline');
    expect(reportOf('rejection', { code: 1 }, undefined, '/').message).toBe(
      'A value that is not an Error was thrown',
    );
    const long = reportOf('error', `${'x'.repeat(CLIENT_ERROR_LIMITS.message - 1)}😀`, undefined, '/');
    expect(long.message).toBe('x'.repeat(CLIENT_ERROR_LIMITS.message - 1));
  });

  it('makes reports the endpoint accepts, whatever was thrown', () => {
    const nasty = new Error(`tab\there\u0000 ${'y'.repeat(5000)}`);
    nasty.stack = `Error\n\u0007${'z'.repeat(5000)}`;
    for (const error of [nasty, '', null, new Error('')]) {
      expect(clientErrorSchema.safeParse(reportOf('error', error, 'public', '/devices')).success).toBe(true);
    }
  });
});
