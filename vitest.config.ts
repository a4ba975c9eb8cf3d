import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@shared': path.resolve(import.meta.dirname, 'src/shared'),
  '@web': path.resolve(import.meta.dirname, 'src/web'),
};

/**
 * Server test files whose subject depends on the database engine. When the integration suite runs on
 * PostgreSQL (CI, whenever a server answers), these run on the embedded database as well, so that
 * what is proven on the default deployment is not lost (decision 041).
 */
export const engineDependentFiles = [
  // The database layer itself: opening, migrations (SQL that runs on both engines), the data
  // directory's lock, named statements, and the migrations that rewrite stored data.
  'src/server/db/**/*.test.ts',
  // Backup and restore of the embedded data directory, and moving it to PostgreSQL.
  'tests/integration/embedded-backup.test.ts',
  'tests/integration/move-to-postgres.test.ts',
  // Processes killed or stopped over their data directory: the embedded engine recovers on its own.
  'tests/integration/crash-bookings.test.ts',
  'tests/integration/outbox-crash.test.ts',
  'tests/integration/graceful-shutdown.test.ts',
  'tests/integration/shutdown-under-load.test.ts',
  // The built server as deployed by default, on its embedded database.
  'tests/integration/built-server.test.ts',
  // Concurrent requests: one embedded connection serialises what PostgreSQL runs side by side, so
  // locks, retries and limits counted in a transaction are proven on both.
  'src/server/features/bookings/idempotent-retry.test.ts',
  'src/server/features/bookings/prices-at-commit.test.ts',
  'src/server/features/bookings/booking-limits.test.ts',
  'src/server/features/bookings/window-places.test.ts',
  // Two processes looking for the same notices at once: each goes once.
  'src/server/notifications/notice-clock.test.ts',
];

const integration: {
  environment: 'node';
  isolate: boolean;
  globalSetup: string[];
  setupFiles: string[];
  testTimeout: number;
  hookTimeout: number;
} = {
  environment: 'node',
  // One module graph per worker, not per file: importing the app again for every file was half the
  // suite's time. Each file still makes its own app on its own fresh database (tests/test-app.ts),
  // and no test changes module state (no module mocks, no stubbed globals or environment).
  isolate: false,
  globalSetup: ['tests/global-setup.ts'],
  // Stops what each file started (servers, Redis, proxies) when the file ends: tests/file-cleanup.ts.
  setupFiles: ['tests/run-file-cleanups.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/locales/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['src/server/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          ...integration,
        },
      },
      // The engine-dependent files alone, for the embedded run beside a PostgreSQL one (.ci/run):
      // `VITEST_ENGINE_PASS=1 vitest run --project engine`.
      ...(process.env.VITEST_ENGINE_PASS === '1'
        ? [{ resolve: { alias }, test: { name: 'engine', include: engineDependentFiles, ...integration } }]
        : []),
    ],
  },
});
