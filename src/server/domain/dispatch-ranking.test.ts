import { describe, expect, it } from 'vitest';
import type { DispatchCandidate } from '../../shared/contracts/admin-bookings';
import { haversineKm, judgeCandidate, rankCandidates } from './dispatch-ranking';
import type { DispatchBooking, TechnicianFacts } from './dispatch-ranking';

// The dispatch rules on rows already read: who is eligible for a booking, and in which order.

// Tuesday 24 November 2026, 11:00-13:00, in Bhubaneswar.
const booking: DispatchBooking = {
  id: 'b',
  pincode: '751013',
  preferredDate: '2026-11-24',
  preferredTime: '11:00-13:00',
  lat: 20.2961,
  lng: 85.8245,
};

const facts = (over: Partial<TechnicianFacts['member']> = {}, base: TechnicianFacts['base'] = null) => ({
  member: { id: 1, windows: new Set<string>(), prefixes: [], leave: [], jobsPerWindow: 1, ...over },
  name: 'Asha',
  base,
});

describe('judging one technician', () => {
  it('says which rules are broken, leave first', () => {
    expect(judgeCandidate(booking, facts(), []).unavailable).toEqual([]);
    const judged = judgeCandidate(
      booking,
      facts({
        leave: [{ from: '2026-11-24', to: '2026-11-24' }],
        windows: new Set(['2 09:00-11:00']),
        prefixes: ['7520'],
      }),
      [{ technicianId: 1, window: '11:00-13:00', lat: null, lng: null }],
    );
    expect(judged.unavailable).toEqual(['leave', 'hours', 'area', 'busy']);
    expect(judged).toMatchObject({
      eligible: false,
      onLeave: true,
      works: false,
      serves: false,
      free: false,
    });
  });

  it('counts places against jobs per window, and the day`s jobs', () => {
    const holds = [
      { technicianId: 1, window: '11:00-13:00', lat: null, lng: null },
      { technicianId: 1, window: '15:00-17:00', lat: null, lng: null },
      { technicianId: 2, window: '11:00-13:00', lat: null, lng: null },
    ];
    expect(judgeCandidate(booking, facts({ jobsPerWindow: 2 }), holds)).toMatchObject({
      free: true,
      placesLeft: 1,
      jobsThatDay: 2,
      eligible: true,
    });
  });

  it('measures from the latest earlier located job, else from the base, else not at all', () => {
    const base = { lat: 20.35, lng: 85.82 };
    const holds = [
      { technicianId: 1, window: '09:00-11:00', lat: 20.2961, lng: 85.8545 },
      { technicianId: 1, window: '13:00-15:00', lat: 20.2961, lng: 85.8245 },
    ];
    expect(judgeCandidate(booking, facts({}, base), holds).distance).toEqual({
      km: 3.1,
      from: 'previous_job',
    });
    expect(judgeCandidate(booking, facts({}, base), holds.slice(1)).distance).toEqual({
      km: 6,
      from: 'base',
    });
    expect(judgeCandidate(booking, facts(), holds.slice(1)).distance).toBeNull();
    expect(judgeCandidate({ ...booking, lat: null, lng: null }, facts({}, base), holds).distance).toBeNull();
  });

  it('knows a degree of latitude is about 111 km', () => {
    expect(haversineKm({ lat: 20, lng: 85 }, { lat: 21, lng: 85 })).toBeCloseTo(111.2, 1);
  });
});

describe('ranking', () => {
  const candidate = (over: Partial<DispatchCandidate>): DispatchCandidate => ({
    id: 1,
    name: 'A',
    eligible: true,
    unavailable: [],
    free: true,
    placesLeft: 1,
    jobsPerWindow: 1,
    works: true,
    serves: true,
    onLeave: false,
    jobsThatDay: 0,
    distance: null,
    ...over,
  });

  it('puts the eligible first, then fewest jobs, then nearest (unknown last), then name', () => {
    const ranked = rankCandidates([
      candidate({ id: 1, name: 'Ineligible', eligible: false, unavailable: ['leave'] }),
      candidate({ id: 2, name: 'Busy day', jobsThatDay: 3, distance: { km: 1, from: 'base' } }),
      candidate({ id: 3, name: 'Unknown', jobsThatDay: 1 }),
      candidate({ id: 4, name: 'Far', jobsThatDay: 1, distance: { km: 9, from: 'base' } }),
      candidate({ id: 5, name: 'Near', jobsThatDay: 1, distance: { km: 2, from: 'previous_job' } }),
      candidate({ id: 6, name: 'Bina', jobsThatDay: 1 }),
    ]);
    expect(ranked.map((c) => c.name)).toEqual(['Near', 'Far', 'Bina', 'Unknown', 'Busy day', 'Ineligible']);
  });
});
