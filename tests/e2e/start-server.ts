// Starts the app for the browser tests: the staff accounts first (on the fresh data directory, with
// the same code `npm run user:create` uses), then the server itself.
import pino from 'pino';
import { createAuth } from '../../src/server/auth/auth';
import { resolveAuthSecret } from '../../src/server/auth/auth-secret';
import { createUser } from '../../src/server/auth/create-user';
import { openDatabase } from '../../src/server/db/client';
import { loadEnv } from '../../src/server/env';
import { createMailer } from '../../src/server/lib/mailer';
import { createSmsSender } from '../../src/server/lib/sms';
import { e2eAccounts } from './accounts';

const env = loadEnv();
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
await handle.migrate();
const logger = pino({ level: 'warn' });
const auth = createAuth({
  db: handle.db,
  logger,
  env,
  secret: resolveAuthSecret(env),
  mailer: createMailer(handle.db, logger, env),
  sms: createSmsSender(handle.db, logger, env),
});
for (const account of Object.values(e2eAccounts)) await createUser(auth, handle.db, account);
await handle.close();

await import('../../src/server/main');
