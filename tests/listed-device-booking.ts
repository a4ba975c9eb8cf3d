// What tests and benches against a running server share: the first device it lists, read through the
// public API as a visitor would, and a guest's booking of it as the booking form posts one.

export interface ListedDevice {
  id: number;
  name: string;
  repairs: { serviceId: number }[];
}

/** The first device `server` lists, with its repairs. */
export async function firstListedDevice(server: string): Promise<ListedDevice> {
  const { devices } = (await (await fetch(`${server}/api/devices`)).json()) as {
    devices: { slug: string }[];
  };
  const { device } = (await (await fetch(`${server}/api/devices/${devices[0]!.slug}`)).json()) as {
    device: ListedDevice;
  };
  return device;
}

let bookings = 0;

/**
 * A guest's booking of the device's first repair (no visit date), with the e-mail given and a phone
 * of its own (a phone books only so often in an hour).
 */
export function guestBookingBody(
  device: ListedDevice,
  email: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    name: 'Priya Das',
    email,
    phone: `9${String(7_000_000_000 + process.pid * 1_000 + (bookings++ % 1_000)).slice(-9)}`,
    address: '12 Janpath Road',
    city: 'Bhubaneswar',
    state: 'Odisha',
    pincode: '751001',
    deviceId: device.id,
    deviceModel: device.name,
    selectedIssues: [device.repairs[0]!.serviceId],
    ...overrides,
  };
}
