import type { Logger } from './logger';

/**
 * Work that runs after a response has gone, such as notifications after a booking is committed. The
 * server waits for it before closing the database on shutdown, and tests wait for it before reading
 * the outbox.
 */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<void>): void;
  /** Resolves once nothing is running (including tasks started meanwhile). */
  settled(): Promise<void>;
}

export function createBackgroundTasks(logger: Logger): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const running: Promise<void> = task()
        .catch((error: unknown) => logger.error({ err: error, task: name }, 'background task failed'))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
