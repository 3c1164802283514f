import { defineConfig } from 'vitest/config';

/**
 * Unit and API tests of every workspace; end-to-end specs run under Playwright instead.
 *
 * Test files share their worker's module cache (`isolate: false`): loading the server's or the
 * admin's module graph again for each of some 270 files took more of the run than the tests
 * did. No test file may therefore leave state behind in a module: a test that changes the
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
          // Migrates one database for the whole run; each test's database is a copy of it.
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
