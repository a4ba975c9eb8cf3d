import { Hono } from 'hono';
import { areMigrationsApplied } from '../../db/migration-state';
import { AppError, databaseUnavailable } from '../../http/app-error';
import type { AppServices } from '../../http/app-services';
import type { AppEnv } from '../../http/request-context';
import type { ResponseOf } from '../../../shared/contracts/api';

/** A readiness check that gets no answer from the database within this long fails. */
const READY_TIMEOUT_MS = 3000;

function notReady(reason: 'stopping' | 'migrations', message: string): AppError {
  return new AppError('SERVICE_UNAVAILABLE', message, undefined, { retryAfterSeconds: 10, reason });
}

/** Resolves with the database's answer, or rejects as an outage when none comes in time. */
async function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(databaseUnavailable()), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness and readiness, for load balancers, orchestrators and monitors. `/health` says the process
 * is alive and answering, and touches nothing else: a database outage must not get healthy processes
 * restarted. `/ready` says this process should be sent traffic: the database answers, has every
 * migration of this build, and the process is not stopping.
 */
export function createHealthRoutes({ db, isStopping }: AppServices) {
  return new Hono<AppEnv>()
    .get('/health', (c) => c.json({ status: 'ok' } satisfies ResponseOf<'GET /api/health'>))
    .get('/ready', async (c) => {
      c.header('Cache-Control', 'no-store');
      if (isStopping()) throw notReady('stopping', 'This server is stopping.');
      const migrated = await withinTimeout(areMigrationsApplied(db));
      if (!migrated) throw notReady('migrations', 'The database is missing migrations of this version.');
      return c.json({ status: 'ready' } satisfies ResponseOf<'GET /api/ready'>);
    });
}
