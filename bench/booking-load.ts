import autocannon from 'autocannon';
import { addDays, indiaDate, PREFERRED_TIME_WINDOWS } from '../src/shared/booking-time';

/** What the bench books: a catalogue device and some of its repairs. */
export interface BookedDevice {
  deviceId: number;
  deviceModel: string;
  serviceIds: number[];
}

/** The days ahead the bench's visits spread over, from tomorrow: every window of them is bookable. */
const VISIT_DAYS = 28;

/** Where and when a bench booking's visit is. */
export interface BenchVisit {
  pincode: string;
  preferredDate: string;
  preferredTime: string;
}

/**
 * The visit of the bench's `n`th booking: the windows of the next four weeks in turn, and 200
 * pincodes of Bhubaneswar, so that bookings meet as a busy day's do (one window's lock rarely
 * waits on another booking) and none fills a window of the bench's team.
 */
export function benchVisit(n: number, today = indiaDate(new Date())): BenchVisit {
  const windows = PREFERRED_TIME_WINDOWS.length;
  const slot = n % (VISIT_DAYS * windows);
  return {
    pincode: String(751_001 + (n % 200)),
    preferredDate: addDays(today, 1 + Math.floor(slot / windows)),
    preferredTime: PREFERRED_TIME_WINDOWS[slot % windows]!,
  };
}

/**
 * Bookings posted by `clients` autocannon connections, each with a fresh Idempotency-Key (`keyPrefix`
 * and a number) from one of `clients` addresses (X-Forwarded-For; the server trusts its proxy), as
 * customers book: one address alone would measure its hourly cap's lock; each visit is `benchVisit(n)`. Returns a run of `duration`
 * seconds; runs may follow one another.
 */
export function bookingLoad(base: string, device: BookedDevice, clients: number, keyPrefix: string) {
  const body = (n: number) =>
    JSON.stringify({
      name: 'Bench Customer',
      email: 'bench@example.com',
      phone: '9876543210',
      address: '12 Janpath Road',
      city: 'Bhubaneswar',
      state: 'Odisha',
      ...benchVisit(n),
      deviceId: device.deviceId,
      deviceModel: device.deviceModel,
      selectedIssues: device.serviceIds,
    });
  let sequence = 0;
  return (duration: number) =>
    autocannon({
      url: `${base}/api/bookings`,
      method: 'POST',
      connections: clients,
      duration,
      headers: { 'content-type': 'application/json', origin: base },
      requests: [
        {
          setupRequest: (request) => {
            const n = ++sequence;
            return {
              ...request,
              body: body(n),
              headers: {
                ...request.headers,
                'idempotency-key': `${keyPrefix}-${process.pid}-${n}`,
                'x-forwarded-for': `198.51.100.${(n % clients) + 1}`,
              },
            };
          },
        },
      ],
    });
}
