import type { Database } from '../db/client';
import type { Env } from '../env';
import type { Logger } from '../lib/logger';
import { createMailer } from '../lib/mailer';
import { createSmsSender } from '../lib/sms';
import { createAuth } from './auth';
import { resolveAuthSecret } from './auth-secret';

/** The auth library as command-line tools use it: the same secret, mail and SMS as the server. */
export function createScriptAuth(db: Database, env: Env, logger: Logger) {
  return createAuth({
    db,
    logger,
    env,
    secret: resolveAuthSecret(env),
    mailer: createMailer(db, logger, env),
    sms: createSmsSender(db, logger, env),
  });
}
