import { defineConfig } from 'vitest/config';

/**
 * Unit and API tests of every workspace; end-to-end specs run under Playwright instead.
 *
 * Test files share their worker's process (`isolate: false`): starting a process and loading the
 * dependencies again for each of some 270 files took more of the run than the tests did. The
 * project's own modules are still evaluated afresh per file. No test file may therefore leave state behind in a module: a test that changes the
 * environment or a mock restores it, and an app or database it opens it closes.
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', root: 'packages/contract', environment: 'node', isolate: false } },
      { test: { name: 'blocks', root: 'packages/blocks', environment: 'node', isolate: false } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          isolate: false,
          // On PostgreSQL, migrates one template database for the run (test/global-setup.ts).
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'admin',
          root: 'apps/admin',
          environment: 'node',
          isolate: false,
          setupFiles: ['src/test-setup.ts'],
        },
      },
    ],
    pool: 'forks',
    maxWorkers: 2,
  },
});
