import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveAuthSecret } from './auth-secret';

describe('resolveAuthSecret', () => {
  it('uses BETTER_AUTH_SECRET, else makes one once and keeps it private in DATA_DIR', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'repair-secret-'));
    try {
      expect(resolveAuthSecret({ BETTER_AUTH_SECRET: 's'.repeat(32), dataDir })).toBe('s'.repeat(32));
      const made = resolveAuthSecret({ BETTER_AUTH_SECRET: undefined, dataDir });
      expect(made.length).toBeGreaterThanOrEqual(32);
      expect(resolveAuthSecret({ BETTER_AUTH_SECRET: undefined, dataDir })).toBe(made);
      expect(fs.statSync(path.join(dataDir, 'auth-secret')).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
