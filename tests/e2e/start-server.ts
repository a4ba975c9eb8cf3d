// Starts the app for the browser tests: the staff accounts first (on the fresh data directory, with
// the same code `npm run user:create` uses), then the server itself.
import pino from 'pino';
import { createUser } from '../../src/server/auth/create-user';
import { createScriptAuth } from '../../src/server/auth/script-auth';
import { openDatabase } from '../../src/server/db/client';
import { loadEnv } from '../../src/server/env';
import { eq } from 'drizzle-orm';
import { technicians, technicianServiceAreas, users } from '../../src/server/db/schema/index';
import { JOBS_PER_WINDOW_MAX } from '../../src/shared/schemas/technician-schedule';
import { E2E_STAFF_PINCODE_PREFIX, e2eAccounts, e2eOwnPincodes } from './accounts';
import { startFakeGeocoder } from './fake-geocoder';

const env = loadEnv();
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
await handle.migrate();
const logger = pino({ level: 'warn' });
const auth = createScriptAuth(handle.db, env, logger);
for (const account of Object.values(e2eAccounts)) await createUser(auth, handle.db, account);
// The specs book the same near windows in Bhubaneswar (751…) many times over, on one server. The
// staff technicians take the most an admin may set there, and serve nowhere else, so that a window
// fills (decision 051) only where a spec sets that up: at a pincode outside 751…, with a technician of
// its own.
await handle.db.update(technicians).set({ jobsPerWindow: JOBS_PER_WINDOW_MAX });
// A few serve a pincode of their own instead (accounts.ts), for the specs that count their places.
const ownPincodes = new Map<string, string>(
  Object.entries(e2eOwnPincodes).map(([who, pincode]) => [
    e2eAccounts[who as keyof typeof e2eAccounts].email,
    pincode,
  ]),
);
const team = await handle.db
  .select({ id: technicians.id, email: users.email })
  .from(technicians)
  .innerJoin(users, eq(users.id, technicians.userId));
await handle.db
  .insert(technicianServiceAreas)
  .values(
    team.map(({ id, email }) => ({
      technicianId: id,
      pincodePrefix: ownPincodes.get(email) ?? E2E_STAFF_PINCODE_PREFIX,
    })),
  )
  .onConflictDoNothing();
await handle.close();

// Addresses come from a local fake Nominatim: the browser tests never reach the internet.
const fakeGeocoder = await startFakeGeocoder();
process.env.NOMINATIM_URL = fakeGeocoder.url;

await import('../../src/server/main');
