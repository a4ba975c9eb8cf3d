import { describe, expect, it } from 'vitest';
import type { TechnicianJob } from '@shared/contracts/people';
import { groupJobs } from './job-groups';

let n = 0;
function job(overrides: Partial<TechnicianJob>): TechnicianJob {
  n++;
  return {
    id: `job-${n}`,
    bookingId: `BK-${n}`,
    status: 'confirmed',
    name: 'Asha',
    phone: '+919876500001',
    address: '12 Janpath',
    city: 'Bhubaneswar',
    state: 'Odisha',
    pincode: '751001',
    lat: null,
    lng: null,
    deviceModel: 'Redmi 13C',
    deviceUnlisted: false,
    problem: null,
    preferredDate: '2026-11-23',
    preferredTime: null,
    selectedServicesDetails: [],
    totalPrice: 99_900,
    createdAt: `2026-11-20T10:00:0${n % 10}Z`,
    startCodeLocked: false,
    paymentMethod: null,
    amountCollected: null,
    deviceCondition: null,
    estimate: null,
    signedOff: null,
    workshop: null,
    revisitOf: null,
    completedAt: null,
    onTheWayAt: null,
    expectedArrivalAt: null,
    ...overrides,
  };
}

describe('groupJobs', () => {
  it("puts the job at hand first, then overdue ones, then today's windows in order", () => {
    const afternoon = job({ preferredTime: '15:00-17:00' });
    const morning = job({ preferredTime: '09:00-11:00' });
    const anyTime = job({ preferredTime: null });
    const overdue = job({ preferredDate: '2026-11-21' });
    const started = job({ status: 'in_progress', preferredDate: '2026-11-24' });
    const { today } = groupJobs([afternoon, anyTime, morning, overdue, started], '2026-11-23');
    expect(today.map((j) => j.id)).toEqual([started.id, overdue.id, morning.id, afternoon.id, anyTime.id]);
  });

  it('keeps later and undated jobs for Upcoming, and finished ones for Done, newest first', () => {
    const undated = job({ preferredDate: null });
    const later = job({ preferredDate: '2026-11-25' });
    const sooner = job({ preferredDate: '2026-11-24', preferredTime: '13:00-15:00' });
    const completedEarly = job({ status: 'completed', completedAt: '2026-11-22T06:00:00Z' });
    const completedLate = job({ status: 'completed', completedAt: '2026-11-23T06:00:00Z' });
    const cancelled = job({ status: 'cancelled', createdAt: '2026-11-21T00:00:00Z' });
    const groups = groupJobs(
      [undated, later, completedEarly, sooner, cancelled, completedLate],
      '2026-11-23',
    );
    expect(groups.today).toEqual([]);
    expect(groups.upcoming.map((j) => j.id)).toEqual([sooner.id, later.id, undated.id]);
    expect(groups.done.map((j) => j.id)).toEqual([completedLate.id, completedEarly.id, cancelled.id]);
  });
});

describe("today's round", () => {
  const station = { lat: 20.2667, lng: 85.8431 };
  const patia = { lat: 20.3533, lng: 85.8266 };
  const oldTown = { lat: 20.2376, lng: 85.8338 };

  it('goes window by window, and within a window to the nearest stop next from the base', () => {
    const far = job({ preferredTime: '11:00-13:00', ...patia });
    const near = job({ preferredTime: '11:00-13:00', ...oldTown });
    const early = job({ preferredTime: '09:00-11:00', lat: null, lng: null });
    const groups = groupJobs([far, near, early], '2026-11-23', station);
    expect(groups.today.map((j) => j.id)).toEqual([early.id, near.id, far.id]);
    expect(groups.legs.get(early.id)).toBeNull();
    expect(groups.legs.get(near.id)).toBeCloseTo(3.38, 1);
    expect(groups.legs.get(far.id)).toBeCloseTo(12.9, 1);
  });
});
