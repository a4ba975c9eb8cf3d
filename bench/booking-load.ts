import autocannon from 'autocannon';

/** What the bench books: a catalogue device and some of its repairs. */
export interface BookedDevice {
  deviceId: number;
  deviceModel: string;
  serviceIds: number[];
}

/**
 * Bookings posted by `clients` autocannon connections, each with a fresh Idempotency-Key (`keyPrefix`
 * and a number) from one of `clients` addresses (X-Forwarded-For; the server trusts its proxy), as
 * customers book: one address alone would measure its hourly cap's lock. Returns a run of `duration`
 * seconds; runs may follow one another.
 */
export function bookingLoad(base: string, device: BookedDevice, clients: number, keyPrefix: string) {
  const body = JSON.stringify({
    name: 'Bench Customer',
    email: 'bench@example.com',
    phone: '9876543210',
    address: '12 Janpath Road',
    city: 'Bhubaneswar',
    state: 'Odisha',
    pincode: '751001',
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
      body,
      requests: [
        {
          setupRequest: (request) => {
            const n = ++sequence;
            return {
              ...request,
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
