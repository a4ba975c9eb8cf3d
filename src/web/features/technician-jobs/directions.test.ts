import { describe, expect, it } from 'vitest';
import { appDirectionsUrl, isPhone, webDirectionsUrl } from './directions';

const address = { address: '12 Janpath Road', city: 'Bhubaneswar', state: 'Odisha', pincode: '751001' };

describe('directions', () => {
  it('goes by coordinates when the customer picked a point, else by the address', () => {
    expect(webDirectionsUrl({ ...address, lat: 20.2961, lng: 85.8245 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=20.2961%2C85.8245',
    );
    expect(webDirectionsUrl({ ...address, lat: null, lng: null })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=12%20Janpath%20Road%2C%20Bhubaneswar%2C%20Odisha%2C%20751001',
    );
  });

  it("opens the phone's own maps app", () => {
    const place = { ...address, lat: 20.3, lng: 85.8 };
    expect(appDirectionsUrl(place, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(
      'maps://?daddr=20.3%2C85.8',
    );
    expect(appDirectionsUrl(place, 'Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('geo:0,0?q=20.3%2C85.8');
    expect(isPhone('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile')).toBe(true);
    expect(isPhone('Mozilla/5.0 (X11; Linux x86_64)')).toBe(false);
  });
});
