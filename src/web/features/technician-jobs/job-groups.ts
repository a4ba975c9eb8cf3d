import { isWorkshopStatus } from '@shared/booking-status';
import type { TechnicianJob } from '@shared/contracts/people';
import type { GeoPoint } from '@shared/visit-order';
import { orderVisits } from '@shared/visit-order';

// The technician's day: Today (in visit order), Upcoming and Done. A job started, or one whose date
// has passed unfinished, belongs to today: it needs the technician now. Today's visit order: the job
// at hand, then each held window in turn, and within a window the nearest stop next from the one
// before (from the base for the first), with the straight-line distance from the previous stop.

export interface JobGroups {
  today: TechnicianJob[];
  /** Kilometres from the previous stop (or the base) to each of today's jobs, by id; null: unknown. */
  legs: Map<string, number | null>;
  upcoming: TechnicianJob[];
  done: TechnicianJob[];
}

/** Done for the technician: completed, cancelled, or handed to the workshop (its return is a new visit). */
const isFinished = (job: TechnicianJob) =>
  job.status === 'completed' || job.status === 'cancelled' || isWorkshopStatus(job.status);

/** Minutes after midnight of the window's start ('11:00-13:00' → 660); no window: end of the day. */
function windowStart(window: string | null): number {
  const match = window ? /^(\d{2}):(\d{2})/.exec(window) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : 24 * 60;
}

function byVisitOrder(a: TechnicianJob, b: TechnicianJob): number {
  // The job at hand first, then overdue days, then the day's windows in order.
  if ((a.status === 'in_progress') !== (b.status === 'in_progress'))
    return a.status === 'in_progress' ? -1 : 1;
  const dates = (a.preferredDate ?? '').localeCompare(b.preferredDate ?? '');
  if (dates !== 0) return dates;
  return (
    windowStart(a.preferredTime) - windowStart(b.preferredTime) || a.createdAt.localeCompare(b.createdAt)
  );
}

function byDate(a: TechnicianJob, b: TechnicianJob): number {
  // Jobs without a date come after dated ones: they are arranged by a call first.
  if (!a.preferredDate || !b.preferredDate) return a.preferredDate ? -1 : b.preferredDate ? 1 : 0;
  return (
    a.preferredDate.localeCompare(b.preferredDate) ||
    windowStart(a.preferredTime) - windowStart(b.preferredTime)
  );
}

/** The round's order: the job at hand, then by day and window ('1 2026-11-22 0660'). */
function roundKey(job: TechnicianJob): string {
  if (job.status === 'in_progress') return '0';
  return `1 ${job.preferredDate ?? ''} ${String(windowStart(job.preferredTime)).padStart(4, '0')}`;
}

/** `today` is the India date (YYYY-MM-DD); `base` the technician's base location, where the round starts. */
export function groupJobs(
  jobs: readonly TechnicianJob[],
  today: string,
  base: GeoPoint | null = null,
): JobGroups {
  const open = jobs.filter((job) => !isFinished(job));
  const isToday = (job: TechnicianJob) =>
    job.status === 'in_progress' || (job.preferredDate !== null && job.preferredDate <= today);
  const round = orderVisits(open.filter(isToday).sort(byVisitOrder), roundKey, base);
  return {
    today: round.map((leg) => leg.stop),
    legs: new Map(round.map((leg) => [leg.stop.id, leg.distanceKm])),
    upcoming: open.filter((job) => !isToday(job)).sort(byDate),
    done: jobs
      .filter(isFinished)
      .sort((a, b) => (b.completedAt ?? b.createdAt).localeCompare(a.completedAt ?? a.createdAt)),
  };
}
