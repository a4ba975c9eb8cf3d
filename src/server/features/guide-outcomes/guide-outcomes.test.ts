import { describe, expect, it } from 'vitest';
import { nextAddress, postJson } from '../../../../tests/auth-helpers';
import { createDevice, createRepairService } from '../../../../tests/factories';
import { createTestApp } from '../../../../tests/test-app';
import { guideOutcomes } from '../../db/schema/index';
import { guideOutcomesPerHour } from './guide-outcomes.service';

// 'Try This First' answers through the API: recorded anonymously, only for a real device and repair,
// refused in the one error shape, and limited per client address.

const now = new Date('2026-11-22T04:00:00Z');
const { app, db } = await createTestApp({ clock: () => now });
const device = await createDevice(db);
const repair = await createRepairService(db);
const answer = { deviceId: device.id, repairServiceId: repair.id, worked: true };

describe('POST /api/guide-outcomes', () => {
  it('records the answer without sign-in, and nothing that identifies the visitor', async () => {
    const res = await postJson(app, '/api/guide-outcomes', { ...answer, worked: false });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ recorded: true });
    const rows = await db.select().from(guideOutcomes);
    expect(rows).toEqual([
      { id: rows[0]!.id, deviceId: device.id, repairServiceId: repair.id, worked: false, createdAt: now },
    ]);
  });

  it('answers 404 for a device or repair that does not exist', async () => {
    for (const body of [
      { ...answer, deviceId: 999_999 },
      { ...answer, repairServiceId: 999_999 },
    ]) {
      const res = await postJson(app, '/api/guide-outcomes', body);
      expect(res.status).toBe(404);
      expect(res.body.error?.code).toBe('NOT_FOUND');
    }
  });

  it('refuses a bad body in the one error shape', async () => {
    const missing = await postJson(app, '/api/guide-outcomes', { deviceId: device.id, worked: 'yes' });
    expect(missing.status).toBe(400);
    expect(missing.body.error?.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(missing.body.error?.fields ?? {}).sort()).toEqual(['repairServiceId', 'worked']);

    const notJson = await postJson(app, '/api/guide-outcomes', '{worked');
    expect(notJson.status).toBe(400);
    expect(notJson.body.error?.code).toBe('BAD_REQUEST');
  });

  it(`limits one client address to ${guideOutcomesPerHour.limit} answers an hour`, async () => {
    const address = nextAddress();
    for (let i = 0; i < guideOutcomesPerHour.limit; i++) {
      expect((await postJson(app, '/api/guide-outcomes', answer, { address })).status).toBe(201);
    }
    const before = (await db.select().from(guideOutcomes)).length;
    // Past the share the answer is dropped quietly: the page has nothing to show or retry.
    const over = await postJson(app, '/api/guide-outcomes', answer, { address });
    expect(over.status).toBe(202);
    expect(over.body).toEqual({ recorded: false });
    expect((await db.select().from(guideOutcomes)).length).toBe(before);
    expect((await postJson(app, '/api/guide-outcomes', answer, { address: nextAddress() })).status).toBe(201);
  });

  it('refuses another origin', async () => {
    const res = await postJson(app, '/api/guide-outcomes', answer, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });
});
