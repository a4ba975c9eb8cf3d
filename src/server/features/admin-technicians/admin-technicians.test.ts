import { describe, expect, it } from 'vitest';
import { getAs, signInWithPassword } from '../../../../tests/auth-helpers';
import { createBooking, createTechnician, createUser } from '../../../../tests/factories';
import { createTestApp } from '../../../../tests/test-app';
import type { AdminTechnicianListResponse } from '../../../shared/contracts/people';

// The admin's technician list: by name, with status and today's jobs (India date).

// 09:30 in India on Sunday 22 November 2026.
const now = new Date('2026-11-22T04:00:00Z');
const { app, db, auth } = await createTestApp({ clock: () => now });
await createUser(auth, db, { email: 'crew@example.com', role: 'admin', password: 'admin-pass-1' });
const admin = await signInWithPassword(app, 'crew@example.com', 'admin-pass-1');

describe('GET /api/admin/technicians', () => {
  it('lists technicians by name with their status and how many jobs they have today', async () => {
    const list = async () =>
      ((await getAs(app, '/api/admin/technicians', admin)).body as unknown as AdminTechnicianListResponse)
        .technicians;
    expect(await list()).toEqual([]);
    const zoya = await createTechnician(auth, db, { name: 'Zoya Sahu', status: 'busy' });
    const amit = await createTechnician(auth, db, { name: 'Amit Nayak', experienceYears: 4 });
    await createBooking(db, { technicianId: amit.id, status: 'confirmed', preferredDate: '2026-11-22' });
    await createBooking(db, { technicianId: amit.id, status: 'in_progress', preferredDate: '2026-11-22' });
    await createBooking(db, { technicianId: amit.id, status: 'cancelled', preferredDate: '2026-11-22' });
    await createBooking(db, { technicianId: amit.id, status: 'confirmed', preferredDate: '2026-11-23' });
    await createBooking(db, { technicianId: zoya.id, status: 'completed', preferredDate: '2026-11-22' });
    expect(
      (await list()).map((t) => [t.name, t.status, t.jobsToday, t.experienceYears, t.specialization]),
    ).toEqual([
      ['Amit Nayak', 'active', 2, 4, 'General Repair'],
      ['Zoya Sahu', 'busy', 1, 0, 'General Repair'],
    ]);
  });
});
