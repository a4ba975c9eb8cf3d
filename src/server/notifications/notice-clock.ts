import type { Database } from '../db/client';
import { NOTICE_CLOCK_INTERVAL_SECONDS } from '../limits';
import { sendCashHeldAlerts } from './notices/cash-held-alerts';
import { sendEveningReminders } from './notices/evening-reminders';
import { sendMorningSummaries } from './notices/morning-summaries';
import type { NoticeClockDeps } from './notices/notice-deps';
import { sendUnconfirmedAlerts } from './notices/unconfirmed-alerts';

export type { NoticeClockDeps } from './notices/notice-deps';

// Notices sent on a clock rather than on a change (issue 31): the customer's reminder the evening
// before a visit, the technician's summary of the day, and the admins' alerts about a booking nobody
// confirmed and about cash a technician has held too long. Every process runs the clock, started and
// stopped with the server like the delivery worker; each notice is written to scheduled_notices in the
// transaction that queues its messages, so it goes once however many processes look, and a look that
// fails is made good by the next.

export interface NoticeCounts {
  eveningReminders: number;
  morningSummaries: number;
  unconfirmedAlerts: number;
  cashHeldAlerts: number;
}

const KINDS = {
  eveningReminders: sendEveningReminders,
  morningSummaries: sendMorningSummaries,
  unconfirmedAlerts: sendUnconfirmedAlerts,
  cashHeldAlerts: sendCashHeldAlerts,
} as const;

/**
 * One look at the clock: sends every notice due at `now` and not yet sent; how many of each went. A
 * kind that fails is logged and tried again at the next look; the others still go.
 */
export async function runNoticeClock(db: Database, deps: NoticeClockDeps, now: Date): Promise<NoticeCounts> {
  const counts: NoticeCounts = {
    eveningReminders: 0,
    morningSummaries: 0,
    unconfirmedAlerts: 0,
    cashHeldAlerts: 0,
  };
  for (const [kind, send] of Object.entries(KINDS) as [
    keyof NoticeCounts,
    (typeof KINDS)[keyof NoticeCounts],
  ][]) {
    try {
      counts[kind] = await send(db, deps, now);
    } catch (error) {
      deps.logger.error({ err: error, kind }, 'scheduled notices failed');
    }
  }
  if (Object.values(counts).some((n) => n > 0)) deps.notifier.wake();
  return counts;
}

export interface NoticeClock {
  /** Stops looking; resolves when a look under way has finished. */
  stop(): Promise<void>;
}

/** Looks now, then every `intervalMs` (default a minute), by `clock` (tests move it). */
export function startNoticeClock(
  db: Database,
  deps: NoticeClockDeps,
  options: { intervalMs?: number; clock?: () => Date } = {},
): NoticeClock {
  const intervalMs = options.intervalMs ?? NOTICE_CLOCK_INTERVAL_SECONDS * 1000;
  const clock = options.clock ?? (() => new Date());
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const look = () => {
    running = runNoticeClock(db, deps, clock())
      .catch((error: unknown) => deps.logger.error({ err: error }, 'notice clock failed'))
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(look, intervalMs);
        timer.unref();
      });
  };
  look();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
