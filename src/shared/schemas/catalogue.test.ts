import { describe, expect, it } from 'vitest';
import { deviceListQuerySchema } from './catalogue';

describe('deviceListQuerySchema', () => {
  it('accepts the documented parameters', () => {
    expect(deviceListQuerySchema.parse({ brand: '3', q: ' iphone ', service: 'screen-replacement' })).toEqual(
      {
        brand: 3,
        q: 'iphone',
        service: ['screen-replacement'],
      },
    );
    // Several services (Mic & Speaker): devices with any of them.
    expect(deviceListQuerySchema.parse({ service: 'speaker-repair,microphone-repair' })).toEqual({
      service: ['speaker-repair', 'microphone-repair'],
    });
    expect(deviceListQuerySchema.parse({})).toEqual({});
  });

  it.each([
    [{ brand: 'apple' }, 'brand'],
    [{ brand: '0' }, 'brand'],
    [{ brand: '1.5' }, 'brand'],
    [{ brand: '99999999999' }, 'brand'],
    [{ brand: '1e3' }, 'brand'],
    [{ brand: '+3' }, 'brand'],
    [{ q: 'abc\u0000' }, 'q'],
    [{ q: 'x'.repeat(101) }, 'q'],
    [{ service: 'Screen Repair' }, 'service'],
    [{ service: 'a'.repeat(121) }, 'service'],
    [{ service: 'speaker-repair,' }, 'service'],
    [{ service: Array.from({ length: 11 }, (_, i) => `s${i}`).join(',') }, 'service'],
  ])('rejects %j', (input, field) => {
    const result = deviceListQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});
