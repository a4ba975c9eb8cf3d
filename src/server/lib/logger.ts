import pino from 'pino';
import type { Env } from '../env';

export type Logger = pino.Logger;

export function createLogger(env: Pick<Env, 'LOG_LEVEL'>): Logger {
  // Asynchronous writes keep logging off the request path; flushed on shutdown.
  return pino({ level: env.LOG_LEVEL }, pino.destination({ sync: false }));
}
