// `npm run demo`: a believable shop on the database the server uses (DATA_DIR's embedded database, or
// DATABASE_URL): migrations and the catalogue when missing, then an admin, six technicians with their
// weeks, areas and leave, about 300 bookings over the last 60 days and the next 7, referrals and
// contact messages. Refuses a database that holds any booking it did not make.
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { createScriptAuth } from '../../auth/script-auth';
import { openDatabase } from '../client';
import { DataDirLockedError } from '../data-dir-lock';
import { loadEnv } from '../../env';
import { seedCatalogue } from './seed-catalogue';
import { DEMO_ADMIN_EMAIL, demoState, RealBookingsError, seedDemoShop } from './demo-shop';

async function run() {
  const env = loadEnv();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  try {
    await handle.migrate();
    const state = await demoState(handle.db);
    if (state.real > 0) throw new RealBookingsError(state.real);
    if (state.demo > 0) {
      console.log(`${handle.location} already holds the demo shop (${state.demo} bookings): nothing to do.`);
      return;
    }
    await seedCatalogue(handle.db);
    const auth = createScriptAuth(handle.db, env, pino({ level: 'warn' }));
    const password = randomBytes(15).toString('base64url');
    const shop = await seedDemoShop(auth, handle.db, password);
    console.log(
      `Demo shop seeded in ${handle.location}: ${shop.technicians} technicians, ${shop.bookings} bookings, ` +
        `${shop.referrals} referrals, ${shop.contactMessages} contact messages.`,
    );
    console.log(`Admin sign-in (shown only now, keep it): ${DEMO_ADMIN_EMAIL}  password: ${password}`);
  } finally {
    await handle.close();
  }
}

run().catch((error: unknown) => {
  console.error(
    error instanceof DataDirLockedError || error instanceof RealBookingsError ? error.message : error,
  );
  process.exit(1);
});
