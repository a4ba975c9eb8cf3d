import type { Server } from 'node:http';
import net from 'node:net';
import type { Logger } from '../lib/logger';
import { trackConnections } from './open-connections';

// Stopping without dropping anyone (SIGTERM from an orchestrator, a deploy, Ctrl-C). First a drain:
// /api/ready answers 503 while the server goes on accepting and answering as before, so that a load
// balancer has time to see it and send new customers elsewhere. Then the door is shut: once nobody
// waits in the listen backlog, the server stops taking connections; the requests already in flight are
// answered; connections with nothing to answer are closed once they have been quiet for a moment;
// live streams are told to come back in a moment (to another process, or to this one restarted); the
// delivery worker finishes the messages it is sending; then the database is closed and the process
// exits. If that takes longer than the allowed time after the drain (a request or a mail server that
// hangs), the process exits anyway.
//
// Shutting the door too early resets requests the client has already sent (ECONNRESET), when the
// client cannot know whether its booking was made: the kernel completes connections and takes their
// bytes before the process accepts them, and a busy Node process accepts one connection per turn of
// its event loop, so hundreds can wait in the backlog; closing the listener resets every one of them.

export const SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * Once the door is shut, a connection with no request is closed after this long without a byte or an
 * answer. A connection accepted a moment ago may have its request waiting in the kernel, unread by a
 * busy event loop: closing it then would reset a request the client has sent (ECONNRESET), when the
 * client cannot know whether it was carried out.
 */
export const IDLE_CONNECTION_MS = 1_000;

export interface GracefulShutdownOptions {
  logger: Logger;
  /**
   * Runs once the drain is over, beside the requests still being answered: end the live streams, stop
   * the delivery worker after the messages it is sending, stop listening for changes.
   */
  onStopping: () => Promise<unknown>;
  /** Runs once every request has been answered and `onStopping` is done: close the database. */
  onClosed: () => Promise<unknown>;
  /**
   * From the signal to shutting the door (default 0): /api/ready says 503 and everyone is still
   * served, for load balancers to stop sending before connections are refused.
   */
  drainMs?: number;
  /** From the end of the drain to the exit at most (default 10 s); then the process exits with code 1. */
  timeoutMs?: number;
  /** How long a connection without a request must stay quiet before it is closed (default 1 s). */
  idleMs?: number;
  exit?: (code: number) => void;
}

export interface GracefulShutdown {
  /** True once stopping has begun (the drain included): /api/ready then sends traffic elsewhere. */
  isStopping: () => boolean;
  /**
   * Begins stopping (once; later calls wait for the same stop). With `drain: false` (Ctrl-C at a
   * terminal, where no load balancer is listening) the drain is skipped, or cut short if under way.
   */
  stop: (reason: string, options?: { drain?: boolean }) => Promise<void>;
}

export function prepareGracefulShutdown(server: Server, options: GracefulShutdownOptions): GracefulShutdown {
  const {
    logger,
    drainMs = 0,
    timeoutMs = SHUTDOWN_TIMEOUT_MS,
    idleMs = IDLE_CONNECTION_MS,
    exit = (code) => process.exit(code),
  } = options;
  let stopping: Promise<void> | null = null;
  let endDrain: () => void = () => undefined;
  const { unanswered, closeQuietConnections, whenNobodyWaits } = trackConnections(server, {
    idleMs,
    isStopping: () => stopping !== null,
  });

  async function run(reason: string, drain: boolean): Promise<void> {
    const drainFor = drain ? drainMs : 0;
    logger.info({ reason, inFlight: unanswered.size, drainMs: drainFor }, 'shutting down');
    const force = setTimeout(() => {
      logger.error(
        { inFlight: unanswered.size },
        `could not stop within ${timeoutMs} ms of the drain: exiting anyway`,
      );
      logger.flush();
      exit(1);
    }, drainFor + timeoutMs);
    force.unref();
    for (const res of unanswered) if (!res.headersSent) res.setHeader('Connection', 'close');

    if (drainFor > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, drainFor);
        endDrain = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    // Shut the door in the same turn that found the backlog empty.
    await whenNobodyWaits();
    // net.Server's close, not http.Server's: the latter also closes at once every connection whose
    // request has not been parsed yet, the request sent and waiting to be read among them.
    const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
    logger.info({ inFlight: unanswered.size }, 'no longer accepting connections');
    closeQuietConnections();
    const idleSweep = setInterval(closeQuietConnections, 100);
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
    stop: (reason, { drain = true } = {}) => {
      if (!drain) endDrain();
      return (stopping ??= run(reason, drain));
    },
  };
}
