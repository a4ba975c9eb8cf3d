import type { TechnicianJob } from '@shared/contracts/people';

// The technician's day: Today (in visit order), Upcoming and Done. A job started, or one whose date
// has passed unfinished, belongs to today: it needs the technician now.

export interface JobGroups {
  today: TechnicianJob[];
  upcoming: TechnicianJob[];
  done: TechnicianJob[];
}

const isFinished = (job: TechnicianJob) => job.status === 'completed' || job.status === 'cancelled';

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

/** `today` is the India date (YYYY-MM-DD). */
export function groupJobs(jobs: readonly TechnicianJob[], today: string): JobGroups {
  const open = jobs.filter((job) => !isFinished(job));
  const isToday = (job: TechnicianJob) =>
    job.status === 'in_progress' || (job.preferredDate !== null && job.preferredDate <= today);
  return {
    today: open.filter(isToday).sort(byVisitOrder),
    upcoming: open.filter((job) => !isToday(job)).sort(byDate),
    done: jobs
      .filter(isFinished)
      .sort((a, b) => (b.completedAt ?? b.createdAt).localeCompare(a.completedAt ?? a.createdAt)),
  };
}
