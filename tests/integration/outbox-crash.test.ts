import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startMailSink, startStalledServer } from '../mail-servers';
import { startServerProcess } from '../server-process';

// A crash between the commit and the delivery loses nothing: the real server is killed with SIGKILL
// while it is handing the booking's mail to a mail server, and after a restart the mail goes out.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-crash-'));
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the server on the embedded database in `dataDir`; resolves with its URL once it listens. */
function startServer(smtpPort: number) {
  return startServerProcess({
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    OUTBOX_LEASE_SECONDS: '1',
  });
}

async function until<T>(check: () => T | undefined, what: string, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the outbox across a crash', () => {
  it('delivers a booking confirmation after the server is killed mid-send and restarted', async () => {
    const stalled = await startStalledServer();
    const first = await startServer(stalled.port);

    const devices = (await (await fetch(`${first.url}/api/devices`)).json()) as {
      devices: { slug: string }[];
    };
    const slug = devices.devices[0]!.slug;
    const detail = (await (await fetch(`${first.url}/api/devices/${slug}`)).json()) as {
      device: { id: number; name: string; repairs: { serviceId: number }[] };
    };
    const email = 'crash.test@example.com';
    const booked = await fetch(`${first.url}/api/bookings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: first.url },
      body: JSON.stringify({
        name: 'Priya Das',
        email,
        phone: '9876543210',
        address: '12 Janpath Road',
        city: 'Bhubaneswar',
        state: 'Odisha',
        pincode: '751001',
        deviceId: detail.device.id,
        deviceModel: detail.device.name,
        selectedIssues: [detail.device.repairs[0]!.serviceId],
      }),
    });
    expect(booked.status).toBe(201);
    const { booking } = (await booked.json()) as { booking: { bookingId: string } };

    // The worker is talking to the mail server: kill the process there, mid-delivery.
    await until(() => (stalled.connections() > 0 ? true : undefined), 'the delivery to start');
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    await stalled.close();

    const sink = await startMailSink(stalled.port);
    try {
      await startServer(sink.port);
      const mail = await until(
        () => sink.received.find((m) => m.to === email),
        'the confirmation after the restart',
      );
      expect(mail.subject).toBe(`Booking received: ${booking.bookingId}`);
      // Nothing is lost and nothing is sent twice.
      await until(() => (sink.received.length >= 2 ? true : undefined), 'the admin copy');
      expect(sink.received.filter((m) => m.to === email)).toHaveLength(1);
    } finally {
      await sink.close();
    }
  }, 120_000);
});
