import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.ts';

/**
 * The browser flows (e2e/flows/*.flow.ts) on @playwright/test, in Debian's Chromium (never a
 * downloaded browser). Two workers, each with its own app server and data directory
 * (lib/fixtures.ts). `npm run e2e` runs them all after `npm run build`; `npm run e2e -- auction`
 * the files whose path matches, `npm run e2e -- --grep "badge"` the flows whose name does.
 */
export default defineConfig({
  testDir: './flows',
  testMatch: '*.flow.ts',
  outputDir: './test-results',
  workers: 2,
  // A flow is a user's whole journey, some with a server of their own to start (minutes on a loaded machine).
  timeout: 10 * 60_000,
  // Generous for a loaded machine (a failing wait costs the time; a passing one does not).
  expect: { timeout: 30_000 },
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // `list` ends with "N passed (time)" (and "N failed" when some did), which CI reads.
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 390, height: 844 },
    actionTimeout: 60_000,
    navigationTimeout: 60_000,
    // A failed flow keeps its trace (DOM snapshots, network, console; the screencast is left out: on two shared cores it
    // slowed every page) and a screenshot.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
});
