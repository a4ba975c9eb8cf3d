import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
const root = path.resolve(import.meta.dirname, '../..');
// A fresh embedded database for every run: the server migrates and seeds it on start.
// Workers evaluate this file again; they inherit the directory chosen by the main process.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `repair-e2e-${process.pid}-${Date.now()}`);
const dataDir = process.env.E2E_DATA_DIR;

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const phone = {
  ...devices['Pixel 5'],
  viewport: { width: 375, height: 812 },
  defaultBrowserType: 'chromium' as const,
};
/** Specs that change the catalogue every other spec reads. */
const catalogueWrites = 'catalogue.spec.ts';

/**
 * What also runs at a phone's width (decision 041): layout, and the journeys customers and technicians
 * make on their phones. The rest (the admin desk, languages, no-script pages, guards, themes, fonts)
 * reads the same at either width, and runs at the desktop's only.
 */
const phoneFirst = [
  // Layout at 320–390 px: one-row header, no sideways scrolling, reflow, screenshots for review.
  'layout.spec.ts',
  'narrow-screens.spec.ts',
  'reflow.spec.ts',
  'screens.spec.ts',
  'toasts.spec.ts',
  // Accessibility as a phone shows the pages (the menu button, the bar at the bottom).
  'axe-pages.spec.ts',
  'axe-findings.spec.ts',
  // A customer's journey: finding the device, choosing repairs, the map, booking, signing in, the
  // account menu, the tracking link opened from an SMS; the first load on a slow phone.
  'browse.spec.ts',
  'booking-choices.spec.ts',
  'booking.spec.ts',
  'map-picker.spec.ts',
  'sign-in.spec.ts',
  'account-journey.spec.ts',
  'tracking-page.spec.ts',
  'first-load.spec.ts',
  'slow-phone.spec.ts',
  // A technician's day, on the phone they carry.
  'technician-pages.spec.ts',
  'live-journey.spec.ts',
  'technician-day.spec.ts',
  'door-estimate.spec.ts',
  'workshop-journey.spec.ts',
  'door-other-work.spec.ts',
  // Booking when windows fill up: the customers' form and the technician's On my way, on phones.
  'scheduling-journey.spec.ts',
];

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
];

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: path.join(root, 'test-results'),
  fullyParallel: true,
  workers: 2,
  // CI (REQUIRE_E2E=1) runs a failed test once more: a test that fails twice fails the run, and one
  // that passes the second time is listed as flaky in the report, to be fixed (decision 046).
  retries: process.env.REQUIRE_E2E === '1' ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL,
    // A trace costs every test about a fifth of its time; E2E_TRACE=1 keeps one for each failure.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', testIgnore: catalogueWrites, use: desktop },
    { name: 'phone', testMatch: phoneFirst, use: phone },
    // Journeys that add to the shared catalogue run once the rest is done, so that no other test
    // counts a device they add.
    {
      name: 'catalogue-desktop',
      testMatch: catalogueWrites,
      dependencies: ['desktop', 'phone'],
      use: desktop,
    },
  ],
  webServer: {
    command: 'npx tsx tests/e2e/start-server.ts',
    cwd: root,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      PUBLIC_ORIGIN: baseURL,
      // Each test names its own client address, so per-address sign-in limits do not couple tests.
      TRUST_PROXY: 'true',
      // Those requests look proxied, which the default outbox refuses: the tests read codes openly.
      DEV_OUTBOX: 'true',
      // Technicians show a UPI QR code for the amount when payments by UPI are set up.
      UPI_ID: 'doorstepfix@okaxis',
      UPI_PAYEE_NAME: 'DoorstepFix Repairs',
      // A GST-registered shop in Odisha: completions issue Tax Invoices (decision 062).
      SHOP_LEGAL_NAME: 'DoorstepFix Repairs Pvt Ltd',
      SHOP_GSTIN: '21ABCDE1234F1ZC',
      // The footer links to the networks that are configured, and only to those.
      SOCIAL_YOUTUBE_URL: 'https://www.youtube.com/@doorstepfix-e2e',
    },
  },
});
