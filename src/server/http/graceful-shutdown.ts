import type { Server, ServerResponse } from 'node:http';
import type { Logger } from '../lib/logger';

// Stopping without dropping anyone (SIGTERM from an orchestrator, a deploy, Ctrl-C): the server stops
// taking connections at once; the requests already in flight are answered; live streams are told to
// come back in a moment (to another process, or to this one restarted); the delivery worker finishes
// the message it is sending; then the database is closed and the process exits. If that takes longer
// than the allowed time (a request or a mail server that hangs), the process exits anyway.

export const SHUTDOWN_TIMEOUT_MS = 10_000;

export interface GracefulShutdownOptions {
  logger: Logger;
  /**
   * Runs as soon as stopping begins, beside the requests still being answered: end the live streams,
   * stop the delivery worker after its message, stop listening for changes.
   */
  onStopping: () => Promise<unknown>;
  /** Runs once every request has been answered and `onStopping` is done: close the database. */
  onClosed: () => Promise<unknown>;
  /** From the signal to the exit at most (default 10 s); then the process exits with code 1. */
  timeoutMs?: number;
  exit?: (code: number) => void;
}

export interface GracefulShutdown {
  /** True once stopping has begun: /api/ready then sends traffic elsewhere. */
  isStopping: () => boolean;
  /** Begins stopping (once; later calls wait for the same stop). */
  stop: (reason: string) => Promise<void>;
}

export function prepareGracefulShutdown(server: Server, options: GracefulShutdownOptions): GracefulShutdown {
  const { logger, timeoutMs = SHUTDOWN_TIMEOUT_MS, exit = (code) => process.exit(code) } = options;
  let stopping: Promise<void> | null = null;
  const unanswered = new Set<ServerResponse>();

  // Keep-alive connections would keep the server open after their last answer: once stopping, every
  // answer asks the client to close its connection (and to open a new one, elsewhere, for its next).
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (stopping) res.setHeader('Connection', 'close');
    unanswered.add(res);
    res.once('close', () => unanswered.delete(res));
  });

  async function run(reason: string): Promise<void> {
    logger.info({ reason, inFlight: unanswered.size }, 'shutting down');
    const force = setTimeout(() => {
      logger.error({ inFlight: unanswered.size }, `could not stop within ${timeoutMs} ms: exiting anyway`);
      logger.flush();
      exit(1);
    }, timeoutMs);
    force.unref();

    for (const res of unanswered) if (!res.headersSent) res.setHeader('Connection', 'close');
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Idle keep-alive connections are closed now; those whose answer was already under way (a live
    // stream) once they fall idle.
    server.closeIdleConnections();
    const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
    idleSweep.unref();

    let code = 0;
    try {
      await Promise.all([options.onStopping(), closed]);
      await options.onClosed();
      logger.info('stopped');
    } catch (error) {
      code = 1;
      logger.error({ err: error }, 'error while stopping');
    } finally {
      clearInterval(idleSweep);
      clearTimeout(force);
      logger.flush();
      exit(code);
    }
  }

  return {
    isStopping: () => stopping !== null,
    stop: (reason) => (stopping ??= run(reason)),
  };
}
