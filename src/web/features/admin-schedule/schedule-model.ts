import type { PreferredTimeWindow } from '@shared/booking-time';
import type { ScheduleJob, ScheduleTechnician } from '@shared/contracts/admin-schedule';

// What the schedule's cells show, worked out from the server's answer: whether a technician works a
// window that day, and how many places are left in it. The colours tie a technician's row to their
// pins on the map; the label and the row always say who it is too.

/** One colour per technician, in the team's order (a palette that stays apart on the map and in dark mode). */
const PALETTE = [
  '#2563eb',
  '#db2777',
  '#059669',
  '#d97706',
  '#7c3aed',
  '#0891b2',
  '#dc2626',
  '#65a30d',
  '#92400e',
  '#c026d3',
  '#0f766e',
  '#ea580c',
];
/** A job waiting for a technician. */
export const WAITING_COLOUR = '#64748b';

export function colourOf(team: readonly ScheduleTechnician[], technicianId: number | null): string {
  const index = technicianId === null ? -1 : team.findIndex((member) => member.id === technicianId);
  return index < 0 ? WAITING_COLOUR : PALETTE[index % PALETTE.length]!;
}

export type CellState = { kind: 'leave' } | { kind: 'off' } | { kind: 'open'; free: number };

/** A technician's window on a date: on leave, not worked, or open with the places left. */
export function cellState(
  technician: ScheduleTechnician,
  date: string,
  window: PreferredTimeWindow,
  jobs: readonly ScheduleJob[],
): CellState {
  const day = technician.days.find((d) => d.date === date);
  if (day?.onLeave) return { kind: 'leave' };
  if (!day?.windows.includes(window)) return { kind: 'off' };
  const taken = jobs.filter(
    (job) => job.technicianId === technician.id && job.date === date && job.window === window,
  ).length;
  return { kind: 'open', free: Math.max(0, technician.jobsPerWindow - taken) };
}

/** A technician's whole date: on leave, a day off, or worked. */
export function dayState(technician: ScheduleTechnician, date: string): 'leave' | 'off' | 'working' {
  const day = technician.days.find((d) => d.date === date);
  if (day?.onLeave) return 'leave';
  return day && day.windows.length > 0 ? 'working' : 'off';
}
