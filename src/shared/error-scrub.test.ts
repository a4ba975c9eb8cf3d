import { describe, expect, it } from 'vitest';
import { scrubPage, scrubText } from './error-scrub';

// What an error report may say (decision 033): each kind of secret or personal data, replaced.

describe('scrubText', () => {
  it.each([
    [
      'a query string',
      'GET https://doorstepfix.in/api/bookings?email=x failed',
      'GET https://doorstepfix.in/api/bookings failed',
    ],
    ['a fragment', 'at /reset-password#access_token=abc', 'at /reset-password'],
    ['a tracking token', 'no booking at /track/Zx81kLmN0pQrS2tUvW3x', 'no booking at /track/[token]'],
    ['a short tracking token', '/hi/track/abc-def_123/warranty', '/hi/track/[token]/warranty'],
    ['an e-mail address', 'unknown user asha.rao+1@gmail.com', 'unknown user [email]'],
    ['a phone number with +91', 'sent to +91-9876543210', 'sent to [phone]'],
    ['a phone number in two groups', 'call 98765 43210 now', 'call [phone] now'],
    ['any long number', 'id 12345678901234', 'id [phone]'],
    ['a bearer token', 'Authorization: Bearer abc.def.ghi', 'Authorization: Bearer [token]'],
    ['a long random run', 'session q7Kx2mPz9RtY4vLs8NwB3cFd gone', 'session [token] gone'],
  ])('replaces %s', (_, text, expected) => {
    expect(scrubText(text)).toBe(expected);
  });

  it("keeps what helps find the fault: scripts' names, line numbers, messages", () => {
    const line =
      'TypeError: x is undefined at https://doorstepfix.in/assets/device-detail-page-AbC1234.js:1:2045';
    expect(scrubText(line)).toBe(line);
  });
});

describe('scrubPage', () => {
  it('keeps the path only', () => {
    expect(scrubPage('https://doorstepfix.in/or/devices?q=samsung#list')).toBe('/or/devices');
    expect(scrubPage('/hi/track/Zx81kLmN0pQrS2tUvW3x?lang=hi')).toBe('/hi/track/[token]');
  });
});
