import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAs, postJson, signInByEmailCode } from '../../../../tests/auth-helpers';
import { createDevice, createPricing, createRepairService } from '../../../../tests/factories';
import { createTestApp } from '../../../../tests/test-app';
import { bookings, userRoles, users } from '../../db/schema/index';
import { createUser } from '../../auth/create-user';
import { rolesOf } from '../../auth/provision-user';

const now = new Date('2026-11-22T04:00:00Z');
const { app, db, auth } = await createTestApp({ devOutbox: true, clock: () => now });
const device = await createDevice(db, { name: 'Galaxy S21' });
const screen = await createRepairService(db, { name: 'Screen Replacement' });
await createPricing(db, { deviceId: device.id, repairServiceId: screen.id, priceAmount: 149_900 });
const refCookie = await signInByEmailCode(app, 'ref@example.com', 'Ref');
const code = (await getAs(app, '/api/referrals/me', refCookie)).body.code as string;

let n = 0;
const body = (o: Record<string, unknown> = {}) => {
  n++;
  return {
    name: 'Priya Das', email: `p${n}@example.com`, phone: `98765${String(10000 + n).slice(-5)}`,
    address: '12 Janpath Road', city: 'Bhubaneswar', state: 'Odisha', pincode: '751001',
    deviceId: device.id, deviceModel: 'Galaxy S21', preferredDate: '2026-11-25',
    selectedIssues: [screen.id], ...o,
  };
};

describe('scratch', () => {
  it('int4 overflow ids', async () => {
    const a = await postJson(app, '/api/bookings', body({ deviceId: 3_000_000_000 }));
    const b = await postJson(app, '/api/bookings', body({ selectedIssues: [3_000_000_000] }));
    console.log('deviceId 3e9 ->', a.status, JSON.stringify(a.body));
    console.log('selectedIssues 3e9 ->', b.status, JSON.stringify(b.body));
  });

  it('double submit with a referral code and one idempotency key', async () => {
    const b = body({ referralCode: code });
    const headers = { 'Idempotency-Key': 'dbl-submit-ref-1' };
    const res = await Promise.all([
      postJson(app, '/api/bookings', b, { headers }),
      postJson(app, '/api/bookings', b, { headers }),
    ]);
    console.log('double submit statuses', res.map((r) => [r.status, r.body.error?.fields ?? r.body.booking?.bookingId]));
  });

  it('technician saving profile gets the customer role back', async () => {
    const tech = await createUser(auth, db, {
      email: 'tech1@example.com', name: 'Tech One', phone: '9876500009', password: 'tech-pass-1', role: 'technician',
    });
    const signIn = await postJson(app, '/api/auth/technician/sign-in', { identifier: '9876500009', password: 'tech-pass-1' });
    console.log('tech roles before', await rolesOf(db, tech.id), signIn.status);
    const put = await postJson(app, '/api/profile', { fullName: 'Tech One' }, { cookie: signIn.cookie, method: 'PUT' });
    console.log('profile put', put.status, 'tech roles after', await rolesOf(db, tech.id));
  });

  it('rate limit burst', async () => {
    const capped = await createTestApp({ bookingsPerHourPerAddress: 2, clock: () => now });
    const d = await createDevice(capped.db);
    const s = await createRepairService(capped.db);
    await createPricing(capped.db, { deviceId: d.id, repairServiceId: s.id });
    const res = await Promise.all(
      Array.from({ length: 10 }, () =>
        postJson(capped.app, '/api/bookings', body({ deviceId: d.id, selectedIssues: [s.id] }), { address: '203.0.113.9' }),
      ),
    );
    console.log('burst statuses', res.map((r) => r.status).join(','));
  });

  it('late-evening booking for today with no window', async () => {
    const late = await createTestApp({ clock: () => new Date('2026-11-22T15:00:00Z') }); // 20:30 IST
    const d = await createDevice(late.db);
    const s = await createRepairService(late.db);
    await createPricing(late.db, { deviceId: d.id, repairServiceId: s.id });
    const r = await postJson(late.app, '/api/bookings', body({ deviceId: d.id, selectedIssues: [s.id], preferredDate: '2026-11-22', preferredTime: null }));
    console.log('today no window at 20:30 ->', r.status, (r.body as any).booking?.canCancel);
  });

  it('hung SMTP delays the booking response', async () => {
    const sockets: net.Socket[] = [];
    const server = net.createServer((s) => { sockets.push(s); }); // accepts, never greets
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const hung = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, clock: () => now });
    const d = await createDevice(hung.db);
    const s = await createRepairService(hung.db);
    await createPricing(hung.db, { deviceId: d.id, repairServiceId: s.id });
    const t0 = Date.now();
    const r = await postJson(hung.app, '/api/bookings', body({ deviceId: d.id, selectedIssues: [s.id] }));
    console.log('hung smtp booking', r.status, 'took ms', Date.now() - t0);
    sockets.forEach((s) => s.destroy());
    server.close();
  }, 300_000);
});
