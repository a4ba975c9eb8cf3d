import type { Database } from '../../src/server/db/client';
import { createLeave } from '../schedule-factories';
import { all, only } from './authorization-setup';
import type { Entry } from './authorization-setup';

// The authorization matrix's rows for who works when and where (decision 049): the public
// availability of windows, the admin's schedules and leave (each write audited), and a technician's
// own leave (what each technician sees is tested in features/technician-schedules).

export function scheduleEntries(db: Database, freshTechnicianId: () => Promise<number>): Entry[] {
  const ofFresh = async (tail: string) => `/api/admin/technicians/${await freshTechnicianId()}/${tail}`;
  const leave = () => ({ fromDate: '2026-12-24', toDate: '2026-12-26', reason: 'Family wedding' });
  const technicians = only(['technicianA', 'technicianB'], 200, 403);
  return [
    {
      method: 'GET',
      route: '/api/availability',
      path: () => '/api/availability?pincode=751013&from=2026-12-01&days=7',
      expected: all(200),
    },
    {
      method: 'GET',
      route: '/api/admin/schedule',
      path: () => '/api/admin/schedule?from=2026-12-01&days=7',
      expected: only('admin', 200, 403),
    },
    {
      method: 'GET',
      route: '/api/admin/technicians/:id/schedule',
      path: () => ofFresh('schedule'),
      expected: only('admin', 200, 403),
    },
    {
      method: 'PUT',
      route: '/api/admin/technicians/:id/schedule',
      path: () => ofFresh('schedule'),
      body: () => ({ week: [{ weekday: 1, windows: ['09:00-11:00'] }], pincodes: ['7510'] }),
      expected: only('admin', 200, 403),
      audit: 'technician.schedule_changed',
    },
    {
      method: 'GET',
      route: '/api/admin/technicians/:id/leave',
      path: () => ofFresh('leave'),
      expected: only('admin', 200, 403),
    },
    {
      method: 'POST',
      route: '/api/admin/technicians/:id/leave',
      path: () => ofFresh('leave'),
      body: leave,
      expected: only('admin', 201, 403),
      audit: 'technician.leave_added',
    },
    {
      method: 'GET',
      route: '/api/admin/leave',
      path: () => '/api/admin/leave?status=requested',
      expected: only('admin', 200, 403),
    },
    {
      method: 'POST',
      route: '/api/admin/leave/:id/decision',
      path: async () => {
        const asked = await createLeave(db, { technicianId: await freshTechnicianId(), status: 'requested' });
        return `/api/admin/leave/${asked.id}/decision`;
      },
      body: () => ({ decision: 'approved' }),
      expected: only('admin', 200, 403),
      audit: 'technician.leave_decided',
    },
    { method: 'GET', route: '/api/technician/leave', expected: technicians },
    {
      method: 'POST',
      route: '/api/technician/leave',
      body: leave,
      expected: only(['technicianA', 'technicianB'], 201, 403),
    },
  ];
}
