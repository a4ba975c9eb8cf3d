// Runs the browser tests in Debian's Chromium. Without it they are reported as skipped, unless
// REQUIRE_E2E=1 (CI), where a missing browser is a failure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const chromium = '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  const message = `Browser tests skipped: ${chromium} is missing. Install it with: sudo apt-get install -y chromium`;
  if (process.env.REQUIRE_E2E === '1') {
    console.error(`${message}\nREQUIRE_E2E=1 is set, so this is a failure.`);
    process.exit(1);
  }
  console.warn(message);
  process.exit(0);
}

const config = path.join(import.meta.dirname, 'playwright.config.ts');
const result = spawnSync('npx', ['playwright', 'test', '-c', config, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
