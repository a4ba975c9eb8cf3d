import { describe, expect, it } from 'vitest';
import { createLogSampler } from './log-sampler';

describe('the log sampler', () => {
  it('writes the first lines of each kind in a window, then says how many it left out', () => {
    let now = 0;
    const sampler = createLogSampler({ perWindow: 2, windowMs: 60_000, clock: () => now });
    const writes = Array.from({ length: 5 }, () => sampler.admit('bad_redirect').write);
    expect(writes).toEqual([true, true, false, false, false]);
    expect(sampler.admit('other_kind')).toEqual({ write: true, leftOut: 0 });
    now = 60_000;
    expect(sampler.admit('bad_redirect')).toEqual({ write: true, leftOut: 3 });
    expect(sampler.admit('bad_redirect')).toEqual({ write: true, leftOut: 0 });
  });
});
