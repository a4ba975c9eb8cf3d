import { describe, expect, it } from 'vitest';
import { workingMinutesBetween, workingTimeBefore } from './unconfirmed-bookings';

// The working day the unconfirmed-booking alert counts by: 9:00 to 19:00 India time, every day.

const ist = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

describe('working time', () => {
  it('walks back through working hours only', () => {
    expect(workingTimeBefore(ist('2026-12-01', '15:00'), 120)).toEqual(ist('2026-12-01', '13:00'));
    // After closing, the day's last two hours; before opening, the evening before.
    expect(workingTimeBefore(ist('2026-12-01', '22:00'), 120)).toEqual(ist('2026-12-01', '17:00'));
    expect(workingTimeBefore(ist('2026-12-01', '08:00'), 120)).toEqual(ist('2026-11-30', '17:00'));
    // 30 minutes this morning, the other 90 before closing yesterday.
    expect(workingTimeBefore(ist('2026-12-01', '09:30'), 120)).toEqual(ist('2026-11-30', '17:30'));
    // Longer than a working day: 60 minutes this morning, 600 yesterday, 40 the evening before.
    expect(workingTimeBefore(ist('2026-12-01', '10:00'), 700)).toEqual(ist('2026-11-29', '18:20'));
  });

  it('counts the minutes a booking has waited within working hours', () => {
    expect(workingMinutesBetween(ist('2026-12-01', '18:30'), ist('2026-12-01', '20:30'))).toBe(30);
    expect(workingMinutesBetween(ist('2026-12-01', '18:30'), ist('2026-12-02', '10:30'))).toBe(120);
    expect(workingMinutesBetween(ist('2026-12-01', '07:00'), ist('2026-12-03', '07:00'))).toBe(1200);
  });
});
