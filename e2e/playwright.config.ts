import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { E2E_BASE_PORT, E2E_BASE_URL, E2E_WORKERS } from './specs/support/env.ts';

/**
 * Debian's headless shell when it is installed (package chromium-headless-shell): the same
 * Chromium build in the headless mode Playwright itself uses by default, without the desktop
 * browser's layers, which took a fifth more of the two cores the suite shares. Else Debian's
 * Chromium; CHROMIUM_PATH overrides both.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath =
  process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * The end-to-end suite drives the production build in Debian's Chromium (no browser download).
 * `start-server.mjs` starts the real server on a fresh embedded database for each run: one server
 * per worker, so that workers run stories side by side without sharing any data.
 */
export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: E2E_WORKERS,
  // CI runs on two cores shared by the server, Chromium, the runner and the PostgreSQL API suite:
  // a story that fails is run again (twice at most) and, if it then passes, reported as flaky in
  // the output rather than failing the run. The summary line of `npm test` names any that failed.
  retries: process.env.CI ? 2 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'test-results/report.json' }]],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'off',
    // The browser asks for less motion, as some operators' systems do: widgets open and close
    // without animating, so a click lands on a dialog that stands still, as a person's would.
    reducedMotion: 'reduce',
    // An action that cannot happen fails with what it waited for instead of using up the test's time.
    actionTimeout: 15_000,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, worker) => ({
    command: 'node start-server.mjs',
    url: `http://localhost:${E2E_BASE_PORT + worker}/healthz`,
    env: { PORT: String(E2E_BASE_PORT + worker) },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
