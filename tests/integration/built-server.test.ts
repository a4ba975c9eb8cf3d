import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createServerDatabase } from '../server-database';
import { BUILT_SERVER, startServerProcess } from '../server-process';

// The server as `npm start` runs it: the prebuilt bundle under plain Node, whose files are laid out
// differently from the sources (decision 021). What it reads beside itself must be there: a first
// admin's password is checked against the common-password list at start.

const ADMIN = { email: 'built-admin@example.com', password: 'a-built-admin-pass' };

describe.skipIf(!fs.existsSync(BUILT_SERVER))('the prebuilt server (npm run build first)', () => {
  it('starts with a first admin, answers, and lets the admin sign in', async () => {
    const database = await createServerDatabase();
    const { url, output } = await startServerProcess(
      {
        ...database.env,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        BETTER_AUTH_SECRET: 'a-secret-for-the-built-server-test-that-is-long',
      },
      { built: true },
    );
    expect((await fetch(`${url}/api/ready`)).status).toBe(200);
    const signedIn = await fetch(`${url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: url },
      body: JSON.stringify(ADMIN),
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('set-cookie')).toMatch(/session/);
    // The start log says the admin was made, not who it is (decision 031).
    expect(output()).toContain('created the first admin from ADMIN_EMAIL');
    expect(output()).not.toContain(ADMIN.email.split('@')[0]);
    // A whole process on a fresh embedded database (its migrations, the catalogue, the admin's password
    // hash): about 6 s on an idle machine, and several times that beside the browser tests in CI.
  }, 90_000);
});
