import { describe, expect, it } from 'vitest';
import { apiErrorOf } from './api-client';

describe('a failed request as an ApiError', () => {
  it('keeps the code of the one error shape', () => {
    const error = apiErrorOf(503, {
      error: { code: 'SERVICE_UNAVAILABLE', message: 'Briefly unavailable', retryAfterSeconds: 10 },
    });
    expect(error).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 10 });
  });

  it("takes a proxy's own 502, 503 or 504 page (no JSON) for the service being down", () => {
    for (const status of [502, 503, 504]) {
      expect(apiErrorOf(status, undefined).code).toBe('SERVICE_UNAVAILABLE');
    }
    expect(apiErrorOf(500, undefined).code).toBe('INTERNAL');
  });
});
