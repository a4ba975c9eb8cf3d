// Starts the app for the browser tests: the staff accounts first (on the fresh data directory, with
// the same code `npm run user:create` uses), then the server itself.
import pino from 'pino';
import { createUser } from '../../src/server/auth/create-user';
import { createScriptAuth } from '../../src/server/auth/script-auth';
import { openDatabase } from '../../src/server/db/client';
import { loadEnv } from '../../src/server/env';
import { e2eAccounts } from './accounts';
import { startFakeGeocoder } from './fake-geocoder';

const env = loadEnv();
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
await handle.migrate();
const logger = pino({ level: 'warn' });
const auth = createScriptAuth(handle.db, env, logger);
for (const account of Object.values(e2eAccounts)) await createUser(auth, handle.db, account);
await handle.close();

// Addresses come from a local fake Nominatim: the browser tests never reach the internet.
const fakeGeocoder = await startFakeGeocoder();
process.env.NOMINATIM_URL = fakeGeocoder.url;

await import('../../src/server/main');
