import { describe, expect, it } from 'vitest';
import { getAs, postJson, signInWithPassword } from '../../../../tests/auth-helpers';
import { createBooking, createTechnician, createTrackingLink } from '../../../../tests/factories';
import { createTestApp } from '../../../../tests/test-app';
import type { TrackedBooking } from '../../../shared/contracts/tracking';

// The technician's trips in the customer's timeline (tracking link): 'On my way' is a step; a trip
// that ended at a locked door is dropped, and the next trip is shown at its own time.

let now = new Date('2026-11-22T04:00:00Z');
const { app, db, auth } = await createTestApp({ devOutbox: true, clock: () => now });
const tick = () => (now = new Date(now.getTime() + 10 * 60_000));

describe("the customer's timeline", () => {
  it("shows the standing 'On my way' and drops a trip the customer missed", async () => {
    const ravi = await createTechnician(auth, db, { name: 'Ravi Kumar' });
    const cookie = await signInWithPassword(app, ravi.user.email, 'tech-pass-1');
    const booking = await createBooking(db, {
      technicianId: ravi.id,
      technicianName: 'Ravi Kumar',
      status: 'confirmed',
      startCode: '4821',
      preferredDate: '2026-11-22',
      preferredTime: '11:00-13:00',
    });
    const token = await createTrackingLink(db, booking.id);
    const timeline = async () => {
      const res = await getAs(app, `/api/track/${token}`);
      expect(res.status).toBe(200);
      return (res.body as unknown as { booking: TrackedBooking }).booking.timeline;
    };
    const trips = async () => (await timeline()).filter((step) => step.kind === 'on_the_way');
    const post = (path: string) =>
      postJson(app, `/api/technician/jobs/${booking.id}/${path}`, {}, { cookie });

    expect(await trips()).toEqual([]);
    tick();
    expect((await post('on-the-way')).status).toBe(200);
    expect(await trips()).toEqual([{ kind: 'on_the_way', status: 'confirmed', at: now.toISOString() }]);

    tick();
    expect((await post('not-available')).status).toBe(200);
    expect(await trips()).toEqual([]);

    tick();
    expect((await post('on-the-way')).status).toBe(200);
    const back = now.toISOString();
    tick();
    const start = await postJson(
      app,
      `/api/technician/jobs/${booking.id}/start`,
      { code: '4821' },
      { cookie },
    );
    expect(start.status).toBe(200);
    expect((await timeline()).map((step) => `${step.kind} ${step.status}`)).toEqual([
      'on_the_way confirmed',
      'status in_progress',
    ]);
    expect(await trips()).toEqual([{ kind: 'on_the_way', status: 'confirmed', at: back }]);
  });
});
