// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BookingTimelineStep } from '@shared/contracts/bookings';
import i18n from '../../../i18n';
import { formatMoment } from '../../../entities/booking/booking-format';
import { BookingTimeline } from './booking-timeline';

// The customer's timeline (tracking page and the dashboard's booking details): 'On the way' stands
// between Confirmed and Repair started, at the latest trip's time, only once the technician set off.

beforeAll(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['account']);
});
afterEach(cleanup);

const received: BookingTimelineStep = { kind: 'status', status: 'pending', at: '2026-11-22T03:00:00.000Z' };
const confirmed: BookingTimelineStep = {
  kind: 'status',
  status: 'confirmed',
  at: '2026-11-22T03:30:00.000Z',
};

const rows = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('BookingTimeline', () => {
  it('shows no trip before the technician sets off', () => {
    render(<BookingTimeline steps={[received, confirmed]} technicianName="Ravi" />);
    expect(rows()).toEqual([
      `Received${formatMoment(received.at)}`,
      `Confirmed · Ravi is coming${formatMoment(confirmed.at)}`,
      'Repair startedNot yet',
      'CompletedNot yet',
    ]);
    expect(screen.queryByText('On the way')).toBeNull();
  });

  it('puts the latest trip after Confirmed and its moves, before Repair started', () => {
    const moved: BookingTimelineStep = {
      kind: 'rescheduled',
      status: 'confirmed',
      at: '2026-11-22T04:00:00.000Z',
      toDate: '2026-11-24',
      toTime: '11:00-13:00',
    };
    const firstTrip: BookingTimelineStep = {
      kind: 'on_the_way',
      status: 'confirmed',
      at: '2026-11-24T05:10:00.000Z',
    };
    const trip: BookingTimelineStep = {
      kind: 'on_the_way',
      status: 'confirmed',
      at: '2026-11-24T05:20:00.000Z',
    };
    const started: BookingTimelineStep = {
      kind: 'status',
      status: 'in_progress',
      at: '2026-11-24T06:00:00.000Z',
    };
    render(
      <BookingTimeline
        steps={[received, confirmed, moved, firstTrip, trip, started]}
        technicianName="Ravi"
      />,
    );
    const shown = rows();
    expect(shown).toHaveLength(6);
    expect(shown[1]).toMatch(/^Confirmed/);
    expect(shown[2]).toMatch(/^Visit moved to/);
    expect(shown[3]).toBe(`On the way${formatMoment(trip.at)}`);
    expect(shown[4]).toBe(`Repair started${formatMoment(started.at)}`);
    expect(screen.getAllByTestId('timeline-on-the-way')).toHaveLength(1);
  });
});
