import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordGuideOutcome } from './api';

// A 'Try This First' answer is sent in the background: whatever the network or the server does, the
// customer's flow never waits for it and never sees a failure.

const answer = { deviceId: 7, repairServiceId: 3, worked: true };

/** Lets the background request and its refusal settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('recordGuideOutcome', () => {
  it('posts the answer to /api/guide-outcomes', async () => {
    const fetch = vi.fn(() => Promise.resolve(Response.json({ recorded: true }, { status: 201 })));
    vi.stubGlobal('fetch', fetch);
    expect(recordGuideOutcome(answer)).toBeUndefined();
    await settle();
    expect(fetch).toHaveBeenCalledWith(
      '/api/guide-outcomes',
      expect.objectContaining({ method: 'POST', body: JSON.stringify(answer) }),
    );
  });

  it('swallows a network failure and a refusal', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
      recordGuideOutcome(answer);
      vi.stubGlobal('fetch', () =>
        Promise.resolve(
          Response.json({ error: { code: 'RATE_LIMITED', message: 'Too many answers' } }, { status: 429 }),
        ),
      );
      recordGuideOutcome(answer);
      await settle();
      await settle();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
