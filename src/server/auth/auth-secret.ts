import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from '../env';

/**
 * The secret that signs session cookies. Production must set BETTER_AUTH_SECRET; elsewhere one is
 * made on first start and kept in DATA_DIR, so sessions survive restarts without any set-up.
 */
export function resolveAuthSecret(env: Pick<Env, 'BETTER_AUTH_SECRET' | 'dataDir'>): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  const file = path.join(env.dataDir, 'auth-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(env.dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
